/** The billing-info fields that decide a subscription's state. */
export interface SubscriptionFacts {
  subscriptionId?: string | null
  subscriptionStatus?: string | null
  isCancelled?: boolean | null
  cancellationRequested?: boolean | null
  isPaused?: boolean | null
  pausedUntil?: string | null
  endsAt?: string | null
  nextPaymentDate?: string | null
}

/** A running subscription: an id, status active, not cancelled (a cancelled one running out is not). */
export function isSubscriptionRunning(billing: SubscriptionFacts | null | undefined): boolean {
  return (
    Boolean(billing?.subscriptionId) &&
    billing?.subscriptionStatus === 'active' &&
    !billing.isCancelled
  )
}

/**
 * The spec's rule: a subscription id, and either (not cancelled and status active) or
 * (cancelled but endsAt still in the future).
 */
export function hasActiveSubscription(
  billing: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): boolean {
  if (isSubscriptionRunning(billing)) return true
  if (!billing?.subscriptionId || !billing.isCancelled || !billing.endsAt) return false
  const endsAt = new Date(billing.endsAt).getTime()
  return Number.isFinite(endsAt) && endsAt > now.getTime()
}
