import type { ActorRefFrom } from 'xstate'
import type { embeddedCheckoutMachine } from '../../../../machines/embedded-checkout.machine'
import { CHECKOUT_WIDGET_VERSION, env } from '../../../config'
import type { WidgetOptionsInput } from './widget-options'
import {
  browserPageInfo,
  createCheckoutSession,
  type EmbeddedLaunchRequest,
  type LauncherEnvironment,
} from './widget-session'

/**
 * The embedded checkout's sessions: launches open one in the app's embedded checkout actor (one
 * checkout at a time, the open session and its options in its context); the shell's lazy
 * <CheckoutHost /> renders the session and goes to /checkout-success when the actor emits
 * 'payment.completed'.
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

/** The app's embedded checkout actor (launches and the host view send to it). */
export type EmbeddedCheckoutActor = ActorRefFrom<typeof embeddedCheckoutMachine>

/** Opens the embedded widget. Throws (nothing opens) when the options leave no valid ident or the inline target is wrong. */
export function openEmbeddedCheckout(
  checkout: EmbeddedCheckoutActor,
  request: EmbeddedLaunchRequest,
): void {
  const session = createCheckoutSession(request, widgetEnvironment)
  checkout.send({ type: 'widget.open', session })
}

/** Changes options of the open widget (the ident cannot change). */
export function updateEmbeddedCheckout(
  checkout: EmbeddedCheckoutActor,
  options: WidgetOptionsInput,
): void {
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

export function closeEmbeddedCheckout(checkout: EmbeddedCheckoutActor): void {
  checkout.send({ type: 'widget.close' })
}
