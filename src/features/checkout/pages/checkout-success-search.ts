import * as v from 'valibot'

/**
 * The query of /checkout-success is written by whoever links there (the checkout provider's
 * redirect, the widget, or anyone crafting a URL), so it is read defensively (security
 * contract): `plan` as plain text, capped; `amount` only as a finite positive number;
 * `currency` only as a three-letter ISO 4217 code.
 */

export const PLAN_MAX_LENGTH = 100
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/
export const CURRENCY_CODE = /^[A-Z]{3}$/

export interface CheckoutSuccessSearch {
  plan?: string
  amount?: number
  currency?: string
}

/** Text with control characters removed, whitespace collapsed, at most 100 characters. */
export function cleanPlan(raw: unknown): string | undefined {
  const text =
    typeof raw === 'string'
      ? raw
      : typeof raw === 'number' && Number.isFinite(raw)
        ? String(raw)
        : undefined
  if (text === undefined) return undefined
  const clean = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (clean === '') return undefined
  const chars = Array.from(clean)
  return chars.length > PLAN_MAX_LENGTH
    ? `${chars
        .slice(0, PLAN_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : clean
}

/** A finite positive number: a number, or a plain decimal string ('20', '19.50'); nothing else. */
export function cleanAmount(raw: unknown): number | undefined {
  let n: number
  if (typeof raw === 'number') n = raw
  else if (typeof raw === 'string' && DECIMAL.test(raw.trim())) n = Number(raw.trim())
  else return undefined
  return Number.isFinite(n) && n > 0 && n < 1e12 ? n : undefined
}

export function cleanCurrency(raw: unknown): string | undefined {
  return typeof raw === 'string' && CURRENCY_CODE.test(raw) ? raw : undefined
}

const SearchSchema = v.object({
  plan: v.pipe(v.optional(v.unknown()), v.transform(cleanPlan)),
  amount: v.pipe(v.optional(v.unknown()), v.transform(cleanAmount)),
  currency: v.pipe(v.optional(v.unknown()), v.transform(cleanCurrency)),
})

/**
 * The route's validateSearch: never throws; a bad field becomes undefined. Every key is always
 * present (undefined when rejected): TanStack Router spreads the raw search under the validated
 * one, so a key left out would leak through unvalidated.
 */
export function validateCheckoutSuccessSearch(raw: Record<string, unknown>): CheckoutSuccessSearch {
  const result = v.safeParse(SearchSchema, raw ?? {})
  if (!result.success) return { plan: undefined, amount: undefined, currency: undefined }
  return {
    plan: result.output.plan,
    amount: result.output.amount,
    currency: result.output.currency,
  }
}
