import type {
  CheckoutSession,
  CheckoutSuccessSearch,
  WidgetMode,
} from '../../../../machines/embedded-checkout.machine'
import {
  MOBILE_BREAKPOINT_PX,
  buildFrameUrl,
  resolveWidgetOptions,
  type PageInfo,
  type Warn,
  type WidgetDefaults,
  type WidgetOptions,
  type WidgetOptionsInput,
} from './widget-options'

/** How one launch asks for the widget. */
export interface EmbeddedLaunchRequest {
  options: WidgetOptionsInput
  /** 'lightbox' by default; 'inline' needs `target`. */
  mode?: 'lightbox' | 'inline'
  /** For inline mode: an element already on the page, with no child elements. */
  target?: Element | null
  fallback: CheckoutSuccessSearch
  /** The signed-in user the checkout is for: it closes when the tab's account changes. */
  buyer: string
}

/** The browser facts the launcher reads (injected so tests can pin them). */
export interface LauncherEnvironment {
  defaults: WidgetDefaults
  version: string
  page: () => PageInfo
  viewportWidth: () => number
  warn?: Warn
}

/** Reads the page facts the frame URL carries from the real window. */
export function browserPageInfo(): PageInfo {
  return {
    applePay: 'ApplePaySession' in window,
    referrer: document.referrer,
    origin: window.location.origin,
    pathname: window.location.pathname,
    search: window.location.search,
  }
}

function checkTarget(target: Element | null | undefined): Element {
  if (!target || typeof target !== 'object' || !('isConnected' in target)) {
    throw new Error('[embedded checkout] Inline mode needs a target element.')
  }
  if (!target.isConnected)
    throw new Error('[embedded checkout] The render target must already be on the page.')
  if (target.childElementCount > 0)
    throw new Error('[embedded checkout] The inline render target must have no child elements.')
  return target
}

/**
 * Turns a launch request into a session: options validated (invalid ones warned and ignored),
 * the render target checked, the mode chosen and the frame URL built. Pass `current` (the open
 * session's options) to update it: then the ident cannot change. Throws when no valid ident.
 */
export function createCheckoutSession(
  request: EmbeddedLaunchRequest,
  environment: LauncherEnvironment,
  current?: WidgetOptions,
): CheckoutSession {
  const options = resolveWidgetOptions(
    request.options,
    current ?? environment.defaults,
    environment.warn,
  )
  let mode: WidgetMode = request.mode ?? 'lightbox'
  let target: Element | null = null
  if (mode === 'inline') target = checkTarget(request.target)
  else if (options.popupOnMobile && environment.viewportWidth() < MOBILE_BREAKPOINT_PX)
    mode = 'popup'
  return {
    ident: options.ident,
    frameUrl: buildFrameUrl(options, environment.page(), environment.version),
    origin: new URL(options.endpoint).origin,
    mode,
    closeOnEsc: options.closeOnEsc,
    closeOnClickOutside: options.closeOnClickOutside,
    target,
    fallback: request.fallback,
    options,
    buyer: request.buyer,
  }
}
