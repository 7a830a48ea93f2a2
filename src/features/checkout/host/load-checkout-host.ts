import { preloadable } from '../../../lib/preloadable'

/**
 * The checkout host (widget frame, Popup Blocked dialog), its chunk loaded once by the launch
 * before it opens anything (`loadCheckoutHost`), so a missing chunk fails the purchase instead of
 * a frame that never shows, and the host then renders at once. A failed load is forgotten: the
 * next purchase tries again.
 */
export const CheckoutHost = preloadable(() => import('./checkout-host').then((m) => m.default))

export const loadCheckoutHost = CheckoutHost.preload
