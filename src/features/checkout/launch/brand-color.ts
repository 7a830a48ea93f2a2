import type { CheckoutConfig } from '../../../api/schemas'
import { DEFAULT_BRAND_COLOR } from '../../../config'

/** How long a launch waits for the brand colour before it opens the widget in the default. */
export const BRAND_COLOR_WAIT_MS = 1000

const colorOf = (config: CheckoutConfig) =>
  typeof config.brand?.color === 'string' && config.brand.color.trim() !== ''
    ? config.brand.color
    : DEFAULT_BRAND_COLOR

/**
 * The brand colour for the widget (spec §7): GET /api/{provider}/config, fetched lazily when a
 * launch needs it and none is known. An answer is kept for the page's life (no colour in it: the
 * default amber); a failure is not, so the next purchase asks again. A launch never waits more
 * than `waitMs` for it: a slow answer opens this widget in the default and colours the next one.
 */
export function createBrandColor(
  getConfig: () => Promise<CheckoutConfig>,
  waitMs = BRAND_COLOR_WAIT_MS,
): () => Promise<string> {
  let known: string | null = null
  let inFlight: Promise<string | null> | null = null
  return async () => {
    if (known !== null) return known
    inFlight ??= getConfig()
      .then(
        (config) => (known = colorOf(config)),
        (error: unknown) => {
          console.warn(error)
          return null
        },
      )
      .finally(() => {
        inFlight = null
      })
    let timer: ReturnType<typeof setTimeout> | undefined
    const giveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)))
    const color = await Promise.race([inFlight, giveUp])
    clearTimeout(timer)
    return color ?? DEFAULT_BRAND_COLOR
  }
}
