import { formatLongDate } from '../lib/format'
import { isSubscriptionRunning, type SubscriptionFacts } from './subscription'

export type SubscriptionStatusKind =
  'ended' | 'cancelled' | 'cancelling' | 'paused' | 'active' | 'other'
export type StatusTone = 'danger' | 'accent' | 'info' | 'success' | 'neutral'

export interface SubscriptionDisplayStatus {
  kind: SubscriptionStatusKind
  /** The badge text. */
  label: string
  /** The line under the badge, when the status has one. */
  description: string | null
  tone: StatusTone
}

const isPast = (value: string, now: Date) => {
  const time = new Date(value).getTime()
  return Number.isFinite(time) && time <= now.getTime()
}

/**
 * When a cancelled subscription's access ends (endsAt), or a requested cancellation's (endsAt, or
 * the next payment date); null for a subscription that is not ending or has no readable date.
 */
function accessEndsAt(billing: SubscriptionFacts | null | undefined): string | null {
  if (!billing?.isCancelled && !billing?.cancellationRequested) return null
  const candidates = billing.isCancelled
    ? [billing.endsAt]
    : [billing.endsAt, billing.nextPaymentDate]
  return candidates.find((value) => formatLongDate(value) !== null) ?? null
}

/** A cancelled or cancelling subscription whose access end date has passed. */
export function hasAccessEnded(
  billing: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): boolean {
  const endsAt = accessEndsAt(billing)
  return endsAt !== null && isPast(endsAt, now)
}

/**
 * What Billing offers for a subscription: Cancel while it runs (disabled without a subscription
 * id), Reactivate while a cancellation has not taken effect, and once access has ended, Get Pro.
 */
export type SubscriptionOffer = 'cancel' | 'reactivate' | 'getPro'

export function subscriptionOffer(
  billing: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): SubscriptionOffer {
  if (!billing?.isCancelled && !billing?.cancellationRequested) return 'cancel'
  return hasAccessEnded(billing, now) ? 'getPro' : 'reactivate'
}

/** The line under an ended subscription's badge; the Access Ended card has the Get Pro link. */
export const GET_PRO_AGAIN = 'Get Pro to use premium features again.'

/**
 * The spec's subscription display status, in priority order:
 * 0. Ended (cancelled or cancelling, and the access end date has passed): 'Ended on {date}', with
 *    a pointer to Get Pro;
 * 1. Cancelled (isCancelled): access ends on endsAt, or soon if absent;
 * 2. Cancellation requested: 'Cancels on {endsAt, or the next payment date}' with a pointer to
 *    Reactivate, otherwise 'Cancels at period end' / 'Cancellation requested';
 * 3. Paused (isPaused): resumes on pausedUntil, otherwise 'Subscription is paused';
 * 4. Active (subscriptionStatus active);
 * 5. the raw status text, or Unknown.
 * Null (no badge) when there is no subscriptionId.
 */
export function subscriptionDisplayStatus(
  billing: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): SubscriptionDisplayStatus | null {
  if (!billing?.subscriptionId) return null
  if (hasAccessEnded(billing, now)) {
    return {
      kind: 'ended',
      label: `Ended on ${formatLongDate(accessEndsAt(billing))}`,
      description: GET_PRO_AGAIN,
      tone: 'danger',
    }
  }
  if (billing.isCancelled) {
    const endsOn = formatLongDate(billing.endsAt)
    return {
      kind: 'cancelled',
      label: 'Cancelled',
      description: endsOn ? `Access ends on ${endsOn}` : 'Access ends soon',
      tone: 'danger',
    }
  }
  if (billing.cancellationRequested) {
    const endsOn = formatLongDate(accessEndsAt(billing))
    return endsOn
      ? {
          kind: 'cancelling',
          label: `Cancels on ${endsOn}`,
          description: 'Reactivate before then to keep your plan.',
          tone: 'accent',
        }
      : {
          kind: 'cancelling',
          label: 'Cancels at period end',
          description: 'Cancellation requested',
          tone: 'accent',
        }
  }
  if (billing.isPaused) {
    const resumesOn = formatLongDate(billing.pausedUntil)
    return {
      kind: 'paused',
      label: 'Paused',
      description: resumesOn ? `Resumes on ${resumesOn}` : 'Subscription is paused',
      tone: 'info',
    }
  }
  if (isSubscriptionRunning(billing))
    return { kind: 'active', label: 'Active', description: null, tone: 'success' }
  const raw = billing.subscriptionStatus?.trim()
  return { kind: 'other', label: raw || 'Unknown', description: null, tone: 'neutral' }
}

/** The plan name with a trailing 'Plan' removed; 'Free' when there is none. */
export function planDisplayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').replace(/\s*\bPlan\s*$/, '').trim()
  return trimmed || 'Free'
}

/**
 * What the Next Payment, Access Ends or Access Ended card shows: access ends when the
 * subscription is cancelled or its cancellation is requested (on endsAt, or the next payment date
 * for a requested cancellation), and has ended once that date has passed; otherwise the next
 * payment date.
 */
export function paymentOutlook(
  billing: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): {
  kind: 'nextPayment' | 'accessEnds' | 'accessEnded'
  date: string | null
} {
  if (billing?.isCancelled || billing?.cancellationRequested) {
    return {
      kind: hasAccessEnded(billing, now) ? 'accessEnded' : 'accessEnds',
      date: formatLongDate(accessEndsAt(billing)),
    }
  }
  return { kind: 'nextPayment', date: formatLongDate(billing?.nextPaymentDate) }
}

/**
 * What the cancel confirmation adds to the spec's text: the day access ends (endsAt, or the next
 * payment date) and what changes after it. Plan figures from src/content/plans.ts.
 */
export function cancelPreview(
  billing: (SubscriptionFacts & { plan?: { name?: string | null } | null }) | null | undefined,
): string {
  const endsOn = formatLongDate(billing?.endsAt) ?? formatLongDate(billing?.nextPaymentDate)
  const plan = planDisplayName(billing?.plan?.name)
  return [
    `Your ${plan} access ends ${endsOn ? `on ${endsOn}` : 'at the end of your current billing period'}.`,
    "After that you are on Free: 1M tokens a month with a 150K daily limit, in place of Pro's 11M tokens a month.",
    'Top-up tokens you bought stay yours.',
  ].join(' ')
}
