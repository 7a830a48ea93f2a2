import { css } from 'styled-system/css'
import { Button } from '../../../components/ui/button'
import { formatCharge } from '../../../lib/format'
import {
  selectConfirmationStage,
  selectIsChecking,
  selectPurchase,
} from './purchase-lifecycle.selectors'
import { usePurchaseLifecycle, usePurchaseLifecycleSelector } from './use-purchase-lifecycle'

const card = css({
  position: 'fixed',
  insetInlineEnd: '4',
  bottom: '4',
  zIndex: 'docked',
  maxW: 'sm',
  p: '4',
  borderRadius: 'card',
  borderWidth: 'hairline',
  borderColor: 'border.default',
  bg: 'bg.surface',
  boxShadow: 'lg',
  display: 'grid',
  gap: '3',
})

/** A paid purchase being confirmed, on any page but /checkout-success. It claims nothing itself. */
export function PendingPurchaseNotice() {
  const actor = usePurchaseLifecycle()
  const stage = usePurchaseLifecycleSelector(selectConfirmationStage)
  const checking = usePurchaseLifecycleSelector(selectIsChecking)
  const purchase = usePurchaseLifecycleSelector(selectPurchase)
  if ((stage !== 'confirming' && stage !== 'late') || !purchase) return null
  return (
    <section className={card} aria-label="Pending purchase" role="status">
      <p>
        Your {purchase.name} purchase ({formatCharge(purchase.amount)}) is waiting for confirmation.
        We keep checking while the site is open.
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {stage === 'late' && (
          <Button
            size="sm"
            onClick={() => actor.send({ type: 'confirmation.retry' })}
            disabled={checking}
          >
            {checking ? 'Checking...' : 'Check now'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'purchase.forget' })}>
          Forget it
        </Button>
      </div>
    </section>
  )
}
