/**
 * The subscription plans (spec: site-shell-pricing-purchase.md §3 'Subscription plan entry' and
 * §9). The pricing cards render from this list and the Pro purchase builds its request from it.
 * `variant_id` 0 means the plan cannot be bought through the checkout (Free is free, Teams is
 * coming soon, Enterprise goes through sales).
 */
export interface PlanEntry {
  id: 'free' | 'pro' | 'teams' | 'enterprise'
  name: string
  description: string
  /** USD per month; null where the price is not a number ('Custom'). */
  price: number | null
  variant_id: number
  test_variant_id: number
  type: 'subscription'
  /** Tokens per month; null where the amount is not shown. */
  monthly_tokens: number | null
  features: readonly string[]
}

/** The Pro plan's name: what Get Pro asks the purchase flow for. */
export const PRO_PLAN_NAME = 'Pro'

/** The Pro feature line with the arrow: it scrolls to the Codebase Indexing section. */
export const CODEBASE_INDEXING_FEATURE = 'Codebase Indexing →'

export const PRO_PRICE_USD = 20
export const TEAMS_PRICE_USD = 40
export const FREE_MONTHLY_TOKENS = 1_000_000
export const PRO_MONTHLY_TOKENS = 11_000_000

/** Early-access claims (§1, §9): shown as claims, credited after Early Access ends. */
export const earlyAccessBonus = {
  tokensPerPurchase: '+30M',
  perPurchaseUsd: 20,
  startingBalance: '+40M',
  startingBalanceValueUsd: 60,
  modelPower: '6%',
} as const

export const plans: readonly PlanEntry[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try SuperbulletAI in Roblox Studio and build your first systems.',
    price: 0,
    variant_id: 0,
    test_variant_id: 0,
    type: 'subscription',
    monthly_tokens: FREE_MONTHLY_TOKENS,
    features: [
      '1M tokens per month',
      '150K daily limit',
      'Free-plan inference under 1.5 seconds per call',
      'You own what you build',
    ],
  },
  {
    id: 'pro',
    name: PRO_PLAN_NAME,
    description: 'For creators shipping real games, with room to build every day.',
    price: PRO_PRICE_USD,
    variant_id: 1_024_501,
    test_variant_id: 824_501,
    type: 'subscription',
    monthly_tokens: PRO_MONTHLY_TOKENS,
    features: [
      '11M tokens per month',
      'No daily limit',
      CODEBASE_INDEXING_FEATURE,
      'Unused tokens roll over to next month',
      'Priority support',
    ],
  },
  {
    id: 'teams',
    name: 'Teams',
    description: 'Build together with your friends and studio on shared projects.',
    price: TEAMS_PRICE_USD,
    variant_id: 0,
    test_variant_id: 0,
    type: 'subscription',
    monthly_tokens: PRO_MONTHLY_TOKENS,
    features: [
      '11M tokens per month',
      'Everything in Pro',
      'Collaboration with friends on shared projects',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For studios that need volume, custom terms and a direct line to our team.',
    price: null,
    variant_id: 0,
    test_variant_id: 0,
    type: 'subscription',
    monthly_tokens: null,
    features: [
      'Custom token volume',
      'Volume pricing',
      'Dedicated support',
      'Onboarding for your team',
    ],
  },
]

/** What the Enterprise Sales dialog lists. */
export const enterpriseFeatures: readonly string[] = [
  'Custom token volumes and volume pricing',
  'Dedicated support with a direct line to our team',
  'Onboarding and training for your studio',
  'Team seats and centralised billing',
  'Early access to new models and features',
]

/** The catalogue entry of a plan, by name (what Get Pro sends) or id. */
export const findPlan = (
  plan: string,
  catalogue: readonly PlanEntry[] = plans,
): PlanEntry | undefined => catalogue.find((p) => p.name === plan || p.id === plan)
