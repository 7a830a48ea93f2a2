import { formatTokenMillions } from '../lib/format'

/**
 * The token top-up catalogue (spec: site-shell-pricing-purchase.md §3 'Top-up entry' and §9;
 * account-store-content.md §2, §3 'Token package', §9). A `variant_id` of 0 means the checkout
 * provider has no product for the package yet: buying it shows the Coming Soon notice.
 */
export interface TopUpPackage {
  /** `topup_{price}`, e.g. 'topup_40'. */
  id: string
  name: string
  description: string
  /** USD. */
  price: number
  /** The checkout provider's product variant; 0 = not yet available. */
  variant_id: number
  /** The same product in the provider's test mode. */
  test_variant_id: number
  type: 'token_topup'
  /** Token count, e.g. 20_000_000. */
  tokens: number
  /** Short label, '10M' ... '1B'. */
  token_amount: string
}

/** Spec §9: $2 per 1M tokens. */
export const TOKEN_RATE_USD_PER_MILLION = 2
/** Spec §9: 30M bonus tokens per $20 spent during Early Access. */
export const EARLY_ACCESS_BONUS_MILLIONS_PER_20_USD = 30
/** The package that carries the 'Popular' badge. */
export const POPULAR_TOP_UP_ID = 'topup_40'

const M = 1_000_000

const pkg = (
  price: number,
  millions: number,
  variant_id: number,
  test_variant_id: number,
  description: string,
): TopUpPackage => ({
  id: `topup_${price}`,
  name: `${formatTokenMillions(millions)} Token Top-up`,
  description,
  price,
  variant_id,
  test_variant_id,
  type: 'token_topup',
  tokens: millions * M,
  token_amount: formatTokenMillions(millions),
})

/** The 11 packages, cheapest first. variant_id is 0 for $600, $1000 and $2000 (spec §9). */
export const TOP_UP_PACKAGES: readonly TopUpPackage[] = [
  pkg(20, 10, 712001, 912001, 'A quick refill to finish a feature or fix a bug.'),
  pkg(40, 20, 712002, 912002, 'The sweet spot for a weekend of building.'),
  pkg(60, 30, 712003, 912003, 'Room for a full game system, start to finish.'),
  pkg(80, 40, 712004, 912004, 'For steady builders shipping updates every week.'),
  pkg(100, 50, 712005, 912005, 'Plenty of headroom for UI, effects and code.'),
  pkg(200, 100, 712006, 912006, 'Build several systems without watching the meter.'),
  pkg(400, 200, 712007, 912007, 'For studios iterating on large projects.'),
  pkg(600, 300, 0, 912008, 'A deep reserve for long production runs.'),
  pkg(800, 400, 712009, 912009, 'Heavy, everyday use across multiple games.'),
  pkg(1000, 500, 0, 912010, 'Half a billion tokens for ambitious teams.'),
  pkg(2000, 1000, 0, 912011, 'The largest pack: a billion tokens to build anything.'),
]

export const findTopUpPackage = (id: string, packages: readonly TopUpPackage[] = TOP_UP_PACKAGES) =>
  packages.find((p) => p.id === id)

/** A package the checkout provider cannot sell yet (variant_id 0). */
export const isComingSoon = (p: Pick<TopUpPackage, 'variant_id'>) => p.variant_id === 0

/** Spec §9: price/20 × 30 million tokens. */
export const earlyAccessBonusMillions = (price: number) =>
  (price / 20) * EARLY_ACCESS_BONUS_MILLIONS_PER_20_USD

/** '30M' for $20, '900M' for $600, '1.5B' for $1000, '3B' for $2000. */
export const formatEarlyAccessBonus = (price: number) =>
  formatTokenMillions(earlyAccessBonusMillions(price))
