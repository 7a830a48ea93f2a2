/** What the purchase flows (pricing, top-ups) use from the checkout engine. */
export { AccountRequiredDialog, type AccountRequiredDialogProps } from './purchase/account-required-dialog'
export { checkoutLaunchLogic } from './launch/checkout-launch-actors'
export { selectCheckoutLaunch, selectLaunchSnapshot, IDLE_CHECKOUT_LAUNCH, CHECKOUT_CHILD_ID, type CheckoutLaunchView } from './purchase/checkout-launch.selectors'
export { PopupBlockedDialog } from './host/popup-blocked-dialog'
export { ProcessingPaymentDialog, type ProcessingPaymentDialogProps } from './purchase/processing-payment-dialog'
export { showCheckoutError } from './purchase/show-checkout-error'
export { useCheckoutLaunch } from './purchase/use-processing-dialog'
export { useBuyer, useFollowBuyer, usePurchaseServices } from './purchase/use-purchase-actor'
