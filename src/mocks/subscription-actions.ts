/** Cancel and reactivate on a user's subscription record (the store finds the user). */
import { addMonths } from './scenario-dates'
import type { ActionOutcome, SubscriptionRecord, UserRecord } from './scenario-records'
import { PRO_PLAN } from './seed-users'

type Found =
  { ok: true; subscription: SubscriptionRecord } | { ok: false; status: number; error: string }

/** The user's subscription if `subscriptionId` is theirs. */
export function subscriptionOf(
  user: UserRecord | undefined,
  subscriptionId: string,
  firebaseUserId: string,
): Found {
  if (!firebaseUserId) return { ok: false, status: 400, error: 'firebaseUserId is required' }
  if (!user) return { ok: false, status: 404, error: 'User not found' }
  if (!subscriptionId || user.subscription.subscriptionId !== subscriptionId) {
    return { ok: false, status: 404, error: 'Subscription not found' }
  }
  return { ok: true, subscription: user.subscription }
}

/** Requests cancellation at the end of the period: cancellationRequested, endsAt = next payment date. */
export function cancelSubscription(sub: SubscriptionRecord, now: Date): ActionOutcome {
  if (sub.isCancelled) return { ok: false, status: 409, error: 'Subscription is already cancelled' }
  if (sub.cancellationRequested)
    return { ok: false, status: 409, error: 'Cancellation has already been requested' }
  sub.cancellationRequested = true
  sub.endsAt = sub.nextPaymentDate ?? sub.endsAt ?? addMonths(now, 1).toISOString()
  return {
    ok: true,
    subscriptionStatus: sub.subscriptionStatus ?? 'active',
    message: 'Your subscription will be cancelled at the end of the current billing period.',
  }
}

/** Undoes a cancellation (or a pause): active again, renewing on the next payment date. */
export function reactivateSubscription(sub: SubscriptionRecord, now: Date): ActionOutcome {
  if (sub.isCancelled && sub.endsAt && new Date(sub.endsAt).getTime() <= now.getTime()) {
    return { ok: false, status: 409, error: 'Subscription has expired and cannot be reactivated' }
  }
  if (
    !sub.isCancelled &&
    !sub.cancellationRequested &&
    !sub.isPaused &&
    sub.subscriptionStatus === 'active'
  ) {
    return { ok: false, status: 409, error: 'Subscription is already active' }
  }
  sub.nextPaymentDate = sub.endsAt ?? sub.nextPaymentDate ?? addMonths(now, 1).toISOString()
  sub.isCancelled = false
  sub.cancellationRequested = false
  sub.isPaused = false
  sub.pausedUntil = null
  sub.endsAt = null
  sub.subscriptionStatus = 'active'
  sub.plan ??= { ...PRO_PLAN }
  return {
    ok: true,
    subscriptionStatus: 'active',
    message: 'Your subscription has been reactivated.',
  }
}
