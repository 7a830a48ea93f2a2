import { formatLongDate } from '../lib/format'

/** The billing-info fields that decide what the dashboard says about a subscription. */
export interface SubscriptionStatusFacts {
  subscriptionId?: string | null
  subscriptionStatus?: string | null
  isCancelled?: boolean | null
  cancellationRequested?: boolean | null
  isPaused?: boolean | null
  pausedUntil?: string | null
  endsAt?: string | null
  nextPaymentDate?: string | null
}

export type SubscriptionStatusKind = 'cancelled' | 'cancelling' | 'paused' | 'active' | 'other'
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
 * The spec's subscription display status, in priority order:
 * 1. Cancelled (isCancelled): access ends on endsAt, or soon if absent (ended, once past);
 * 2. Cancellation requested: 'Cancels on {endsAt, or the next payment date}' with a pointer to
 *    Reactivate, otherwise 'Cancels at period end' / 'Cancellation requested';
 * 3. Paused (isPaused): resumes on pausedUntil, otherwise 'Subscription is paused';
 * 4. Active (subscriptionStatus active);
 * 5. the raw status text, or Unknown.
 * Null (no badge) when there is no subscriptionId.
 */
export function subscriptionDisplayStatus(billing: SubscriptionStatusFacts | null | undefined, now: Date = new Date()): SubscriptionDisplayStatus | null {
  if (!billing?.subscriptionId) return null
  if (billing.isCancelled) {
    const endsOn = formatLongDate(billing.endsAt)
    const description = !endsOn ? 'Access ends soon' : isPast(billing.endsAt!, now) ? `Access ended on ${endsOn}` : `Access ends on ${endsOn}`
    return { kind: 'cancelled', label: 'Cancelled', description, tone: 'danger' }
  }
  if (billing.cancellationRequested) {
    const endsOn = formatLongDate(billing.endsAt) ?? formatLongDate(billing.nextPaymentDate)
    return endsOn
      ? { kind: 'cancelling', label: `Cancels on ${endsOn}`, description: 'Reactivate before then to keep your plan.', tone: 'accent' }
      : { kind: 'cancelling', label: 'Cancels at period end', description: 'Cancellation requested', tone: 'accent' }
  }
  if (billing.isPaused) {
    const resumesOn = formatLongDate(billing.pausedUntil)
    return { kind: 'paused', label: 'Paused', description: resumesOn ? `Resumes on ${resumesOn}` : 'Subscription is paused', tone: 'info' }
  }
  if (billing.subscriptionStatus === 'active') return { kind: 'active', label: 'Active', description: null, tone: 'success' }
  const raw = billing.subscriptionStatus?.trim()
  return { kind: 'other', label: raw || 'Unknown', description: null, tone: 'neutral' }
}

/** The plan name with a trailing 'Plan' removed; 'Free' when there is none. */
export function planDisplayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').replace(/\s*\bPlan\s*$/, '').trim()
  return trimmed || 'Free'
}

/**
 * What the Next Payment or Access Ends card shows: access ends when the subscription is
 * cancelled or its cancellation is requested (on endsAt, or the next payment date for a
 * requested cancellation); otherwise the next payment date.
 */
export function paymentOutlook(billing: SubscriptionStatusFacts | null | undefined, now: Date = new Date()):
  | { kind: 'accessEnds'; date: string | null; past: boolean }
  | { kind: 'nextPayment'; date: string | null } {
  if (billing?.isCancelled || billing?.cancellationRequested) {
    const candidates = billing.isCancelled ? [billing.endsAt] : [billing.endsAt, billing.nextPaymentDate]
    const raw = candidates.find((value) => formatLongDate(value) !== null) ?? null
    const date = formatLongDate(raw)
    return { kind: 'accessEnds', date, past: date !== null && isPast(raw!, now) }
  }
  return { kind: 'nextPayment', date: formatLongDate(billing?.nextPaymentDate) }
}

/**
 * What the cancel confirmation adds to the spec's text: the day access ends (endsAt, or the next
 * payment date) and what changes after it. Plan figures from src/content/plans.ts.
 */
export function cancelPreview(billing: (SubscriptionStatusFacts & { plan?: { name?: string | null } | null }) | null | undefined): string {
  const endsOn = formatLongDate(billing?.endsAt) ?? formatLongDate(billing?.nextPaymentDate)
  const plan = planDisplayName(billing?.plan?.name)
  return [
    `Your ${plan} access ends ${endsOn ? `on ${endsOn}` : 'at the end of your current billing period'}.`,
    "After that you are on Free: 1M tokens a month with a 150K daily limit, in place of Pro's 11M tokens a month.",
    'Top-up tokens you bought stay yours.',
  ].join(' ')
}
