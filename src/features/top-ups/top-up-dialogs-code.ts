import { purchaseCode } from '../checkout'

/** Fetches the top-up store's dialogs (the Open Checkout one among them) and the checkout host's before a Buy press. */
export const preloadTopUpDialogs = purchaseCode(() => import('./top-ups-page-dialogs'))
