import { css } from 'styled-system/css'

export function Logo() {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: 'bold',
        fontSize: { base: 'md', sm: 'lg' },
        letterSpacing: 'title',
      })}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={css({ fill: 'ink.800' })} />
        <path d="M9 22 19 6l-2 9h6L13 26l2-8H9z" className={css({ fill: 'accent.default' })} />
      </svg>
      <span>
        Superbullet<span className={css({ color: 'accent.default' })}>AI</span>
      </span>
    </span>
  )
}
