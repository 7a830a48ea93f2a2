import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button, callout } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { latestReleaseInfo } from '../../../content/latest-release'
import { BoltIcon, WindowsIcon } from '../shared/icons'
import { ClaimsFootnote, container, Section, sectionLead, sectionTitle } from '../shared/page'
import { ctaRow } from './home-styles'

// Who uses it, and the closing call to action.

const audiences = [
  'Beginners',
  'Students',
  'Indie developers',
  'Experienced developers',
  'Roblox studios',
]

export function TrustedBy() {
  return (
    <section
      aria-labelledby="trusted-by"
      className={css({
        borderYWidth: 'hairline',
        borderColor: 'border.default',
        bg: 'bg.surface',
        py: '10',
      })}
    >
      <div className={cx(container, css({ textAlign: 'center' }))}>
        <h2
          id="trusted-by"
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'fg.muted',
            letterSpacing: 'label',
            textTransform: 'uppercase',
          })}
        >
          Trusted by Roblox creators
        </h2>
        <ul
          className={css({
            mt: '6',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: { base: '3', md: '4' },
          })}
        >
          {audiences.map((a) => (
            <li
              key={a}
              className={css({
                fontSize: { base: 'md', md: 'lg' },
                fontWeight: 'bold',
                color: 'fg.default',
                letterSpacing: 'title',
                px: '4',
                py: '2',
                borderWidth: 'hairline',
                borderColor: 'border.default',
                borderRadius: 'full',
                bg: 'bg.canvas',
              })}
            >
              {a}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function FinalCta() {
  return (
    <Section labelledBy="final-cta">
      <div className={container}>
        <div className={cx(callout({ glow: 'closing' }), css({ p: { base: '6', md: '12' } }))}>
          <Badge tone="accent">
            <BoltIcon width={12} height={12} /> Early Access bonus
          </Badge>
          <h2 id="final-cta" className={cx(sectionTitle, css({ mt: '4', maxW: '2xl' }))}>
            Build now, and get 30M bonus tokens per $20 spent
          </h2>
          <p className={sectionLead}>
            Early-access bonus: 30M BulletMindV1 tokens for every $20 you spend, credited after
            Early Access ends.
          </p>
          <div className={ctaRow}>
            <a href={latestReleaseInfo.downloadUrl} className={button({ size: 'lg' })}>
              <WindowsIcon width={18} height={18} /> Download for Windows
            </a>
            <Link to="/roadmap" className={button({ size: 'lg', variant: 'outline' })}>
              View Roadmap
            </Link>
            <Link to="/pricing" className={button({ size: 'lg', variant: 'ghost' })}>
              See plans
            </Link>
          </div>
        </div>
        <ClaimsFootnote className={css({ mt: '6' })} />
      </div>
    </Section>
  )
}
