import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/** Layout pieces the content pages share: a centred container, the page header, section titles. */

export const container = css({ w: 'full', maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })
export const narrowContainer = css({
  w: 'full',
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
})

export const eyebrow = css({
  color: 'accent.text',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
})

export const sectionTitle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  letterSpacing: '-0.02em',
  lineHeight: '1.2',
})

export const sectionLead = css({
  color: 'fg.muted',
  mt: '3',
  maxW: '2xl',
  fontSize: { base: 'md', md: 'lg' },
})

export const textLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'rgba(252, 211, 77, 0.4)',
  _hover: { textDecorationColor: 'currentColor' },
})

const headerBand = css({
  position: 'relative',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bgImage:
    'radial-gradient(ellipse 60% 80% at 50% -10%, rgba(245, 158, 11, 0.16), transparent 70%), linear-gradient(180deg, rgba(19, 22, 34, 0.6), transparent)',
  overflow: 'hidden',
})

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
            letterSpacing: '-0.03em',
            lineHeight: '1.1',
            maxW: '4xl',
          })}
        >
          {title}
        </h1>
        {lead && (
          <p
            className={css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '2xl' })}
          >
            {lead}
          </p>
        )}
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
