import type { ErrorComponentProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ErrorScreen } from './error-screen'
import { Logo } from './logo'

const bar = css({
  borderBottomWidth: 'hairline',
  borderColor: 'border.default',
  px: { base: '4', md: '6' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
})

/**
 * The root route's error component: the shell itself failed, so the full header may be what
 * broke. A plain bar with the home link, and the same error screen as every page.
 */
export function RootErrorScreen({ error }: ErrorComponentProps) {
  return (
    <div className={css({ minH: 'dvh', display: 'flex', flexDirection: 'column' })}>
      <header className={bar}>
        <a href="/" aria-label="SuperbulletAI home">
          <Logo />
        </a>
      </header>
      <main id="main" className={css({ flex: '1' })}>
        <ErrorScreen error={error} />
      </main>
    </div>
  )
}

/** Every route's error component (router's default): rendered in the shell's main area. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  return <ErrorScreen error={error} />
}
