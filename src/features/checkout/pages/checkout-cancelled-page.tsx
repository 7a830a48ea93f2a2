import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { band, button } from 'styled-system/recipes'
import { Card } from '../../../components/ui/card'
import { CheckIcon } from '../../../components/ui/icons'
import { supportMailto } from '../../../config'
import { container, pageLead, sectionTitle } from '../../content'
import { usePurchaseLifecycle } from '../lifecycle/use-purchase-lifecycle'

const BENEFITS = [
  { title: '11M tokens monthly', text: 'Build bigger systems every month with no daily limit.' },
  { title: 'Token rollover', text: 'Unused tokens roll over to next month.' },
  {
    title: 'Early access bonus',
    text: '+30M bonus tokens for every $20 spent, credited after Early Access ends.',
  },
  { title: 'Priority support', text: 'Get answers from the team first.' },
] as const

const hero = band({ glow: 'soft' })
const cardStack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  alignItems: 'flex-start',
  h: 'full',
})
const cardTitle = css({ fontSize: 'lg', fontWeight: 'bold' })
const cardText = css({ color: 'fg.muted', fontSize: 'sm', flex: '1' })

function OptionCard({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <Card>
      <div className={cardStack}>
        <h2 className={cardTitle}>{title}</h2>
        <p className={cardText}>{text}</p>
        {children}
      </div>
    </Card>
  )
}

/** /checkout-cancelled (spec §2 'Checkout cancelled'): reaching it ends the purchase (no notice, no checks). */
export function CheckoutCancelledPage() {
  const lifecycle = usePurchaseLifecycle()
  useEffect(() => lifecycle.send({ type: 'checkout.cancelled' }), [lifecycle])
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
          <h1
            className={css({
              fontSize: { base: '3xl', sm: '4xl', md: '5xl' },
              fontWeight: 'extrabold',
              letterSpacing: 'display',
              lineHeight: 'display',
            })}
          >
            Purchase Cancelled
          </h1>
          <p className={pageLead}>
            No worries! Your payment was cancelled and no charges were made to your account.
          </p>
        </div>
      </header>

      <div
        className={cx(
          container,
          css({ py: { base: '10', md: '14' }, display: 'grid', gap: { base: '10', md: '14' } }),
        )}
      >
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          })}
        >
          <OptionCard
            title="Try Again"
            text="Changed your mind? Pick a plan and check out whenever you are ready."
          >
            <Link to="/pricing" className={button()}>
              Back to Pricing
            </Link>
          </OptionCard>
          <OptionCard
            title="Need Help?"
            text="Something went wrong with the payment? Our team will sort it out."
          >
            <a href={supportMailto('Payment Issue')} className={button({ variant: 'outline' })}>
              Contact Support
            </a>
          </OptionCard>
          <OptionCard
            title="Continue Browsing"
            text="Explore what SuperbulletAI can build for your Roblox games."
          >
            <Link to="/" className={button({ variant: 'outline' })}>
              Back to Home
            </Link>
          </OptionCard>
        </div>

        <section aria-labelledby="why-pro">
          <h2 id="why-pro" className={cx(sectionTitle, css({ textAlign: 'center' }))}>
            Why Choose Pro?
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              mt: '8',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            })}
          >
            {BENEFITS.map((b) => (
              <li
                key={b.title}
                className={css({
                  display: 'flex',
                  gap: '3',
                  alignItems: 'flex-start',
                  p: '5',
                  borderRadius: 'card',
                  borderWidth: 'hairline',
                  borderColor: 'border.default',
                  bg: 'bg.surface',
                })}
              >
                <span
                  className={css({
                    flexShrink: '0',
                    w: '7',
                    h: '7',
                    borderRadius: 'full',
                    bg: 'accent.subtle',
                    color: 'accent.text',
                    display: 'grid',
                    placeItems: 'center',
                  })}
                >
                  <CheckIcon width={14} height={14} />
                </span>
                <div>
                  <h3
                    className={css({
                      fontWeight: 'semibold',
                      _firstLetter: { textTransform: 'uppercase' },
                    })}
                  >
                    {b.title}
                  </h3>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{b.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <Card className={css({ textAlign: 'center', bg: 'bg.raised' })}>
          <h2 className={sectionTitle}>Still Have Questions?</h2>
          <p className={css({ color: 'fg.muted', mt: '3', maxW: 'xl', mx: 'auto' })}>
            Our team is happy to help you pick the right plan for your projects.
          </p>
          <div
            className={css({
              display: 'flex',
              gap: '3',
              justifyContent: 'center',
              flexWrap: 'wrap',
              mt: '6',
            })}
          >
            <a href={supportMailto('Pricing Question')} className={button()}>
              Ask Sales Team
            </a>
            <Link to="/pricing" className={button({ variant: 'outline' })}>
              View Pricing Again
            </Link>
          </div>
        </Card>
      </div>
    </>
  )
}
