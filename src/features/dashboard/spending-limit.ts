import * as v from 'valibot'

/** The spec's limits of usage-based pricing (account-store-content.md §5 and §9). */
export const SPENDING_LIMIT_MIN = 1
export const SPENDING_LIMIT_MAX = 10000
export const USAGE_ALERT_THRESHOLD_PERCENT = 80

export const SPENDING_LIMIT_HINT =
  'A maximum monthly limit is required to prevent unexpected charges.'
export const LIMIT_REQUIRED = 'Enter a monthly spending limit.'
export const LIMIT_NOT_A_NUMBER =
  'Enter the limit as a plain number of US dollars, for example 100.'
export const LIMIT_TOO_PRECISE = 'Use at most two decimal places.'
export const LIMIT_TOO_LOW = 'The limit must be at least $1.'
export const LIMIT_TOO_HIGH = 'The limit can be at most $10,000.'

/**
 * The Monthly Spending Limit as typed: digits with an optional sign and decimals only, so
 * '1e5', '0x10', 'NaN', 'Infinity', '1,000' or markup never reach Number(); then 1 to 10000.
 */
export const SpendingLimitSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(LIMIT_REQUIRED),
  v.regex(/^-?\d+(\.\d+)?$/, LIMIT_NOT_A_NUMBER),
  v.regex(/^-?\d+(\.\d{1,2})?$/, LIMIT_TOO_PRECISE),
  v.transform(Number),
  v.minValue(SPENDING_LIMIT_MIN, LIMIT_TOO_LOW),
  v.maxValue(SPENDING_LIMIT_MAX, LIMIT_TOO_HIGH),
)

export type LimitCheck = { ok: true; value: number } | { ok: false; message: string }

/** The first problem with a typed limit, or its value in USD. */
export function checkSpendingLimit(raw: string): LimitCheck {
  const result = v.safeParse(SpendingLimitSchema, raw, { abortPipeEarly: true })
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, message: result.issues[0].message }
}

/** The alert point of a limit (80%), in USD. */
export const usageAlertAmount = (limit: number) =>
  Math.round(limit * USAGE_ALERT_THRESHOLD_PERCENT) / 100
