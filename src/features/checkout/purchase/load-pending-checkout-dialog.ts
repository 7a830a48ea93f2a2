/** The Pending Checkout dialog as a chunk of its own, for a page that shows it outside a lazy part. */
export const loadPendingCheckoutDialog = () => import('./pending-checkout-dialog')
