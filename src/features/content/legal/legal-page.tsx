import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { SUPPORT_EMAIL, supportMailto } from '../../../config'
import { privacyPolicy } from '../../../content/legal/privacy-policy'
import { securityPolicy } from '../../../content/legal/security-policy'
import { termsOfService } from '../../../content/legal/terms-of-service'
import type { LegalDocument } from '../../../content/legal/types'
import { formatLongDate } from '../../../lib/format'
import { ArrowRightIcon } from '../shared/icons'
import { eyebrow, narrowContainer, textLink } from '../shared/page'

/** A static policy page: title, last-updated date, contents, numbered sections and a contact block. */
function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article className={cx(narrowContainer, css({ py: { base: '8', md: '14' } }))}>
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
      <header
        className={css({
          mt: '6',
          pb: '8',
          borderBottomWidth: 'hairline',
          borderColor: 'border.default',
        })}
      >
        <p className={eyebrow}>Legal</p>
        <h1
          className={css({
            mt: '2',
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'extrabold',
            letterSpacing: 'display',
            lineHeight: 'display',
          })}
        >
          {doc.title}
        </h1>
        <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.subtle' })}>
          Last updated: <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated)}</time>
        </p>
        <p className={css({ mt: '5', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } })}>
          {doc.intro}
        </p>
      </header>

      <nav
        aria-label="Contents"
        className={css({
          mt: '8',
          bg: 'bg.surface',
          borderWidth: 'hairline',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: { base: '5', md: '6' },
        })}
      >
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Contents</p>
        <ol
          className={css({
            mt: '3',
            display: 'grid',
            gap: '1.5',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            fontSize: 'sm',
          })}
        >
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className={css({ color: 'fg.muted', _hover: { color: 'accent.text' } })}
              >
                {s.title}
              </a>
            </li>
          ))}
          <li>
            <a
              href="#contact"
              className={css({ color: 'fg.muted', _hover: { color: 'accent.text' } })}
            >
              Contact Us
            </a>
          </li>
        </ol>
      </nav>

      <div className={css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '10' })}>
        {doc.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2
              id={`${s.id}-title`}
              className={css({
                fontSize: { base: 'xl', md: '2xl' },
                fontWeight: 'bold',
                letterSpacing: 'title',
              })}
            >
              {s.title}
            </h2>
            <div
              className={css({
                mt: '3',
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                color: 'fg.muted',
                lineHeight: 'legal',
              })}
            >
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.list && (
                <ul
                  className={css({
                    listStyleType: 'disc',
                    pl: '6',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '1.5',
                    '& li::marker': { color: 'amber.500' },
                  })}
                >
                  {s.list.map((li) => (
                    <li key={li}>{li}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
        <section id="contact" aria-labelledby="contact-title" className={card()}>
          <h2
            id="contact-title"
            className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
          >
            Contact Us
          </h2>
          <p className={css({ mt: '3', color: 'fg.muted' })}>
            Questions about our {doc.title}? Email{' '}
            <a href={supportMailto(doc.title)} className={textLink}>
              {SUPPORT_EMAIL}
            </a>
            . We reply within 24 hours on business days.
          </p>
          <p className={css({ mt: '3' })}>
            <Link to="/" className={textLink}>
              Return to the home page
            </Link>
          </p>
        </section>
      </div>
    </article>
  )
}

export function TermsOfServicePage() {
  return <LegalPage doc={termsOfService} />
}

export function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />
}

export function SecurityPolicyPage() {
  return <LegalPage doc={securityPolicy} />
}
