import type { AnyActorRef } from 'xstate'
import { CHECKOUT_HOST, EMBEDDED_CHECKOUT } from '../../../../machines/app.machine'
import type { LaunchOutcome } from '../../../../machines/checkout-launch.machine'
import { getCheckoutConfig } from '../../../api/checkout-config'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../../domain/error-messages'
import type { CheckoutConfig, PurchaseRequest, PurchaseResponse } from '../../../api/schemas'
import type { EmbeddedLaunchRequest } from '../widget/widget-session'
import { EMBEDDED_CHECKOUT_PROVIDER } from '../../../config'
import { openExternal, safeExternalUrl } from '../../../lib/safe-url'
import { loadCheckoutHost } from '../host/load-checkout-host'
import { systemActor } from '../../../system/app-system'
import { createBrandColor } from './brand-color'

export interface LaunchCheckoutInput {
  response: PurchaseResponse
  request: PurchaseRequest
}

export interface LaunchCheckoutDeps {
  getCheckoutConfig: () => Promise<CheckoutConfig>
  openEmbedded: (request: EmbeddedLaunchRequest) => void | Promise<void>
  openExternal: (url: string) => 'opened' | 'blocked' | 'refused'
  /** The vetted address of a checkout whose new tab the browser refused. */
  showPopupBlocked: (url: string) => void
  /** The code that shows the widget and the Popup Blocked dialog (a chunk of its own). */
  loadHost: () => Promise<unknown>
}

/** The host's chunk failed (a deploy removed it): the purchase fails like any launch, never hangs. */
async function hostLoaded(deps: LaunchCheckoutDeps): Promise<void> {
  try {
    await deps.loadHost()
  } catch (error) {
    console.warn(error)
    throw new Error(UNABLE_TO_OPEN_CHECKOUT, { cause: error })
  }
}

export interface LaunchCheckout {
  /** Opens the checkout the purchase answer names. */
  launch: (input: LaunchCheckoutInput) => Promise<LaunchOutcome>
  /**
   * Starts what a launch will wait for (the brand colour, the host's chunk) while the purchase
   * request is in flight; a launch reuses what it fetched, a failure here is met again by it.
   */
  prepare: () => void
}

/**
 * The launch rules (spec §4 'Checkout launch'):
 * - provider is the embedded one and ident is present: the embedded widget, primary colour = brand colour;
 * - else checkout_url present: a new tab (refused URL: 'Unable to open checkout. Please try
 *   again.'; blocked tab: the Popup Blocked dialog with the link);
 * - else 'No checkout URL received from backend'.
 */
export function createLaunchCheckout(deps: LaunchCheckoutDeps): LaunchCheckout {
  const brandColor = createBrandColor(deps.getCheckoutConfig)
  const launch = async ({ response, request }: LaunchCheckoutInput): Promise<LaunchOutcome> => {
    if (response.provider === EMBEDDED_CHECKOUT_PROVIDER && response.ident) {
      const [color] = await Promise.all([brandColor(), hostLoaded(deps)])
      try {
        await deps.openEmbedded({
          options: { ident: response.ident, colors: [{ name: 'primary', color }], theme: 'dark' },
          fallback: { plan: request.package.name, amount: request.package.price, currency: 'USD' },
          buyer: request.userData.userId,
        })
      } catch (error) {
        console.warn(error)
        throw new Error(UNABLE_TO_OPEN_CHECKOUT, { cause: error })
      }
      return 'embedded'
    }
    if (response.checkout_url) {
      const result = deps.openExternal(response.checkout_url)
      if (result === 'refused') throw new Error(UNABLE_TO_OPEN_CHECKOUT)
      if (result === 'blocked') {
        await hostLoaded(deps)
        deps.showPopupBlocked(safeExternalUrl(response.checkout_url)!.toString())
        return 'blocked'
      }
      return 'hosted'
    }
    throw new Error(NO_CHECKOUT_URL)
  }
  const prepare = () => {
    void brandColor()
    deps.loadHost().catch(() => {})
  }
  return { launch, prepare }
}

/** The launch rules with the real parts: the app's checkout host and embedded checkout (found
 *  in the system of `actor`), the browser's new tab, the host's chunk. */
export const launchCheckoutIn = (actor: Pick<AnyActorRef, 'system'>): LaunchCheckout =>
  createLaunchCheckout({
    getCheckoutConfig: () => getCheckoutConfig(),
    openEmbedded: async (request) => {
      // The widget's code is loaded with the host's (loadHost), before this is called.
      const widget = await import('../widget/embedded-checkout')
      widget.openEmbeddedCheckout(systemActor(actor, EMBEDDED_CHECKOUT), request)
      systemActor(actor, CHECKOUT_HOST).send({ type: 'checkout.launched' })
    },
    openExternal: (url) => openExternal(url),
    showPopupBlocked: (url) =>
      systemActor(actor, CHECKOUT_HOST).send({ type: 'popupBlocked.show', url }),
    loadHost: loadCheckoutHost,
  })
