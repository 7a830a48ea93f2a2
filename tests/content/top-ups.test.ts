import { describe, expect, it } from 'vitest'
import {
  earlyAccessBonusMillions,
  findTopUpPackage,
  formatEarlyAccessBonus,
  isComingSoon,
  POPULAR_TOP_UP_ID,
  TOKEN_RATE_USD_PER_MILLION,
  TOP_UP_PACKAGES,
} from '../../src/content/top-ups'

/** site-shell-pricing-purchase.md §9: price -> tokens, and the Early Access Bonus (price/20 × 30M). */
const SPEC: [price: number, tokens: string, millions: number, bonus: string][] = [
  [20, '10M', 10, '30M'],
  [40, '20M', 20, '60M'],
  [60, '30M', 30, '90M'],
  [80, '40M', 40, '120M'],
  [100, '50M', 50, '150M'],
  [200, '100M', 100, '300M'],
  [400, '200M', 200, '600M'],
  [600, '300M', 300, '900M'],
  [800, '400M', 400, '1.2B'],
  [1000, '500M', 500, '1.5B'],
  [2000, '1B', 1000, '3B'],
]

describe('top-up catalogue', () => {
  it('has the 11 packages of the spec, cheapest first, with ids like topup_40', () => {
    expect(TOP_UP_PACKAGES.map((p) => [p.id, p.price, p.token_amount, p.tokens])).toEqual(
      SPEC.map(([price, tokens, millions]) => [
        `topup_${price}`,
        price,
        tokens,
        millions * 1_000_000,
      ]),
    )
  })

  it.each(SPEC)(
    '$%i buys %s tokens and earns a %s Early Access Bonus',
    (price, tokens, _millions, bonus) => {
      const pkg = findTopUpPackage(`topup_${price}`)!
      expect(pkg.token_amount).toBe(tokens)
      expect(formatEarlyAccessBonus(pkg.price)).toBe(bonus)
    },
  )

  it('computes the bonus as price/20 × 30 million tokens', () => {
    expect(earlyAccessBonusMillions(20)).toBe(30)
    expect(earlyAccessBonusMillions(1000)).toBe(1500)
    expect(formatEarlyAccessBonus(30)).toBe('45M')
    expect(formatEarlyAccessBonus(700)).toBe('1.1B')
  })

  it('has variant_id 0 (Coming Soon) exactly for $600, $1000 and $2000', () => {
    expect(TOP_UP_PACKAGES.filter(isComingSoon).map((p) => p.price)).toEqual([600, 1000, 2000])
    for (const p of TOP_UP_PACKAGES.filter((p) => !isComingSoon(p)))
      expect(p.variant_id).toBeGreaterThan(0)
  })

  it('gives every entry the spec fields: name, description, test_variant_id and type token_topup', () => {
    for (const p of TOP_UP_PACKAGES) {
      expect(p.type).toBe('token_topup')
      expect(p.name.trim()).not.toBe('')
      expect(p.description.trim()).not.toBe('')
      expect(Number.isInteger(p.test_variant_id)).toBe(true)
    }
    expect(new Set(TOP_UP_PACKAGES.map((p) => p.name)).size).toBe(11)
  })

  it('marks topup_40 Popular and charges $2 per 1M tokens', () => {
    expect(POPULAR_TOP_UP_ID).toBe('topup_40')
    expect(TOKEN_RATE_USD_PER_MILLION).toBe(2)
    for (const p of TOP_UP_PACKAGES)
      expect(p.price / (p.tokens / 1_000_000)).toBe(TOKEN_RATE_USD_PER_MILLION)
  })

  it('finds nothing for an unknown id', () => {
    expect(findTopUpPackage('topup_999')).toBeUndefined()
  })
})
