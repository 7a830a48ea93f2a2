/** The fields of billing info that decide whether a subscription is active. */
export interface SubscriptionFacts {
  subscriptionId?: string | null
  subscriptionStatus?: string | null
  isCancelled?: boolean | null
  endsAt?: string | null
}

/**
 * The spec's rule: a subscription id, and either (not cancelled and status active) or
 * (cancelled but endsAt still in the future).
 */
export function hasActiveSubscription(billing: SubscriptionFacts | null | undefined, now: Date = new Date()): boolean {
  if (!billing?.subscriptionId) return false
  if (!billing.isCancelled) return billing.subscriptionStatus === 'active'
  if (!billing.endsAt) return false
  const endsAt = new Date(billing.endsAt).getTime()
  return Number.isFinite(endsAt) && endsAt > now.getTime()
}
