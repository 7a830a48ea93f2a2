import { loadPendingCheckoutDialog, purchaseCode } from '../checkout'

/** Fetches the top-up store's dialogs (its own, the Pending Checkout one) and the checkout host's before a Buy press. */
export const preloadTopUpDialogs = purchaseCode(() => Promise.all([import('./top-ups-page-dialogs'), loadPendingCheckoutDialog()]))
