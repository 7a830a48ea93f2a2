import type { LaunchOutcome } from '../../../machines/checkout-launch.machine'
import { getCheckoutConfig } from '../../api/checkout-config'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../api/errors'
import type { CheckoutConfig, PurchaseRequest, PurchaseResponse } from '../../api/schemas'
import type { EmbeddedLaunchRequest } from '../../checkout/embedded-launcher'
import { DEFAULT_BRAND_COLOR, EMBEDDED_CHECKOUT_PROVIDER } from '../../config'
import { openExternal, safeExternalUrl } from '../../lib/safe-url'
import { openEmbeddedCheckout, showPopupBlocked } from './checkout-service'
import { loadCheckoutHost } from './load-checkout-host'

export interface LaunchCheckoutInput {
  response: PurchaseResponse
  request: PurchaseRequest
}

export interface LaunchCheckoutDeps {
  getCheckoutConfig: () => Promise<CheckoutConfig>
  openEmbedded: (request: EmbeddedLaunchRequest) => void
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

/**
 * The brand colour for the widget: GET /api/{provider}/config, fetched lazily on the first
 * embedded launch and only once per page load (the promise is cached); a failure, or a config
 * without a colour, gives the default amber.
 */
export function createBrandColor(getConfig: () => Promise<CheckoutConfig>): () => Promise<string> {
  let color: Promise<string> | null = null
  return () =>
    (color ??= getConfig().then(
      (config) => (typeof config.brand?.color === 'string' && config.brand.color.trim() !== '' ? config.brand.color : DEFAULT_BRAND_COLOR),
      () => DEFAULT_BRAND_COLOR,
    ))
}

/**
 * The launch rules (spec §4 'Checkout launch'):
 * - provider is the embedded one and ident is present: the embedded widget, primary colour = brand colour;
 * - else checkout_url present: a new tab (refused URL: 'Unable to open checkout. Please try
 *   again.'; blocked tab: the Popup Blocked dialog with the link);
 * - else 'No checkout URL received from backend'.
 */
export function createLaunchCheckout(deps: LaunchCheckoutDeps): (input: LaunchCheckoutInput) => Promise<LaunchOutcome> {
  const brandColor = createBrandColor(deps.getCheckoutConfig)
  return async ({ response, request }) => {
    if (response.provider === EMBEDDED_CHECKOUT_PROVIDER && response.ident) {
      const [color] = await Promise.all([brandColor(), hostLoaded(deps)])
      try {
        deps.openEmbedded({
          options: { ident: response.ident, colors: [{ name: 'primary', color }], theme: 'dark' },
          fallback: { plan: request.package.name, amount: request.package.price, currency: 'USD' },
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
}

export const launchCheckout = createLaunchCheckout({
  getCheckoutConfig: () => getCheckoutConfig(),
  openEmbedded: openEmbeddedCheckout,
  openExternal: (url) => openExternal(url),
  showPopupBlocked,
  loadHost: loadCheckoutHost,
})
