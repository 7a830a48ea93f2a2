import { lazy, Suspense } from 'react'
import { useCheckoutLaunched } from './checkout-host-signal'

const CheckoutHost = lazy(() => import('./checkout-host'))

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
