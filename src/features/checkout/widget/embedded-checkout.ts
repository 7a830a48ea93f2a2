import { createActor } from 'xstate'
import { embeddedCheckoutMachine } from '../../../../machines/embedded-checkout.machine'
import { CHECKOUT_WIDGET_VERSION, env } from '../../../config'
import { inspector } from '../../../inspect'
import { once } from '../../../lib/once'
import { markCheckoutLaunched } from '../host/checkout-host-state'
import { sendPurchaseLifecycle } from '../lifecycle/purchase-lifecycle'
import { showCheckoutError } from '../purchase/show-checkout-error'
import { selectIsOpen } from './embedded-checkout.selectors'
import type { WidgetOptionsInput } from './widget-options'
import {
  browserPageInfo,
  createCheckoutSession,
  type EmbeddedLaunchRequest,
  type LauncherEnvironment,
} from './widget-session'

/**
 * The app-global embedded checkout: the widget's actor (one checkout at a time, the open
 * session and its options in its context). Launches call in here; the shell's lazy
 * <CheckoutHost /> renders the session and goes to /checkout-success when the actor emits 'payment.completed'.
 */

export const widgetEnvironment: LauncherEnvironment = {
  defaults: {
    locale: 'en',
    theme: 'auto',
    colors: [],
    popupOnMobile: true,
    closeOnClickOutside: true,
    closeOnEsc: true,
    endpoint: env.VITE_CHECKOUT_ENDPOINT.replace(/\/+$/, ''),
    defaultPaymentMethod: null,
  },
  version: CHECKOUT_WIDGET_VERSION,
  page: browserPageInfo,
  viewportWidth: () => window.innerWidth,
}

/** Created on first use; the purchase lifecycle hears its payment, and its closing without one. */
export const getCheckoutActor = once(() => {
  const actor = createActor(
    embeddedCheckoutMachine.provide({
      actions: { showPaymentError: (_, message) => showCheckoutError(message) },
    }),
    {
      inspect: inspector,
    },
  )
  actor.on('payment.completed', () => sendPurchaseLifecycle({ type: 'checkout.paid' }))
  let wasOpen = false
  actor.subscribe((s) => {
    const open = selectIsOpen(s)
    // Emitted events come before the snapshot: a paid purchase has already left 'open'.
    if (wasOpen && !open) sendPurchaseLifecycle({ type: 'checkout.closed' })
    wasOpen = open
  })
  return actor.start()
})

/** Opens the embedded widget. Throws (nothing opens) when the options leave no valid ident or the inline target is wrong. */
export function openEmbeddedCheckout(request: EmbeddedLaunchRequest): void {
  const session = createCheckoutSession(request, widgetEnvironment)
  markCheckoutLaunched()
  getCheckoutActor().send({ type: 'widget.open', session })
}

/** Changes options of the open widget (the ident cannot change). */
export function updateEmbeddedCheckout(options: WidgetOptionsInput): void {
  const checkout = getCheckoutActor()
  const session = checkout.getSnapshot().context.session
  if (!session) return
  const next = createCheckoutSession(
    {
      options,
      mode: session.mode === 'inline' ? 'inline' : 'lightbox',
      target: session.target as Element | null,
      fallback: session.fallback,
      buyer: session.buyer,
    },
    widgetEnvironment,
    session.options,
  )
  checkout.send({ type: 'widget.update', session: next })
}

export function closeEmbeddedCheckout(): void {
  getCheckoutActor().send({ type: 'widget.close' })
}
