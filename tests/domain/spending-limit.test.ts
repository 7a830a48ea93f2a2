import { describe, expect, it } from 'vitest'
import {
  LIMIT_NOT_A_NUMBER,
  LIMIT_REQUIRED,
  LIMIT_TOO_HIGH,
  LIMIT_TOO_LOW,
  LIMIT_TOO_PRECISE,
  SPENDING_LIMIT_HINT,
  checkSpendingLimit,
  usageAlertAmount,
} from '../../src/features/dashboard/spending-limit'

describe('monthly spending limit', () => {
  it('has the hint of the spec', () => {
    expect(SPENDING_LIMIT_HINT).toBe(
      'A maximum monthly limit is required to prevent unexpected charges.',
    )
  })

  it.each([
    ['1', 1],
    ['10000', 10000],
    ['250', 250],
    ['  75 ', 75],
    ['99.99', 99.99],
    ['0010', 10],
    ['1.5', 1.5],
  ])('accepts %j as %d', (raw, value) =>
    expect(checkSpendingLimit(raw)).toEqual({ ok: true, value }),
  )

  it.each([
    ['', LIMIT_REQUIRED],
    ['  ', LIMIT_REQUIRED],
    ['\t', LIMIT_REQUIRED],
    ['0', LIMIT_TOO_LOW],
    ['0.99', LIMIT_TOO_LOW],
    ['-5', LIMIT_TOO_LOW],
    ['10000.01', LIMIT_TOO_HIGH],
    ['10001', LIMIT_TOO_HIGH],
    ['99999999999999999999999', LIMIT_TOO_HIGH],
    ['1e5', LIMIT_NOT_A_NUMBER],
    ['1E3', LIMIT_NOT_A_NUMBER],
    ['0x10', LIMIT_NOT_A_NUMBER],
    ['0b11', LIMIT_NOT_A_NUMBER],
    ['NaN', LIMIT_NOT_A_NUMBER],
    ['Infinity', LIMIT_NOT_A_NUMBER],
    ['<script>alert(1)</script>', LIMIT_NOT_A_NUMBER],
    ['1,000', LIMIT_NOT_A_NUMBER],
    ['$50', LIMIT_NOT_A_NUMBER],
    ['50 USD', LIMIT_NOT_A_NUMBER],
    ['+50', LIMIT_NOT_A_NUMBER],
    ['.5', LIMIT_NOT_A_NUMBER],
    ['5.', LIMIT_NOT_A_NUMBER],
    ['١٠٠', LIMIT_NOT_A_NUMBER],
    ['10.123', LIMIT_TOO_PRECISE],
  ])('rejects %j with its message', (raw, message) =>
    expect(checkSpendingLimit(raw)).toEqual({ ok: false, message }),
  )

  it('alerts at 80% of the limit', () => {
    expect(usageAlertAmount(100)).toBe(80)
    expect(usageAlertAmount(10000)).toBe(8000)
    expect(usageAlertAmount(12.5)).toBe(10)
  })
})
