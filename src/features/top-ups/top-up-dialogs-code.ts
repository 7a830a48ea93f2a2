import { preloadable } from '../../lib/preloadable'
import { purchaseCode } from '../checkout'

/** The top-up store's dialogs (the Open Checkout one among them): their chunk loads the first time one opens, or before (preloadTopUpDialogs). */
export const TopUpsPageDialogs = preloadable(() => import('./top-ups-page-dialogs').then((m) => m.TopUpsPageDialogs))

/** Fetches the store's dialogs' code and the checkout host's before a Buy press. */
export const preloadTopUpDialogs = purchaseCode(TopUpsPageDialogs.preload)
