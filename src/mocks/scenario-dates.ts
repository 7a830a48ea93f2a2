/** Date helpers of the scenario store: months and days from a date, month keys, a month's spend. */
import type { MonthlySpend } from '../api/schemas'

const DAY = 86_400_000

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY)
export const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

export function monthSpend(total: number, now: Date): MonthlySpend {
  const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return {
    totalMonthlySpent: Math.round(total * 100) / 100,
    daysUntilReset: Math.max(0, Math.ceil((reset.getTime() - now.getTime()) / DAY)),
    nextResetDate: reset.toISOString(),
    resetInfo: 'Monthly spending resets on the 1st of each month',
  }
}
