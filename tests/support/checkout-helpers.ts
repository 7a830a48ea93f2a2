import { CHECKOUT_HOST, EMBEDDED_CHECKOUT } from '../../machines/app.machine'
import {
  closeEmbeddedCheckout,
  openEmbeddedCheckout,
  updateEmbeddedCheckout,
} from '../../src/features/checkout/widget/embedded-checkout'
import type { WidgetOptionsInput } from '../../src/features/checkout/widget/widget-options'
import type { EmbeddedLaunchRequest } from '../../src/features/checkout/widget/widget-session'
import { systemActor } from '../../src/system/app-system'
import { lastTestApp } from './test-apps'

/** The embedded checkout and the checkout host of the app the test started last. */
export const checkoutActor = () => systemActor(lastTestApp(), EMBEDDED_CHECKOUT)
export const checkoutHost = () => systemActor(lastTestApp(), CHECKOUT_HOST)

/** Opens the widget as a launch does: the host is launched, the session opens. */
export function openCheckout(request: EmbeddedLaunchRequest): void {
  openEmbeddedCheckout(checkoutActor(), request)
  checkoutHost().send({ type: 'checkout.launched' })
}
export const updateCheckout = (options: WidgetOptionsInput) =>
  updateEmbeddedCheckout(checkoutActor(), options)
export const closeCheckout = () => closeEmbeddedCheckout(checkoutActor())
export const showPopupBlocked = (url: string) =>
  checkoutHost().send({ type: 'popupBlocked.show', url })
