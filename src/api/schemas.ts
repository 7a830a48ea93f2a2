import * as v from 'valibot'

/**
 * Response schemas of the purchase backend. Lenient where the backend may leave a field out
 * (missing or null becomes a sensible default), strict on the types of what is there: a field
 * of the wrong type makes the whole answer malformed. Unknown fields are dropped.
 */

/** A JSON object, not an array (valibot's `object` alone accepts arrays when every field is optional). */
const obj = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'Expected a JSON object',
    ),
    v.object(entries),
  )

/** A string that may be missing or null; both become null. */
const nullableString = () => v.nullish(v.string(), null)

/** A number that may be missing or null; both become null. */
const nullableNumber = () => v.nullish(v.pipe(v.number(), v.finite()), null)

/** A flag that may be missing or null; both become false. */
const flag = () => v.nullish(v.boolean(), false)

// ---------------------------------------------------------------------------------------------
// Monthly spend

/** The first day of the next calendar month (monthly spending resets on the 1st), at 00:00 UTC. */
export function nextMonthlyReset(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

export const MONTHLY_RESET_INFO = 'Monthly spending resets on the 1st of each month'

const daysUntil = (date: Date) => Math.max(0, Math.ceil((date.getTime() - Date.now()) / 86_400_000))

export const MonthlySpendSchema = obj({
  totalMonthlySpent: v.pipe(v.number(), v.finite()),
  daysUntilReset: v.nullish(v.pipe(v.number(), v.finite()), () => daysUntil(nextMonthlyReset())),
  nextResetDate: v.nullish(v.string(), () => nextMonthlyReset().toISOString()),
  resetInfo: v.nullish(v.string(), MONTHLY_RESET_INFO),
})
export type MonthlySpend = v.InferOutput<typeof MonthlySpendSchema>

// ---------------------------------------------------------------------------------------------
// Billing info

export const PlanSchema = obj({
  name: v.string(),
  price_monthly: nullableNumber(),
})
export type Plan = v.InferOutput<typeof PlanSchema>

export const BillingInfoSchema = obj({
  plan: v.nullish(PlanSchema, null),
  subscriptionId: nullableString(),
  subscriptionStatus: nullableString(),
  isCancelled: flag(),
  cancellationRequested: flag(),
  isPaused: flag(),
  pausedUntil: nullableString(),
  endsAt: nullableString(),
  nextPaymentDate: nullableString(),
  monthlySpending: v.nullish(MonthlySpendSchema, null),
})
export type BillingInfo = v.InferOutput<typeof BillingInfoSchema>

// ---------------------------------------------------------------------------------------------
// Invoices

export const InvoiceSchema = obj({
  id: v.string(),
  createdAt: v.string(),
  /** USD; null when the backend does not know it. */
  amount: nullableNumber(),
  status: v.string(),
  invoiceUrl: nullableString(),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

export const InvoiceListSchema = obj({
  invoices: v.nullish(v.array(InvoiceSchema), () => []),
})
export type InvoiceList = v.InferOutput<typeof InvoiceListSchema>

export const InvoiceDownloadSchema = obj({
  success: v.boolean(),
  downloadUrl: v.optional(v.nullable(v.string())),
})
export type InvoiceDownload = v.InferOutput<typeof InvoiceDownloadSchema>

// ---------------------------------------------------------------------------------------------
// Purchase

export type PackageType = 'subscription' | 'token_topup'

/** The body of POST /api/purchase (sent, not parsed; the schema documents and checks it in the mock). */
export const PurchaseRequestSchema = obj({
  package: obj({
    name: v.string(),
    price: v.pipe(v.number(), v.finite()),
    variant_id: v.pipe(v.number(), v.finite()),
    type: v.picklist(['subscription', 'token_topup']),
  }),
  userData: obj({
    userId: v.string(),
    email: v.string(),
    name: v.string(),
  }),
  complete_url: v.string(),
  cancel_url: v.string(),
})
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequestSchema>

export const PurchaseResponseSchema = obj({
  // Spec §4 launch rules: without a provider, a checkout_url still opens the hosted checkout.
  provider: v.optional(v.nullable(v.string()), null),
  ident: v.optional(v.nullable(v.string())),
  checkout_url: v.optional(v.nullable(v.string())),
})
export type PurchaseResponse = v.InferOutput<typeof PurchaseResponseSchema>

/** The body of a failed purchase (read leniently: any field of the wrong type is ignored). */
export const PurchaseErrorBodySchema = obj({
  error: v.string(),
  errorType: v.optional(v.string()),
  details: v.optional(v.string()),
})
export type PurchaseErrorBody = v.InferOutput<typeof PurchaseErrorBodySchema>

// ---------------------------------------------------------------------------------------------
// Checkout config

/** The amber brand colour; same value as DEFAULT_BRAND_COLOR in src/config.ts. */
export const FALLBACK_BRAND_COLOR = '#f59e0b'

export const CheckoutConfigSchema = obj({
  brand: v.pipe(
    v.nullish(obj({ color: v.nullish(v.string(), FALLBACK_BRAND_COLOR) }), () => ({
      color: FALLBACK_BRAND_COLOR,
    })),
    v.transform((brand) => ({ color: brand.color || FALLBACK_BRAND_COLOR })),
  ),
})
export type CheckoutConfig = v.InferOutput<typeof CheckoutConfigSchema>

// ---------------------------------------------------------------------------------------------
// Subscription actions

/** The body of POST /api/subscription/{id}/cancel and /reactivate (sent, not parsed). */
export const SubscriptionActionRequestSchema = obj({ firebaseUserId: v.string() })
export type SubscriptionActionRequest = v.InferOutput<typeof SubscriptionActionRequestSchema>

export const SubscriptionActionResultSchema = obj({
  success: v.boolean(),
  message: v.optional(v.string()),
  subscriptionStatus: v.optional(v.string()),
})
export type SubscriptionActionResult = v.InferOutput<typeof SubscriptionActionResultSchema>

/** The error field of a failed call's body, when there is one. */
export const ErrorBodySchema = obj({ error: v.pipe(v.string(), v.nonEmpty()) })
