/** What the purchase flows (pricing, top-ups) use from the checkout engine. */
export { AccountRequiredDialog, type AccountRequiredDialogProps } from './account-required-dialog'
export { checkoutLaunchLogic } from './checkout-launch-logic'
export { selectCheckoutLaunch, selectLaunchSnapshot, IDLE_CHECKOUT_LAUNCH, CHECKOUT_CHILD_ID, type CheckoutLaunchView } from './checkout-launch-selectors'
export { PopupBlockedDialog } from './popup-blocked-dialog'
export { ProcessingPaymentDialog, type ProcessingPaymentDialogProps } from './processing-payment-dialog'
export { showCheckoutError } from './show-checkout-error'
export { useCheckoutLaunch } from './use-checkout-launch'
export { useBuyer, useFollowBuyer, usePurchaseServices } from './use-purchase-services'
