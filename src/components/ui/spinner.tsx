import { css } from 'styled-system/css'

const spinner = css({
  display: 'inline-block',
  w: 'em',
  h: 'em',
  borderRadius: 'full',
  borderWidth: 'thick',
  borderColor: 'current',
  borderRightColor: 'transparent',
  animation: 'spinner',
  verticalAlign: 'middle',
})

/** Decorative: callers pair it with visible text such as 'Loading...'. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={spinner} style={{ fontSize: size }} aria-hidden="true" />
}
