import { describe, expect, it } from 'vitest'
import { formatCharge, formatLongDate, formatTokenMillions, formatUsd } from '../../src/lib/format'

describe('formats', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(1000)).toBe('$1,000')
    expect(formatUsd(20)).toBe('$20')
    expect(formatUsd(19.5)).toBe('$19.50')
  })
  it('writes money exactly as Intl does: every cent to $1,000, whole dollars, negatives, fractions of a cent, huge and non-finite amounts', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    const cents = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    })
    const intl = (n: number) => (Number.isInteger(n) ? whole : cents).format(n)
    const amounts = [
      -0,
      0.001,
      0.005,
      19.995,
      0.1 + 0.2,
      1e11 + 0.5,
      999_999_999_999.99,
      1e12,
      1e21,
      -1e21,
      NaN,
      Infinity,
      -Infinity,
    ]
    for (let c = 0; c <= 100_000; c++) amounts.push(c / 100, -c / 100)
    for (let d = 1; d < 1e15; d *= 7) amounts.push(d, d + 0.25, -d)
    const wrong = amounts
      .filter((n) => formatUsd(n) !== intl(n))
      .map((n) => `${n}: ${formatUsd(n)} != ${intl(n)}`)
    expect(wrong).toEqual([])
  })

  it('writes long dates exactly as Intl does: every day from 1970 to 2100, and years outside 1000-9999', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    const day = 86_400_000
    const times: number[] = []
    for (let t = Date.UTC(1970, 0, 1); t <= Date.UTC(2100, 11, 31); t += day)
      times.push(t, t + day - 1)
    for (const year of [-1, 0, 1, 50, 999, 1000, 9999, 10000, 275759])
      times.push(Date.UTC(year, 5, 15), Date.UTC(year, 0, 1))
    const wrong = times
      .filter((t) => formatLongDate(t) !== intl.format(t))
      .map((t) => new Date(t).toISOString())
    expect(wrong).toEqual([])
    expect(formatLongDate(new Date(Date.UTC(2025, 8, 11, 23, 59)))).toBe('September 11, 2025')
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

describe('formatCharge: an amount about to be charged, always with cents', () => {
  it.each([
    [20, '$20.00'],
    [40, '$40.00'],
    [1000, '$1,000.00'],
    [19.5, '$19.50'],
    [0, '$0.00'],
  ])('%d is %s', (amount, text) => {
    expect(formatCharge(amount)).toBe(text)
  })
})
