import { useSelector } from '@xstate/react'
import { useOpenSignIn } from '../../auth'
import { selectConfirmationPhase, selectIsChecking, selectPendingPurchase } from '../confirmation/purchase-confirmation.selectors'
import { usePurchaseConfirmation } from '../confirmation/use-purchase-confirmation'
import { ActivationDelayed, ConfirmingPayment, NoPurchaseToConfirm, SignInToSeePurchase } from './confirmation-notices'
import { PaymentSuccessful } from './payment-successful'

/**
 * /checkout-success (issue 17): claims success only once the backend shows this browser's
 * pending purchase. The query (plan, amount, currency) is anyone's to write, so the Order
 * Summary is the confirmed purchase's own.
 */
export function CheckoutSuccessPage() {
  const actor = usePurchaseConfirmation()
  const phase = useSelector(actor, selectConfirmationPhase)
  const checking = useSelector(actor, selectIsChecking)
  const purchase = useSelector(actor, selectPendingPurchase)
  const openSignIn = useOpenSignIn()
  switch (phase) {
    case 'confirmed':
      return <PaymentSuccessful order={{ plan: purchase?.name, amount: purchase?.amount, currency: 'USD' }} />
    case 'delayed':
      return <ActivationDelayed reference={purchase?.reference ?? ''} checking={checking} onCheckAgain={() => actor.send({ type: 'confirmation.retry' })} />
    case 'noPurchase':
      return <NoPurchaseToConfirm />
    case 'signedOut':
      return <SignInToSeePurchase onSignIn={openSignIn} />
    case 'waiting':
    case 'confirming':
      return <ConfirmingPayment />
  }
}
