import { css } from 'styled-system/css'

const spinner = css({
  display: 'inline-block',
  w: '1em',
  h: '1em',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
  verticalAlign: 'middle',
})

/** Decorative: callers pair it with visible text such as 'Loading...'. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={spinner} style={{ fontSize: size }} aria-hidden="true" />
}
