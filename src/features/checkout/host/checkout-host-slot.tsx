import { useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { readPendingPurchase, subscribePendingPurchase } from '../pending-purchase-storage'
import { getCheckoutHost, selectLaunched } from './checkout-host-state'
import { loadCheckoutHost } from './load-checkout-host'

// Already loaded by the launch (launch/launch-rules.ts) when a checkout is first launched.
const CheckoutHost = lazy(loadCheckoutHost)
const PendingPurchaseNotice = lazy(() => import('../confirmation/pending-purchase-notice').then((m) => ({ default: m.PendingPurchaseNotice })))

/** The entry as text, so that the snapshot is stable between changes. */
const pendingEntry = () => {
  const purchase = readPendingPurchase()
  return purchase ? JSON.stringify(purchase) : null
}

/** Mounted by the shell: the (lazy) checkout host once a checkout has been launched, and the
 *  resumed confirmation of a pending purchase (after a reload, in another tab, on a later visit). */
export function CheckoutHostSlot() {
  const launched = useSelector(getCheckoutHost(), selectLaunched)
  const entry = useSyncExternalStore(subscribePendingPurchase, pendingEntry, () => null)
  const onSuccessPage = useLocation({ select: (l) => l.pathname === '/checkout-success' })
  const purchase = entry && !onSuccessPage ? readPendingPurchase() : null
  return (
    <Suspense fallback={null}>
      {launched && <CheckoutHost />}
      {purchase && <PendingPurchaseNotice key={entry} purchase={purchase} />}
    </Suspense>
  )
}
