import { describe, expect, it } from 'vitest'
import {
  GET_PRO_AGAIN,
  cancelPreview,
  hasAccessEnded,
  paymentOutlook,
  planDisplayName,
  subscriptionDisplayStatus,
  subscriptionOffer,
} from '../../src/domain/subscription-status'
import type { SubscriptionFacts } from '../../src/domain/subscription'
import {
  FUTURE,
  NEXT_PAYMENT,
  NOW,
  PAST,
  PAUSED_UNTIL,
  accessEnd,
  expected,
  table,
} from './subscription-status.helpers'

describe('subscriptionDisplayStatus: the full truth table', () => {
  it('covers every combination', () => expect(table).toHaveLength(2 * 2 * 2 * 2 * 4 * 3 * 2 * 2))

  it.each(table)('%o', (row) => {
    const status = subscriptionDisplayStatus(row, NOW)
    const want = expected(row)
    if (want === null) expect(status).toBeNull()
    else expect(status && [status.label, status.description]).toEqual(want)
  })
})

describe('subscriptionOffer and hasAccessEnded: the full truth table', () => {
  it.each(table)('%o', (row) => {
    const ending = row.isCancelled || row.cancellationRequested
    const ended = accessEnd(row) === PAST
    expect(hasAccessEnded(row, NOW)).toBe(ended)
    // Cancel while it runs, Reactivate until access ends (a missing date has not passed), Get Pro after.
    expect(subscriptionOffer(row, NOW)).toBe(!ending ? 'cancel' : ended ? 'getPro' : 'reactivate')
  })

  it('without billing offers Cancel (the card disables it without a subscription id)', () => {
    expect(subscriptionOffer(null, NOW)).toBe('cancel')
    expect(hasAccessEnded(undefined, NOW)).toBe(false)
  })

  it('an end date of this very moment has passed', () => {
    expect(
      subscriptionOffer({ subscriptionId: 's', isCancelled: true, endsAt: NOW.toISOString() }, NOW),
    ).toBe('getPro')
    expect(
      subscriptionOffer(
        {
          subscriptionId: 's',
          isCancelled: true,
          endsAt: new Date(NOW.getTime() + 1).toISOString(),
        },
        NOW,
      ),
    ).toBe('reactivate')
  })
})

describe('subscriptionDisplayStatus: examples', () => {
  it.each<[string, SubscriptionFacts, string | null, string | null, string | null]>([
    [
      'no subscription: no badge',
      { subscriptionId: null, subscriptionStatus: 'active' },
      null,
      null,
      null,
    ],
    [
      'empty subscription id: no badge',
      { subscriptionId: '', subscriptionStatus: 'active' },
      null,
      null,
      null,
    ],
    [
      'cancelled beats everything',
      {
        subscriptionId: 's',
        isCancelled: true,
        cancellationRequested: true,
        isPaused: true,
        subscriptionStatus: 'active',
        endsAt: FUTURE,
      },
      'Cancelled',
      'Access ends on October 11, 2025',
      'danger',
    ],
    [
      'cancellation requested beats paused',
      { subscriptionId: 's', cancellationRequested: true, isPaused: true, endsAt: FUTURE },
      'Cancels on October 11, 2025',
      'Reactivate before then to keep your plan.',
      'accent',
    ],
    [
      'cancellation requested falls back to the next payment date',
      { subscriptionId: 's', cancellationRequested: true, nextPaymentDate: NEXT_PAYMENT },
      'Cancels on October 20, 2025',
      'Reactivate before then to keep your plan.',
      'accent',
    ],
    [
      'paused beats active',
      {
        subscriptionId: 's',
        isPaused: true,
        subscriptionStatus: 'active',
        pausedUntil: PAUSED_UNTIL,
      },
      'Paused',
      'Resumes on November 2, 2025',
      'info',
    ],
    ['active', { subscriptionId: 's', subscriptionStatus: 'active' }, 'Active', null, 'success'],
    [
      'raw status',
      { subscriptionId: 's', subscriptionStatus: 'past_due' },
      'past_due',
      null,
      'neutral',
    ],
    ['no status', { subscriptionId: 's' }, 'Unknown', null, 'neutral'],
    [
      'blank status',
      { subscriptionId: 's', subscriptionStatus: '   ' },
      'Unknown',
      null,
      'neutral',
    ],
    [
      'an unreadable end date counts as absent',
      { subscriptionId: 's', isCancelled: true, endsAt: 'not a date' },
      'Cancelled',
      'Access ends soon',
      'danger',
    ],
    [
      'ended: cancelled and past endsAt',
      { subscriptionId: 's', isCancelled: true, endsAt: PAST },
      'Ended on September 5, 2025',
      GET_PRO_AGAIN,
      'danger',
    ],
    [
      'ended: a requested cancellation past its next payment date',
      { subscriptionId: 's', cancellationRequested: true, nextPaymentDate: PAST },
      'Ended on September 5, 2025',
      GET_PRO_AGAIN,
      'danger',
    ],
  ])('%s', (_, facts, label, description, tone) => {
    const status = subscriptionDisplayStatus(facts, NOW)
    if (label === null) return expect(status).toBeNull()
    expect(status).toEqual({ kind: expect.any(String), label, description, tone })
  })

  it('treats missing billing as no badge', () => {
    expect(subscriptionDisplayStatus(null)).toBeNull()
    expect(subscriptionDisplayStatus(undefined)).toBeNull()
  })
})

describe('planDisplayName', () => {
  it.each([
    ['Pro Plan', 'Pro'],
    ['Teams Plan ', 'Teams'],
    ['Enterprise', 'Enterprise'],
    ['Free', 'Free'],
    ['Plan', 'Free'],
    ['Planner', 'Planner'],
    ['Airplan', 'Airplan'],
    ['Pro Plan Plus', 'Pro Plan Plus'],
    ['', 'Free'],
    [null, 'Free'],
    [undefined, 'Free'],
  ])('%s -> %s', (name, shown) => expect(planDisplayName(name)).toBe(shown))
})

describe('paymentOutlook', () => {
  it.each<[string, SubscriptionFacts | null, ReturnType<typeof paymentOutlook>]>([
    [
      'active: the next payment',
      { subscriptionId: 's', subscriptionStatus: 'active', nextPaymentDate: NEXT_PAYMENT },
      { kind: 'nextPayment', date: 'October 20, 2025' },
    ],
    ['free: no payment', { subscriptionId: null }, { kind: 'nextPayment', date: null }],
    ['no billing', null, { kind: 'nextPayment', date: null }],
    [
      'cancelled: access ends on endsAt',
      { isCancelled: true, endsAt: FUTURE, nextPaymentDate: NEXT_PAYMENT },
      { kind: 'accessEnds', date: 'October 11, 2025' },
    ],
    [
      'expired: access ended',
      { isCancelled: true, endsAt: PAST },
      { kind: 'accessEnded', date: 'September 5, 2025' },
    ],
    [
      'cancelled without a date',
      { isCancelled: true, nextPaymentDate: NEXT_PAYMENT },
      { kind: 'accessEnds', date: null },
    ],
    [
      'cancelling: endsAt',
      { cancellationRequested: true, endsAt: FUTURE, nextPaymentDate: NEXT_PAYMENT },
      { kind: 'accessEnds', date: 'October 11, 2025' },
    ],
    [
      'cancelling: else the next payment date',
      { cancellationRequested: true, endsAt: 'garbage', nextPaymentDate: NEXT_PAYMENT },
      { kind: 'accessEnds', date: 'October 20, 2025' },
    ],
    [
      'cancelling, past its end: access ended',
      { cancellationRequested: true, endsAt: PAST, nextPaymentDate: NEXT_PAYMENT },
      { kind: 'accessEnded', date: 'September 5, 2025' },
    ],
  ])('%s', (_, facts, outlook) => expect(paymentOutlook(facts, NOW)).toEqual(outlook))
})

describe('cancelPreview', () => {
  const after =
    "After that you are on Free: 1M tokens a month with a 150K daily limit, in place of Pro's 11M tokens a month. Top-up tokens you bought stay yours."
  it('names the day access ends: endsAt first, then the next payment date', () => {
    expect(
      cancelPreview({
        plan: { name: 'Pro Plan' },
        endsAt: '2025-10-11T00:00:00.000Z',
        nextPaymentDate: '2025-10-20T00:00:00.000Z',
      }),
    ).toBe(`Your Pro access ends on October 11, 2025. ${after}`)
    expect(
      cancelPreview({
        plan: { name: 'Pro Plan' },
        endsAt: null,
        nextPaymentDate: '2025-10-20T00:00:00.000Z',
      }),
    ).toBe(`Your Pro access ends on October 20, 2025. ${after}`)
  })
  it('without a date, says the end of the billing period', () => {
    expect(cancelPreview({ plan: { name: 'Pro Plan' } })).toBe(
      `Your Pro access ends at the end of your current billing period. ${after}`,
    )
  })
})
