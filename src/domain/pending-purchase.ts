import type { Invoice, PackageType } from '../api/schemas'
import { isSubscriptionRunning, type SubscriptionFacts } from './subscription'

/** What billing showed before a Pro purchase: confirmation needs a change from it. */
export interface BillingBefore {
  subscriptionId: string | null
  /** A running subscription (isSubscriptionRunning). */
  active: boolean
}

/** The item a buy press asks for. */
export interface PurchaseItem {
  /** The plan name ('Pro') or the top-up package id. */
  itemId: string
  name: string
  type: PackageType
  amount: number
}

/**
 * A purchase this browser started and the backend has not confirmed yet: what was bought, by
 * whom, the intent's key, the checkout's reference (for support), when it started and what
 * billing showed before it. Never a token.
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
  /** Billing before a Pro purchase; null when it was not read (or failed). */
  billingBefore: BillingBefore | null
}

/** An entry older than this is dropped when read. */
export const PENDING_PURCHASE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Invoices dated this much before the purchase started still count (clocks differ). */
const CLOCK_SKEW_MS = 5 * 60 * 1000

export const isExpired = (purchase: Pick<PendingPurchase, 'startedAt'>, now: Date): boolean => {
  const started = Date.parse(purchase.startedAt)
  return !Number.isFinite(started) || now.getTime() - started > PENDING_PURCHASE_MAX_AGE_MS
}

/**
 * A Pro purchase is confirmed when billing changed since before it: a running subscription that
 * was not running, or another subscription id. Without a record of before, a running one counts.
 */
export function isProPurchaseConfirmed(
  billing: SubscriptionFacts,
  before: BillingBefore | null,
): boolean {
  if (!isSubscriptionRunning(billing)) return false
  if (before === null) return true
  return !before.active || billing.subscriptionId !== before.subscriptionId
}

/** A top-up is active when the invoice list shows its paid invoice: its amount, dated after it started. */
export function hasPaidInvoice(
  invoices: readonly Invoice[],
  purchase: Pick<PendingPurchase, 'amount' | 'startedAt'>,
): boolean {
  const since = Date.parse(purchase.startedAt) - CLOCK_SKEW_MS
  return invoices.some(
    (i) => i.status === 'paid' && i.amount === purchase.amount && Date.parse(i.createdAt) >= since,
  )
}
