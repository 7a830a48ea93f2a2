/**
 * The truth table of subscription-status.test.ts: every combination of the billing facts that
 * matters to the rules, the fixed dates they use, and the spec's answer for each row.
 */
import { GET_PRO_AGAIN } from '../../src/domain/subscription-status'
import type { SubscriptionFacts } from '../../src/domain/subscription'

export const NOW = new Date('2025-09-15T12:00:00.000Z')
export const FUTURE = '2025-10-11T00:00:00.000Z' // October 11, 2025
export const PAST = '2025-09-05T00:00:00.000Z' // September 5, 2025
export const NEXT_PAYMENT = '2025-10-20T00:00:00.000Z' // October 20, 2025
export const PAUSED_UNTIL = '2025-11-02T00:00:00.000Z' // November 2, 2025

// Every value each input can take that matters to the rule.
const subscriptionIds = ['sub_1', null] as const
const flags = [true, false] as const
const statuses = ['active', 'past_due', null, ''] as const
const endsAts = [FUTURE, PAST, null] as const
const nextPayments = [NEXT_PAYMENT, null] as const
const pausedUntils = [PAUSED_UNTIL, null] as const

type Row = Required<SubscriptionFacts>
export const table: Row[] = []
for (const subscriptionId of subscriptionIds)
  for (const isCancelled of flags)
    for (const cancellationRequested of flags)
      for (const isPaused of flags)
        for (const subscriptionStatus of statuses)
          for (const endsAt of endsAts)
            for (const nextPaymentDate of nextPayments)
              for (const pausedUntil of pausedUntils)
                table.push({
                  subscriptionId,
                  isCancelled,
                  cancellationRequested,
                  isPaused,
                  subscriptionStatus,
                  endsAt,
                  nextPaymentDate,
                  pausedUntil,
                })

const longDate: Record<string, string> = {
  [FUTURE]: 'October 11, 2025',
  [PAST]: 'September 5, 2025',
  [NEXT_PAYMENT]: 'October 20, 2025',
  [PAUSED_UNTIL]: 'November 2, 2025',
}

/** The day access ends for a cancelled (endsAt) or cancelling (endsAt, else the next payment) subscription. */
export const accessEnd = (r: Row) =>
  r.isCancelled ? r.endsAt : r.cancellationRequested ? (r.endsAt ?? r.nextPaymentDate) : null

/**
 * The spec's priority list (account-store-content.md §4), written out as the expected answer,
 * with the product's first rule: an ended subscription says 'Ended on {date}'.
 */
export function expected(r: Row): [label: string, description: string | null] | null {
  if (r.subscriptionId === null) return null
  if (accessEnd(r) === PAST) return [`Ended on ${longDate[PAST]}`, GET_PRO_AGAIN]
  if (r.isCancelled)
    return [
      'Cancelled',
      r.endsAt === null ? 'Access ends soon' : `Access ends on ${longDate[r.endsAt]}`,
    ]
  if (r.cancellationRequested) {
    const end = r.endsAt ?? r.nextPaymentDate
    return end
      ? [`Cancels on ${longDate[end]}`, 'Reactivate before then to keep your plan.']
      : ['Cancels at period end', 'Cancellation requested']
  }
  if (r.isPaused)
    return [
      'Paused',
      r.pausedUntil ? `Resumes on ${longDate[r.pausedUntil]}` : 'Subscription is paused',
    ]
  if (r.subscriptionStatus === 'active') return ['Active', null]
  return [r.subscriptionStatus || 'Unknown', null]
}
