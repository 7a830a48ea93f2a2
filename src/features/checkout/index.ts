/**
 * What other areas use of the checkout (README.md here is the map of the flow). Pricing and
 * top-ups run their purchase with these hooks and dialogs; the shell mounts the host slot; the
 * dashboard borrows the Popup Blocked dialog; the routes mount the checkout pages.
 */
export { CheckoutHostSlot } from './host/checkout-host-slot'
export { PopupBlockedDialog } from './host/popup-blocked-dialog'
export { CheckoutCancelledPage } from './pages/checkout-cancelled-page'
export { CheckoutSuccessPage } from './pages/checkout-success-page'
export { validateCheckoutSuccessSearch } from './pages/checkout-success-search'
export { TemporaryPaymentPage } from './pages/temporary-payment-page'
export { AccountRequiredDialog } from './purchase/account-required-dialog'
export { OpenCheckoutDialog } from './purchase/open-checkout-dialog'
export { ProcessingPaymentDialog } from './purchase/processing-payment-dialog'
export { useProcessingDialog } from './purchase/use-processing-dialog'
export { usePurchaseActor } from './purchase/use-purchase-actor'
export { purchaseCode } from './purchase/purchase-code'
