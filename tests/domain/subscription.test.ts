import { describe, expect, it } from 'vitest'
import {
  hasActiveSubscription,
  isSubscriptionRunning,
  type SubscriptionFacts,
} from '../../src/domain/subscription'
import { subscriptionDisplayStatus } from '../../src/domain/subscription-status'

const now = new Date('2026-01-15T00:00:00Z')
const FUTURE = '2026-02-01T00:00:00Z'
const PAST = '2026-01-01T00:00:00Z'

describe('isSubscriptionRunning: an id, status active, not cancelled', () => {
  it.each<[SubscriptionFacts | null, boolean]>([
    [{ subscriptionId: 'sub_1', subscriptionStatus: 'active', isCancelled: false }, true],
    [{ subscriptionId: 'sub_1', subscriptionStatus: 'active' }, true],
    [{ subscriptionId: null, subscriptionStatus: 'active', isCancelled: false }, false],
    [{ subscriptionId: 'sub_1', subscriptionStatus: 'past_due', isCancelled: false }, false],
    [
      { subscriptionId: 'sub_1', subscriptionStatus: 'active', isCancelled: true, endsAt: FUTURE },
      false,
    ],
    [null, false],
  ])('%j -> %s', (billing, expected) => expect(isSubscriptionRunning(billing)).toBe(expected))
})

describe('hasActiveSubscription', () => {
  it.each([
    [{ subscriptionId: 's', subscriptionStatus: 'active', isCancelled: false }, true],
    [{ subscriptionId: 's', subscriptionStatus: 'past_due', isCancelled: false }, false],
    [{ subscriptionId: null, subscriptionStatus: 'active', isCancelled: false }, false],
    [
      { subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: FUTURE },
      true,
    ],
    [
      { subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: PAST },
      false,
    ],
    [
      { subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: null },
      false,
    ],
  ])('%j -> %s', (billing, expected) => {
    expect(hasActiveSubscription(billing, now)).toBe(expected)
  })
  it('is false without billing info', () => expect(hasActiveSubscription(null, now)).toBe(false))
})

describe('one rule behind every "active"', () => {
  const rows: SubscriptionFacts[] = []
  for (const subscriptionId of ['sub_1', null])
    for (const subscriptionStatus of ['active', 'past_due', null])
      for (const isCancelled of [true, false])
        for (const cancellationRequested of [true, false])
          for (const isPaused of [true, false])
            for (const endsAt of [FUTURE, PAST, null])
              rows.push({
                subscriptionId,
                subscriptionStatus,
                isCancelled,
                cancellationRequested,
                isPaused,
                endsAt,
              })

  it('a running subscription is an active one (the spec rule), and a badge says Active only for a running one', () => {
    for (const row of rows) {
      if (isSubscriptionRunning(row))
        expect(hasActiveSubscription(row, now), JSON.stringify(row)).toBe(true)
      if (subscriptionDisplayStatus(row, now)?.kind === 'active')
        expect(isSubscriptionRunning(row), JSON.stringify(row)).toBe(true)
    }
  })

  it('an active subscription that is not running is a cancelled one whose access has not ended', () => {
    for (const row of rows.filter(
      (r) => hasActiveSubscription(r, now) && !isSubscriptionRunning(r),
    )) {
      expect(row, JSON.stringify(row)).toMatchObject({
        subscriptionId: 'sub_1',
        isCancelled: true,
        endsAt: FUTURE,
      })
    }
  })
})
