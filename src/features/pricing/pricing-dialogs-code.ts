import { purchaseCode } from '../checkout'

/** The chunk of /pricing's dialogs (loaded the first time one opens, or preloaded before). */
export const loadPricingDialogs = () => import('./pricing-page-dialogs')

/** Fetches the Upgrade to Pro dialog's code and the checkout host's before Get Pro is pressed. */
export const preloadPricingDialogs = purchaseCode(loadPricingDialogs)
