import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'

export function NotFoundPage() {
  return (
    <section
      className={css({
        maxW: '2xl',
        mx: 'auto',
        px: '6',
        py: { base: '20', md: '28' },
        textAlign: 'center',
      })}
    >
      <title>404 Page Not Found | SuperbulletAI</title>
      <p
        className={css({
          color: 'accent.text',
          fontWeight: 'bold',
          fontSize: 'sm',
          letterSpacing: 'caps',
        })}
      >
        ERROR 404
      </p>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', mt: '2' })}>
        404 Page Not Found
      </h1>
      <p className={css({ color: 'fg.muted', mt: '3' })}>
        Did you forget to add the page to the router?
      </p>
      <Link to="/" className={cx(button({ variant: 'outline' }), css({ mt: '8' }))}>
        Back to Home
      </Link>
    </section>
  )
}
