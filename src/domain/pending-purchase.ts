import type { BillingInfo, Invoice, PackageType } from '../api/schemas'

/**
 * A purchase this browser started and the backend has not confirmed yet (issue 17): what was
 * bought, by whom, the checkout's reference (for support) and when it started. Never a token.
 */
export interface PendingPurchase {
  /** The item bought: the plan name ('pro') or the top-up package id. */
  itemId: string
  /** The package name sent to /api/purchase ('Pro', '$40'): the Order Summary's Plan. */
  name: string
  type: PackageType
  /** USD. */
  amount: number
  /** The provider's checkout id, else the intent's Idempotency-Key. */
  reference: string
  /** The intent's Idempotency-Key: resuming sends it again, so the backend answers with the same checkout. */
  intentKey: string
  /** ISO date the checkout was opened. */
  startedAt: string
  /** The buyer's uid: another account signed in on this browser does not see it. */
  userId: string
}

/** An entry older than this is dropped when read. */
export const PENDING_PURCHASE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Invoices dated this much before the purchase started still count (clocks differ). */
const CLOCK_SKEW_MS = 5 * 60 * 1000

export const isExpired = (purchase: Pick<PendingPurchase, 'startedAt'>, now: Date): boolean => {
  const started = Date.parse(purchase.startedAt)
  return !Number.isFinite(started) || now.getTime() - started > PENDING_PURCHASE_MAX_AGE_MS
}

/** A Pro purchase is active when billing shows a running subscription (not a cancelled one running out). */
export function isSubscriptionActivated(billing: Pick<BillingInfo, 'subscriptionId' | 'subscriptionStatus' | 'isCancelled'>): boolean {
  return Boolean(billing.subscriptionId) && billing.subscriptionStatus === 'active' && !billing.isCancelled
}

/** A top-up is active when the invoice list shows its paid invoice: its amount, dated after it started. */
export function hasPaidInvoice(invoices: readonly Invoice[], purchase: Pick<PendingPurchase, 'amount' | 'startedAt'>): boolean {
  const since = Date.parse(purchase.startedAt) - CLOCK_SKEW_MS
  return invoices.some((i) => i.status === 'paid' && i.amount === purchase.amount && Date.parse(i.createdAt) >= since)
}
