import { describe, expect, it } from 'vitest'
import { formatLongDate, formatTokenMillions, formatUsd } from '../src/lib/format'
import { hasActiveSubscription } from '../src/domain/subscription'

describe('formats', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(1000)).toBe('$1,000')
    expect(formatUsd(20)).toBe('$20')
    expect(formatUsd(19.5)).toBe('$19.50')
  })
  it('formats long en-US dates and rejects bad ones', () => {
    expect(formatLongDate('2025-09-11T00:00:00Z')).toBe('September 11, 2025')
    expect(formatLongDate('not a date')).toBeNull()
    expect(formatLongDate(null)).toBeNull()
  })
  it('formats token millions as M, or B from 1000M', () => {
    expect(formatTokenMillions(30)).toBe('30M')
    expect(formatTokenMillions(900)).toBe('900M')
    expect(formatTokenMillions(1500)).toBe('1.5B')
    expect(formatTokenMillions(3000)).toBe('3B')
    expect(formatTokenMillions(7.5)).toBe('7.5M')
  })
})

describe('hasActiveSubscription', () => {
  const now = new Date('2026-01-15T00:00:00Z')
  it.each([
    [{ subscriptionId: 's', subscriptionStatus: 'active', isCancelled: false }, true],
    [{ subscriptionId: 's', subscriptionStatus: 'past_due', isCancelled: false }, false],
    [{ subscriptionId: null, subscriptionStatus: 'active', isCancelled: false }, false],
    [{ subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: '2026-02-01T00:00:00Z' }, true],
    [{ subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: '2026-01-01T00:00:00Z' }, false],
    [{ subscriptionId: 's', subscriptionStatus: 'cancelled', isCancelled: true, endsAt: null }, false],
  ])('%j -> %s', (billing, expected) => {
    expect(hasActiveSubscription(billing, now)).toBe(expected)
  })
  it('is false without billing info', () => expect(hasActiveSubscription(null, now)).toBe(false))
})
