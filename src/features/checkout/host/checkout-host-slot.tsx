import { useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { selectIsAwaitingConfirmation } from '../lifecycle/purchase-lifecycle.selectors'
import { useLifecycleSync } from '../lifecycle/use-lifecycle-sync'
import { usePurchaseLifecycleSelector } from '../lifecycle/use-purchase-lifecycle'
import { CHECKOUT_HOST } from '../../../../machines/app.machine'
import { useSystemActor } from '../../../system/app-context'
import { selectLaunched } from './checkout-host.selectors'
import { CheckoutHost } from './load-checkout-host'

const PendingPurchaseNotice = lazy(() =>
  import('../lifecycle/pending-purchase-notice').then((m) => ({
    default: m.PendingPurchaseNotice,
  })),
)

/** Mounted by the shell: tells the purchase lifecycle of this tab's focus, shows the (lazy) checkout
 *  host once a checkout has been launched, and the notice of a paid purchase being confirmed. */
export function CheckoutHostSlot() {
  useLifecycleSync()
  const launched = useSelector(useSystemActor(CHECKOUT_HOST), selectLaunched)
  const waiting = usePurchaseLifecycleSelector(selectIsAwaitingConfirmation, false)
  const onSuccessPage = useLocation({ select: (l) => l.pathname === '/checkout-success' })
  return (
    <Suspense fallback={null}>
      {launched && <CheckoutHost />}
      {waiting && !onSuccessPage && <PendingPurchaseNotice />}
    </Suspense>
  )
}
