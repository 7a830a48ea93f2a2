import { describe, expect, it } from 'vitest'
import {
  hasPaidInvoice,
  isExpired,
  isProPurchaseConfirmed,
} from '../../src/domain/pending-purchase'

const started = '2026-11-24T10:00:00.000Z'
const invoice = (amount: number | null, createdAt: string, status = 'paid') => ({
  id: 'i',
  amount,
  createdAt,
  status,
  invoiceUrl: null,
})

describe('the activation rules of a pending purchase', () => {
  it('Pro: a running subscription that was not running before, or another subscription id', () => {
    const running = { subscriptionId: 'sub_2', subscriptionStatus: 'active', isCancelled: false }
    expect(isProPurchaseConfirmed(running, null)).toBe(true)
    expect(isProPurchaseConfirmed(running, { subscriptionId: null, active: false })).toBe(true)
    expect(isProPurchaseConfirmed(running, { subscriptionId: 'sub_1', active: true })).toBe(true)
    expect(isProPurchaseConfirmed(running, { subscriptionId: 'sub_2', active: true })).toBe(false)
    expect(isProPurchaseConfirmed({ ...running, isCancelled: true }, null)).toBe(false)
    expect(isProPurchaseConfirmed({ ...running, subscriptionStatus: 'incomplete' }, null)).toBe(
      false,
    )
  })

  it('a top-up: a paid invoice of its amount dated after it started (5 min of clock skew allowed)', () => {
    const purchase = { amount: 40, startedAt: started }
    expect(hasPaidInvoice([invoice(40, '2026-11-24T10:00:03.000Z')], purchase)).toBe(true)
    expect(hasPaidInvoice([invoice(40, '2026-11-24T09:57:00.000Z')], purchase)).toBe(true)
    expect(hasPaidInvoice([invoice(40, '2026-11-23T10:00:00.000Z')], purchase)).toBe(false)
    expect(hasPaidInvoice([invoice(20, '2026-11-24T10:00:03.000Z')], purchase)).toBe(false)
    expect(hasPaidInvoice([invoice(40, '2026-11-24T10:00:03.000Z', 'pending')], purchase)).toBe(
      false,
    )
  })

  it('an entry older than 24 hours, or with a bad date, is expired', () => {
    expect(isExpired({ startedAt: started }, new Date('2026-11-25T09:59:59.000Z'))).toBe(false)
    expect(isExpired({ startedAt: started }, new Date('2026-11-25T10:00:01.000Z'))).toBe(true)
    expect(isExpired({ startedAt: 'yesterday' }, new Date(started))).toBe(true)
  })
})
