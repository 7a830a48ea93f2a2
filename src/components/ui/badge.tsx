import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { badge, type BadgeVariantProps } from 'styled-system/recipes'

export function Badge({ tone, className, ...rest }: ComponentProps<'span'> & BadgeVariantProps) {
  return <span className={cx(badge({ tone }), className)} {...rest} />
}
