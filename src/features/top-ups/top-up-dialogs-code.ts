import { preloadable } from '../../lib/preloadable'
import { purchaseCode } from '../checkout'

/** The top-up store's dialogs (the Open Checkout one among them): their chunk loads once the page has hydrated (DeferredPart), at a sign of intent, or when one first opens (preloadTopUpDialogs). */
export const TopUpsPageDialogs = preloadable(() =>
  import('./top-ups-page-dialogs').then((m) => m.TopUpsPageDialogs),
)

/** Fetches the store's dialogs' code and the checkout host's before a Buy press. */
export const preloadTopUpDialogs = purchaseCode(TopUpsPageDialogs.preload)
