import { preloadable } from '../../../lib/preloadable'

/**
 * The checkout host (widget frame, Popup Blocked dialog), its chunk loaded once by the launch
 * before it opens anything (`loadCheckoutHost`), so a missing chunk fails the purchase instead of
 * a frame that never shows, and the host then renders at once. The widget's sessions come in the
 * same load: the launch opens one as soon as the answer names it. A failed load is forgotten: the
 * next purchase tries again.
 */
export const CheckoutHost = preloadable(() =>
  Promise.all([import('./checkout-host'), import('../widget/embedded-checkout')]).then(
    ([host]) => host.default,
  ),
)

export const loadCheckoutHost = CheckoutHost.preload
