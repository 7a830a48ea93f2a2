import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Button } from '../../../components/ui/button'
import { clearPendingPurchase } from '../pending-purchase-storage'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { formatCharge } from '../../../lib/format'
import { getCheckoutActor } from '../widget/embedded-checkout'
import { selectIsOpen } from '../widget/embedded-checkout.selectors'
import { selectConfirmationPhase, selectIsChecking } from './purchase-confirmation.selectors'
import { usePurchaseConfirmation } from './use-purchase-confirmation'

const card = css({
  position: 'fixed',
  insetInlineEnd: '4',
  bottom: '4',
  zIndex: 'docked',
  maxW: 'sm',
  p: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  boxShadow: 'lg',
  display: 'grid',
  gap: '3',
})

/**
 * A purchase of this browser's that is still pending after a reload or on a later visit: the
 * confirmation resumes quietly here and, once the backend shows it, /checkout-success confirms
 * it again and shows the success page. It claims nothing itself.
 */
export function PendingPurchaseNotice({ purchase }: { purchase: PendingPurchase }) {
  // While this tab's checkout is open the buyer is paying: the notice waits until it closes.
  const checkoutOpen = useSelector(getCheckoutActor(), selectIsOpen)
  return checkoutOpen ? null : <ResumedConfirmation purchase={purchase} />
}

function ResumedConfirmation({ purchase }: { purchase: PendingPurchase }) {
  const navigate = useNavigate()
  const actor = usePurchaseConfirmation({ purchase, onConfirmed: () => void navigate({ to: '/checkout-success' }) })
  const phase = useSelector(actor, selectConfirmationPhase)
  const checking = useSelector(actor, selectIsChecking)
  if (phase !== 'confirming' && phase !== 'delayed') return null
  return (
    <section className={card} aria-label="Pending purchase" role="status">
      <p>
        Your {purchase.name} purchase ({formatCharge(purchase.amount)}) is waiting for confirmation. We keep checking while the site is open.
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {phase === 'delayed' && (
          <Button size="sm" onClick={() => actor.send({ type: 'confirmation.retry' })} disabled={checking}>
            {checking ? 'Checking...' : 'Check now'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => clearPendingPurchase(purchase.reference)}>
          Forget it
        </Button>
      </div>
    </section>
  )
}
