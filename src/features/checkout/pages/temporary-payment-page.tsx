import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { band, button } from 'styled-system/recipes'
import { Card } from '../../../components/ui/card'
import { ExternalLink } from '../../../components/ui/external-link'
import { ExternalIcon } from '../../../components/ui/icons'
import { links } from '../../../config'
import { container, eyebrow, pageLead, sectionTitle } from '../../content'

const STEPS = [
  {
    title: 'Join our Discord',
    text: 'Join the SuperbulletAI community server with the button above.',
  },
  {
    title: 'Contact the founder',
    text: 'Message the founder on Discord to arrange a manual Pro token refill.',
  },
  {
    title: 'Start building',
    text: 'Once your tokens are added, open the desktop app and start building your game.',
  },
] as const

const hero = band({ glow: 'accent' })

/** /temporary-payment: the payment processors are still reviewing the store. */
export function TemporaryPaymentPage() {
  return (
    <>
      <header className={hero}>
        <div
          className={cx(
            container,
            css({
              py: { base: '12', md: '20' },
              textAlign: 'center',
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              alignItems: 'center',
            }),
          )}
        >
          <p className={eyebrow}>Payments under review</p>
          <h1
            className={css({
              fontSize: { base: '3xl', sm: '4xl', md: '5xl' },
              fontWeight: 'extrabold',
              letterSpacing: 'display',
              lineHeight: 'display',
              maxW: '3xl',
            })}
          >
            Our Store Is Being Reviewed
          </h1>
          <p className={pageLead}>
            Our payment processors are still reviewing the SuperbulletAI store, so online checkout
            is paused for now. In the meantime we refill Pro tokens manually through our Discord
            community.
          </p>
          <ExternalLink
            href={links.discord}
            className={cx(button({ size: 'lg' }), css({ mt: '2' }))}
          >
            Join our Discord
            <ExternalIcon />
          </ExternalLink>
        </div>
      </header>

      <div
        className={cx(container, css({ py: { base: '10', md: '14' }, display: 'grid', gap: '8' }))}
      >
        <section aria-labelledby="how-to">
          <h2 id="how-to" className={cx(sectionTitle, css({ textAlign: 'center' }))}>
            How to Get Pro Tokens Now
          </h2>
          <ol
            className={css({
              display: 'grid',
              gap: '4',
              mt: '8',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            })}
          >
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <Card className={css({ h: 'full' })}>
                  <span
                    className={css({
                      w: '9',
                      h: '9',
                      borderRadius: 'full',
                      bg: 'accent.subtle',
                      color: 'accent.text',
                      fontWeight: 'bold',
                      display: 'grid',
                      placeItems: 'center',
                    })}
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '4' })}>
                    {s.title}
                  </h3>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>{s.text}</p>
                </Card>
              </li>
            ))}
          </ol>
        </section>
        <div className={css({ textAlign: 'center' })}>
          <Link to="/pricing" className={button({ variant: 'outline' })}>
            Back to Pricing
          </Link>
        </div>
      </div>
    </>
  )
}
