import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { band, link } from 'styled-system/recipes'

/** Layout pieces the content pages share: a centred container, the page header, section titles. */

export const container = css({ w: 'full', maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })
export const narrowContainer = css({
  w: 'full',
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
})

/** The lead paragraph under a page's h1. */
export const pageLead = css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '2xl' })

export const eyebrow = css({
  color: 'accent.text',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'eyebrow',
  textTransform: 'uppercase',
})

export const sectionTitle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  letterSpacing: 'heading',
  lineHeight: 'heading',
})

export const sectionLead = css({
  color: 'fg.muted',
  mt: '3',
  maxW: '2xl',
  fontSize: { base: 'md', md: 'lg' },
})

export const textLink = cx(
  link(),
  css({
    fontWeight: 'medium',
    textDecorationColor: 'accent.underline',
    _hover: { textDecorationColor: 'current' },
  }),
)

const headerBand = cx(band({ glow: 'page' }), css({ position: 'relative', overflow: 'hidden' }))

interface PageHeaderProps {
  eyebrowText?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
  align?: 'center' | 'left'
}

/** The page's only h1, with an optional eyebrow, lead paragraph and actions. */
export function PageHeader({
  eyebrowText,
  title,
  lead,
  children,
  align = 'center',
}: PageHeaderProps) {
  const centered = align === 'center'
  return (
    <header className={headerBand}>
      <div
        className={cx(
          container,
          css({ py: { base: '12', md: '20' }, display: 'flex', flexDirection: 'column', gap: '4' }),
          centered ? css({ alignItems: 'center', textAlign: 'center' }) : undefined,
        )}
      >
        {eyebrowText && <p className={eyebrow}>{eyebrowText}</p>}
        <h1
          className={css({
            fontSize: { base: '3xl', sm: '4xl', md: '5xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'display',
            lineHeight: 'display',
            maxW: '4xl',
          })}
        >
          {title}
        </h1>
        {lead && <p className={pageLead}>{lead}</p>}
        {children}
      </div>
    </header>
  )
}

/** A vertical band of the page. */
export function Section({
  children,
  className,
  labelledBy,
  id,
}: {
  children: ReactNode
  className?: string
  labelledBy?: string
  id?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cx(css({ py: { base: '12', md: '16' } }), className)}
    >
      {children}
    </section>
  )
}

/** The footnote every page with marketing claims carries. */
export function ClaimsFootnote({ className }: { className?: string }) {
  return (
    <p className={cx(css({ fontSize: 'xs', color: 'fg.subtle' }), className)}>
      * Claims based on internal testing.
    </p>
  )
}
