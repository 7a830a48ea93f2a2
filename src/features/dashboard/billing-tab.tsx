import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { BILLING_LOAD_FAILED } from '../../domain/error-messages'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import {
  CurrentPlanCard,
  MonthlySpendingCard,
  PaymentCard,
  PaymentManagementCard,
} from './billing-cards'
import { useBillingActor } from './billing-context'
import {
  selectBilling,
  selectBillingFailed,
  selectIsBillingLoading,
  selectIsBusy,
} from './billing.selectors'
import { cardIntro, errorRow, loadingRow } from './dashboard-styles'
import { RecentInvoices } from './recent-invoices'

const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
const cards = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
})

/** The Billing & Invoices tab. It loads when it is shown (the machine decides whether anything is needed). */
export function BillingTab({ active }: { active: boolean }) {
  const actor = useBillingActor()
  const billing = useSelector(actor, selectBilling)
  const loading = useSelector(actor, selectIsBillingLoading)
  const failed = useSelector(actor, selectBillingFailed)
  const busy = useSelector(actor, selectIsBusy)

  useEffect(() => {
    if (active) actor.send({ type: 'billing.open' })
  }, [active, actor])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={toolbar}>
        <p className={cardIntro}>Your plan, payments and invoices.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actor.send({ type: 'billing.refresh' })}
          disabled={busy}
          aria-label="Refresh billing information"
        >
          {loading && <Spinner size={14} />}
          Refresh
        </Button>
      </div>
      {billing ? (
        <>
          <div className={cards}>
            <CurrentPlanCard billing={billing} />
            <PaymentCard billing={billing} />
            <MonthlySpendingCard />
            <PaymentManagementCard />
          </div>
          <RecentInvoices />
        </>
      ) : failed ? (
        <div role="alert" className={errorRow}>
          <span>{BILLING_LOAD_FAILED}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => actor.send({ type: 'billing.refresh' })}
          >
            Try again
          </Button>
        </div>
      ) : (
        <p className={loadingRow} role="status">
          <Spinner /> Loading billing information...
        </p>
      )}
    </div>
  )
}
