import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { nextMonthlyReset, type BillingInfo } from '../../api'
import { SPEND_LOAD_FAILED } from '../../domain/error-messages'
import { links } from '../../config'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ExternalLink } from '../../components/ui/external-link'
import { ExternalIcon } from '../../components/ui/icons'
import { Spinner } from '../../components/ui/spinner'
import { formatLongDate, formatUsd } from '../../lib/format'
import { useBillingActor } from './billing-context'
import {
  paymentOutlook,
  planDisplayName,
  subscriptionDisplayStatus,
} from '../../domain/subscription-status'
import {
  selectCanCancel,
  selectCanReactivate,
  selectIsCancelling,
  selectIsReactivating,
  selectIsSpendLoading,
  selectMonthlySpend,
  selectSpendFailed,
  selectSubscriptionOffer,
} from './billing.selectors'
import {
  bigFigure,
  cardActions,
  cardHeader,
  cardIntro,
  cardStack,
  errorRow,
  eyebrow,
  visuallyHidden,
} from './dashboard-styles'

const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const statusBlock = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1.5',
})
const factList = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1.5',
  fontSize: 'sm',
  '& dt': { color: 'fg.subtle' },
  '& dd': { color: 'fg.default', fontWeight: 'medium' },
})
const price = css({
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  ml: '2',
  letterSpacing: 'normal',
})

export function CurrentPlanCard({ billing }: { billing: BillingInfo }) {
  const status = subscriptionDisplayStatus(billing)
  const monthly = billing.plan?.price_monthly
  return (
    <section
      className={cx(card({ highlight: status?.kind === 'active' }), cardStack)}
      aria-labelledby="current-plan-heading"
    >
      <h2 id="current-plan-heading" className={eyebrow}>
        Current Plan
      </h2>
      <p className={bigFigure}>
        {planDisplayName(billing?.plan?.name)}
        {monthly ? <span className={price}>{formatUsd(monthly)}/month</span> : null}
      </p>
      {status && (
        <div className={statusBlock} data-testid="subscription-status">
          <Badge tone={status.tone}>{status.label}</Badge>
          {status.description && <p className={muted}>{status.description}</p>}
        </div>
      )}
      <div className={cardActions}>
        <Link to="/pricing" className={cx(button({ variant: 'outline' }))}>
          Change Plan
        </Link>
      </div>
    </section>
  )
}

const outlookHeading = {
  nextPayment: 'Next Payment',
  accessEnds: 'Access Ends',
  accessEnded: 'Access Ended',
} as const
const dangerOutline = css({
  color: 'danger.fg',
  _hover: { _enabled: { borderColor: 'danger.border', color: 'danger.fg', bg: 'danger.bg' } },
})

function PortalLink() {
  return (
    <ExternalLink href={links.paymentPortal} className={cx(button({ variant: 'ghost' }))}>
      Manage in payment portal <ExternalIcon />
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </ExternalLink>
  )
}

/** Cancel while the subscription runs, Reactivate until its access ends, Get Pro once it has ended: the machine decides. */
function SubscriptionActions() {
  const actor = useBillingActor()
  const offer = useSelector(actor, selectSubscriptionOffer)
  const canCancel = useSelector(actor, selectCanCancel)
  const canReactivate = useSelector(actor, selectCanReactivate)
  const cancelling = useSelector(actor, selectIsCancelling)
  const reactivating = useSelector(actor, selectIsReactivating)
  if (offer === 'getPro') {
    return (
      <>
        <Link to="/pricing" className={button()}>
          Get Pro
        </Link>
        <PortalLink />
      </>
    )
  }
  if (offer === 'reactivate') {
    return (
      <>
        <Button
          onClick={() => actor.send({ type: 'reactivate.request' })}
          disabled={!canReactivate}
        >
          {reactivating && <Spinner size={16} />}
          {reactivating ? 'Reactivating...' : 'Reactivate'}
        </Button>
        <PortalLink />
      </>
    )
  }
  return (
    <Button
      variant="outline"
      onClick={() => actor.send({ type: 'cancel.request' })}
      disabled={!canCancel}
      className={dangerOutline}
    >
      {cancelling && <Spinner size={16} />}
      {cancelling ? 'Cancelling...' : 'Cancel Subscription'}
    </Button>
  )
}

export function PaymentCard({ billing }: { billing: BillingInfo }) {
  const outlook = paymentOutlook(billing)
  const monthly = billing.plan?.price_monthly
  return (
    <section className={cx(card(), cardStack)} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={eyebrow}>
        {outlookHeading[outlook.kind]}
      </h2>
      <p className={bigFigure}>{outlook.date ?? '—'}</p>
      <p className={muted}>
        {outlook.kind === 'accessEnded'
          ? 'Your premium access has ended.'
          : outlook.kind === 'accessEnds'
            ? outlook.date
              ? 'You keep premium features until then; no further payments are taken.'
              : 'You keep premium features until the end of the current billing period.'
            : outlook.date && monthly
              ? `${formatUsd(monthly)} will be charged for your ${planDisplayName(billing?.plan?.name)} plan.`
              : 'No upcoming payment.'}
      </p>
      <div className={cardActions}>
        <SubscriptionActions />
      </div>
    </section>
  )
}

function resetFallback() {
  const now = new Date()
  const reset = nextMonthlyReset(now)
  return {
    date: formatLongDate(reset),
    days: Math.max(0, Math.ceil((reset.getTime() - now.getTime()) / 86_400_000)),
  }
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`

export function MonthlySpendingCard() {
  const actor = useBillingActor()
  const spend = useSelector(actor, selectMonthlySpend)
  const loading = useSelector(actor, selectIsSpendLoading)
  const failed = useSelector(actor, selectSpendFailed)
  // Without figures from the backend, the reset is still the 1st of next month.
  const [fallback] = useState(resetFallback)
  const nextReset = formatLongDate(spend?.nextResetDate) ?? fallback.date
  const days = spend?.daysUntilReset ?? fallback.days
  return (
    <section className={cx(card(), cardStack)} aria-labelledby="monthly-spending-heading">
      <div className={cardHeader}>
        <h2 id="monthly-spending-heading" className={eyebrow}>
          Monthly Spending
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actor.send({ type: 'spend.refresh' })}
          disabled={loading}
          aria-label="Refresh monthly spending"
        >
          {loading && <Spinner size={14} />}
          Refresh
        </Button>
      </div>
      <div>
        <p className={bigFigure}>{formatUsd(spend?.totalMonthlySpent ?? 0)}</p>
        <p className={muted}>spent this month on usage-based pricing</p>
      </div>
      <dl className={factList}>
        <dt>Resets in</dt>
        <dd>{dayCount(days)}</dd>
        <dt>Next reset</dt>
        <dd>{nextReset}</dd>
      </dl>
      <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
        {spend?.resetInfo ?? 'Monthly spending resets on the 1st of each month'}
      </p>
      {failed && (
        <p role="alert" className={errorRow}>
          {SPEND_LOAD_FAILED}
        </p>
      )}
    </section>
  )
}

export function PaymentManagementCard() {
  return (
    <section className={cx(card(), cardStack)} aria-labelledby="payment-management-heading">
      <h2 id="payment-management-heading" className={eyebrow}>
        Payment Management
      </h2>
      <p className={cardIntro}>
        Your payment history, receipts and payment methods live in the payment portal of our
        checkout provider. If cancelling your subscription is not working on this site, use the
        payment portal to cancel it.
      </p>
      <div className={cardActions}>
        <ExternalLink href={links.paymentPortal} className={cx(button({ variant: 'outline' }))}>
          Open Payment Portal <ExternalIcon />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </ExternalLink>
      </div>
    </section>
  )
}
