import { lazy, Suspense } from 'react'
import { useCheckoutLaunched } from './checkout-host-signal'
import { loadCheckoutHost } from './load-checkout-host'

// Already loaded by the launch (launch-checkout.ts) when a checkout is first launched.
const CheckoutHost = lazy(loadCheckoutHost)

/** Mounted by the shell: renders the (lazy) checkout host once a checkout has been launched. */
export function CheckoutHostSlot() {
  const launched = useCheckoutLaunched()
  if (!launched) return null
  return (
    <Suspense fallback={null}>
      <CheckoutHost />
    </Suspense>
  )
}
