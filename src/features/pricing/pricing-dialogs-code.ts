import { preloadable } from '../../lib/preloadable'
import { purchaseCode } from '../checkout'

/** /pricing's dialogs: their chunk loads once the page has hydrated, at a sign of intent, or when one first opens (preloadPricingDialogs). */
export const PricingPageDialogs = preloadable(() =>
  import('./pricing-page-dialogs').then((m) => m.PricingPageDialogs),
)

/** Fetches the Upgrade to Pro dialog's code and the checkout host's before Get Pro is pressed. */
export const preloadPricingDialogs = purchaseCode(PricingPageDialogs.preload)
