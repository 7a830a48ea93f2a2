/** What the purchase flows (pricing, top-ups) use from the checkout engine. */
export { AccountRequiredDialog, type AccountRequiredDialogProps } from './purchase/account-required-dialog'
export { checkoutLaunchLogic } from './launch/checkout-launch-actors'
export { PopupBlockedDialog } from './host/popup-blocked-dialog'
export { ProcessingPaymentDialog, type ProcessingPaymentDialogProps } from './purchase/processing-payment-dialog'
export { showCheckoutError } from './purchase/show-checkout-error'
export { useProcessingDialog } from './purchase/use-processing-dialog'
export { usePurchaseActor } from './purchase/use-purchase-actor'
