import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

/** A plain button with the `button` recipe (no styled() factory: it stays out of the first load). */
export function Button({ variant, size, full, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size, full }), className)} {...rest} />
}
