import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { card, type CardVariantProps } from 'styled-system/recipes'

export function Card({ highlight, className, ...rest }: ComponentProps<'div'> & CardVariantProps) {
  return <div className={cx(card({ highlight }), className)} {...rest} />
}
