import { useEffect } from 'react'
import { useAuthLoading, useAuthUser } from '../../../auth/auth-hooks'
import { useOpenSignIn } from '../../auth'
import {
  selectConfirmationStage,
  selectIsChecking,
  selectIsLive,
  selectPurchase,
} from '../lifecycle/purchase-lifecycle.selectors'
import { successPagePhase } from './success-page-phase'
import {
  usePurchaseLifecycle,
  usePurchaseLifecycleSelector,
} from '../lifecycle/use-purchase-lifecycle'
import {
  ActivationDelayed,
  ConfirmingPayment,
  NoPurchaseToConfirm,
  SignInToSeePurchase,
} from './confirmation-notices'
import { PaymentSuccessful } from './payment-successful'

/**
 * /checkout-success: the checkout's return reports the payment to the purchase lifecycle, and the
 * page claims success only once the backend shows this browser's purchase. The query (plan,
 * amount, currency) is anyone's to write, so the Order Summary is the confirmed purchase's own.
 */
export function CheckoutSuccessPage() {
  const actor = usePurchaseLifecycle()
  useEffect(() => actor.send({ type: 'checkout.paid' }), [actor])
  const stage = usePurchaseLifecycleSelector(selectConfirmationStage)
  const live = usePurchaseLifecycleSelector(selectIsLive)
  const checking = usePurchaseLifecycleSelector(selectIsChecking)
  const purchase = usePurchaseLifecycleSelector(selectPurchase)
  const authLoading = useAuthLoading()
  const signedIn = useAuthUser() !== null
  const openSignIn = useOpenSignIn()
  switch (successPagePhase({ authLoading, signedIn, stage, live })) {
    case 'confirmed':
      return (
        <PaymentSuccessful
          order={{ plan: purchase?.name, amount: purchase?.amount, currency: 'USD' }}
        />
      )
    case 'delayed':
      return (
        <ActivationDelayed
          reference={purchase?.reference ?? ''}
          checking={checking}
          onCheckAgain={() => actor.send({ type: 'confirmation.retry' })}
        />
      )
    case 'noPurchase':
      return <NoPurchaseToConfirm />
    case 'signedOut':
      return <SignInToSeePurchase onSignIn={openSignIn} />
    case 'confirming':
      return <ConfirmingPayment />
  }
}
