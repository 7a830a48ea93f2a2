import { createActor, type Actor } from 'xstate'
import { embeddedCheckoutMachine, type CheckoutSuccessSearch } from '../../../../machines/embedded-checkout.machine'
import { createCheckoutSession, browserPageInfo, type EmbeddedLaunchRequest, type LauncherEnvironment } from './widget-session'
import type { WidgetOptions, WidgetOptionsInput } from './widget-options'
import { CHECKOUT_WIDGET_VERSION, env } from '../../../config'
import { inspector } from '../../../inspect'
import { markCheckoutLaunched } from '../host/checkout-host-state'
import { showCheckoutError } from '../purchase/show-checkout-error'

/**
 * The app-global checkout: the embedded widget's actor (one checkout at a time) and the
 * Popup Blocked dialog's address. Launchers call in here; the shell's lazy <CheckoutHost />
 * renders what it holds.
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

type Navigate = (search: CheckoutSuccessSearch) => void

/** Set by the host (which has the router); the fallback is a full page load. */
let navigateToSuccess: Navigate = (search) => {
  const params = new URLSearchParams({ plan: search.plan, amount: String(search.amount), currency: search.currency })
  window.location.assign(`/checkout-success?${params.toString()}`)
}

export function setSuccessNavigator(navigate: Navigate): void {
  navigateToSuccess = navigate
}

let actor: Actor<typeof embeddedCheckoutMachine> | null = null
let currentOptions: WidgetOptions | undefined

export function getCheckoutActor(): Actor<typeof embeddedCheckoutMachine> {
  if (!actor) {
    actor = createActor(
      embeddedCheckoutMachine.provide({
        actions: {
          navigateToSuccess: (_, search) => navigateToSuccess(search),
          showPaymentError: (_, message) => showCheckoutError(message),
        },
      }),
      { inspect: inspector },
    )
    actor.subscribe((s) => {
      if (!s.hasTag('open')) currentOptions = undefined
    })
    actor.start()
  }
  return actor
}

/** Opens the embedded widget. Throws (nothing opens) when the options leave no valid ident or the inline target is wrong. */
export function openEmbeddedCheckout(request: EmbeddedLaunchRequest): void {
  const { session, options } = createCheckoutSession(request, widgetEnvironment)
  markCheckoutLaunched()
  const checkout = getCheckoutActor()
  checkout.send({ type: 'widget.open', session })
  currentOptions = options
}

/** Changes options of the open widget (the ident cannot change). */
export function updateEmbeddedCheckout(options: WidgetOptionsInput): void {
  const checkout = getCheckoutActor()
  const session = checkout.getSnapshot().context.session
  if (!session || !currentOptions) return
  const next = createCheckoutSession(
    { options, mode: session.mode === 'inline' ? 'inline' : 'lightbox', target: session.target as Element | null, fallback: session.fallback },
    widgetEnvironment,
    currentOptions,
  )
  currentOptions = next.options
  checkout.send({ type: 'widget.update', session: next.session })
}

export function closeEmbeddedCheckout(): void {
  actor?.send({ type: 'widget.close' })
}

// ---------------------------------------------------------------------------------------------
// The Popup Blocked dialog: the browser refused the hosted checkout's new tab.

let blockedUrl: string | null = null
const blockedListeners = new Set<() => void>()
const notifyBlocked = () => {
  for (const l of blockedListeners) l()
}

/** Opens the Popup Blocked dialog with a link to this (already vetted) address. */
export function showPopupBlocked(url: string): void {
  markCheckoutLaunched()
  blockedUrl = url
  notifyBlocked()
}

export function closePopupBlocked(): void {
  blockedUrl = null
  notifyBlocked()
}

export const getPopupBlockedUrl = () => blockedUrl
export function subscribePopupBlocked(listener: () => void): () => void {
  blockedListeners.add(listener)
  return () => blockedListeners.delete(listener)
}
