import { loadCheckoutHost } from '../host/load-checkout-host'

/**
 * A purchase page's dialog code (its dialogs' chunk and the checkout host's), fetched before the
 * buyer presses: when the page's `DeferredPart` loads them (the page hydrated or settled), or at
 * the first sign of intent (a pointer over or focus on a buy button), whichever comes first. Each
 * preload fetches once and forgets a failure (`preloadable`), so calling this again costs nothing,
 * and the press that needs the code after a failed fetch loads it again and shows its own error.
 * Resolves true once both arrived, false when a fetch failed.
 */
export const purchaseCode = (preloadDialogs: () => Promise<unknown>) => (): Promise<boolean> =>
  Promise.all([preloadDialogs(), loadCheckoutHost()]).then(
    () => true,
    () => false,
  )
