import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { band, button } from 'styled-system/recipes'
import { Card } from '../../../components/ui/card'
import { CheckIcon } from '../../../components/ui/icons'
import { container, pageLead } from '../../content'
import { formatAmount } from './format-amount'

const WHATS_NEXT = [
  'Download and install the SuperbulletAI desktop app for Windows.',
  'Sign in with the same account you used for this purchase.',
  'Open Roblox Studio, describe your game idea and start building.',
  'Track your plan, usage and invoices from your dashboard.',
] as const

const hero = cx(band({ glow: 'success' }), css({ position: 'relative' }))
const badge = css({
  w: '16',
  h: '16',
  mx: 'auto',
  borderRadius: 'full',
  bg: 'success.bg',
  color: 'success.fg',
  borderWidth: 'hairline',
  borderColor: 'success.border',
  display: 'grid',
  placeItems: 'center',
})
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '4',
  py: '3',
  borderTopWidth: 'hairline',
  borderColor: 'border.default',
  _first: { borderTopWidth: 'none' },
})
const term = css({ color: 'fg.muted', fontSize: 'sm', flexShrink: '0' })
const value = css({
  fontWeight: 'semibold',
  textAlign: 'right',
  overflowWrap: 'anywhere',
  minW: '0',
})
const cardTitle = css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })
const step = css({ display: 'flex', gap: '3', alignItems: 'flex-start', color: 'fg.muted' })
const stepNumber = css({
  flexShrink: '0',
  w: '7',
  h: '7',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: 'bold',
  display: 'grid',
  placeItems: 'center',
})

export interface OrderSummary {
  plan?: string
  amount?: number
  currency?: string
}

/**
 * The spec's payment-success page, shown only once the backend has confirmed the purchase;
 * the Order Summary is that purchase's.
 */
export function PaymentSuccessful({ order }: { order: OrderSummary }) {
  const { plan, amount, currency } = order
  const showSummary = plan !== undefined || amount !== undefined
  const showAmount = amount !== undefined && currency !== undefined
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
          <div className={badge}>
            <CheckIcon width={32} height={32} />
          </div>
          <h1
            className={css({
              fontSize: { base: '3xl', sm: '4xl', md: '5xl' },
              fontWeight: 'extrabold',
              letterSpacing: 'display',
              lineHeight: 'display',
            })}
          >
            Payment Successful!
          </h1>
          <p className={pageLead}>
            Thank you for your purchase. Your payment has been processed and your account is being
            updated.
          </p>
          <div
            className={css({
              display: 'flex',
              gap: '3',
              flexWrap: 'wrap',
              justifyContent: 'center',
              mt: '2',
            })}
          >
            <Link to="/dashboard" className={button({ size: 'lg' })}>
              Go to Dashboard
            </Link>
            <Link to="/downloads" className={button({ size: 'lg', variant: 'outline' })}>
              Download App
            </Link>
          </div>
        </div>
      </header>

      <div
        className={cx(
          container,
          css({ py: { base: '10', md: '14' }, display: 'grid', gap: '6', maxW: '3xl!' }),
        )}
      >
        {showSummary && (
          <Card>
            <h2 className={cardTitle}>Order Summary</h2>
            <dl>
              {plan !== undefined && (
                <div className={row}>
                  <dt className={term}>Plan</dt>
                  <dd className={value}>{plan}</dd>
                </div>
              )}
              {showAmount && (
                <div className={row}>
                  <dt className={term}>Amount</dt>
                  <dd className={value}>
                    {formatAmount(amount, currency)}{' '}
                    <span
                      className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'sm' })}
                    >
                      {currency}
                    </span>
                  </dd>
                </div>
              )}
            </dl>
          </Card>
        )}

        <Card>
          <h2 className={cardTitle}>What's Next</h2>
          <ol className={css({ display: 'grid', gap: '3', mt: '3' })}>
            {WHATS_NEXT.map((text, i) => (
              <li key={text} className={step}>
                <span className={stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={css({ pt: '0.5' })}>{text}</span>
              </li>
            ))}
          </ol>
        </Card>

        <Card className={css({ borderColor: 'accent.borderStrong', bg: 'accent.subtle' })}>
          <h2 className={cx(cardTitle, css({ color: 'accent.text' }))}>Early Access Bonus</h2>
          <p className={css({ color: 'fg.default' })}>
            Thanks for supporting SuperbulletAI during Early Access: your bonus tokens are credited
            after Early Access ends.
          </p>
        </Card>
      </div>
    </>
  )
}
