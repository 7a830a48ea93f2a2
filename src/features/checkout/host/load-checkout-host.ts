let loading: Promise<typeof import('./checkout-host')> | null = null

/**
 * The checkout host's chunk (widget frame, Popup Blocked dialog), loaded once by the launch before
 * it opens anything, so a missing chunk fails the purchase instead of a frame that never shows.
 * A failed load is forgotten: the next purchase tries again.
 */
export function loadCheckoutHost(): Promise<typeof import('./checkout-host')> {
  loading ??= import('./checkout-host').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
