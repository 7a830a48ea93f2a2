import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button, callout } from 'styled-system/recipes'
import { Badge } from '../../../components/ui/badge'
import { CheckIcon } from '../../../components/ui/icons'
import { SUPPORT_EMAIL, supportMailto } from '../../../config'
import { ArrowRightIcon, ClockIcon, MailIcon } from '../shared/icons'
import { narrowContainer } from '../shared/page'

const card = css({
  bg: 'bg.surface',
  borderWidth: 'hairline',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '5', md: '8' },
})
const iconTile = css({
  w: '11',
  h: '11',
  borderRadius: 'control',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.text',
  flexShrink: 0,
})
const cardTitle = css({ fontSize: 'xl', fontWeight: 'bold' })

const WHAT_TO_INCLUDE = [
  'Your account email',
  'A detailed description of the issue',
  'Steps to reproduce the problem',
  'Screenshots or logs',
  'Device information (Windows version, app version)',
]

export function ContactPage() {
  return (
    <div className={cx(narrowContainer, css({ py: { base: '8', md: '14' } }))}>
      <Link
        to="/"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          color: 'fg.muted',
          _hover: { color: 'accent.text' },
        })}
      >
        <ArrowRightIcon width={16} height={16} className={css({ transform: 'rotate(180deg)' })} />{' '}
        Back to Home
      </Link>
      <header className={css({ mt: '6' })}>
        <h1
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'display',
            lineHeight: 'display',
          })}
        >
          Contact Support
        </h1>
        <p className={css({ mt: '3', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } })}>
          Questions, bugs, billing or joining the team: a real person reads every message.
        </p>
      </header>

      <div className={css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '5' })}>
        <section
          aria-labelledby="email-support"
          className={cx(
            callout({ glow: 'left', tone: 'strong' }),
            css({ p: { base: '5', md: '8' } }),
          )}
        >
          <div
            className={css({
              display: 'flex',
              gap: '4',
              alignItems: 'flex-start',
              flexDirection: { base: 'column', sm: 'row' },
            })}
          >
            <span className={iconTile}>
              <MailIcon />
            </span>
            <div className={css({ minW: '0' })}>
              <h2 id="email-support" className={cardTitle}>
                Email Support
              </h2>
              <p className={css({ mt: '2', color: 'fg.muted' })}>
                Send us an email and we&apos;ll get back to you within 24 hours.
              </p>
              <a
                href={supportMailto()}
                className={cx(
                  button({ size: 'lg' }),
                  css({ mt: '5', maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis' }),
                )}
              >
                <MailIcon width={18} height={18} /> {SUPPORT_EMAIL}
              </a>
            </div>
          </div>
        </section>

        <section aria-labelledby="what-to-include" className={card}>
          <h2 id="what-to-include" className={cardTitle}>
            What to Include
          </h2>
          <p className={css({ mt: '2', color: 'fg.muted' })}>
            Help us solve it on the first reply:
          </p>
          <ul className={css({ mt: '4', display: 'grid', gap: '2.5' })}>
            {WHAT_TO_INCLUDE.map((t) => (
              <li key={t} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                <CheckIcon
                  width={16}
                  height={16}
                  className={css({ color: 'accent.text', flexShrink: 0, mt: '1' })}
                />
                <span>{t}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="response-time" className={card}>
          <div
            className={css({
              display: 'flex',
              gap: '4',
              alignItems: 'flex-start',
              flexDirection: { base: 'column', sm: 'row' },
            })}
          >
            <span className={iconTile}>
              <ClockIcon />
            </span>
            <div>
              <h2
                id="response-time"
                className={cx(
                  cardTitle,
                  css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
                )}
              >
                Response Time <Badge tone="info">(Coming soon)</Badge>
              </h2>
              <dl
                className={css({
                  mt: '4',
                  display: 'grid',
                  gap: '4',
                  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                })}
              >
                <div>
                  <dt className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Response target</dt>
                  <dd className={css({ fontWeight: 'semibold', mt: '1' })}>
                    24 hours on business days
                  </dd>
                </div>
                <div>
                  <dt className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Business hours</dt>
                  <dd className={css({ fontWeight: 'semibold', mt: '1' })}>
                    Monday to Friday, 9:00 AM to 5:00 PM KSA
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        </section>
      </div>
    </div>
  )
}
