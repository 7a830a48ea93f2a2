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
        letterSpacing: '-0.01em',
      })}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1a1e2d" />
        <path d="M9 22 19 6l-2 9h6L13 26l2-8H9z" fill="#f59e0b" />
      </svg>
      <span>
        Superbullet<span className={css({ color: 'accent.default' })}>AI</span>
      </span>
    </span>
  )
}
