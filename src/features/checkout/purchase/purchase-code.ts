import { loadCheckoutHost } from '../host/load-checkout-host'

/**
 * A purchase page's dialog code (its dialogs' chunk and the checkout host's), fetched once before
 * the buyer presses: when the page has settled, or at the first sign of intent (a pointer over or
 * focus on a buy button), whichever comes first. A failed fetch is forgotten, so the press that
 * needs the code loads it again and shows its own error.
 */
export function purchaseCode(loadDialogs: () => Promise<unknown>): () => void {
  let loading: Promise<unknown> | null = null
  return () => {
    loading ??= Promise.all([loadDialogs(), loadCheckoutHost()]).catch(() => {
      loading = null
    })
  }
}
