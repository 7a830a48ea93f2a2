/** Display formats the spec fixes: USD en-US money, long en-US dates, M/B token amounts. */

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

/** "$1,000" for whole dollars, "$19.50" otherwise. */
export const formatUsd = (amount: number) => (Number.isInteger(amount) ? usdWhole : usdCents).format(amount)

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "September 11, 2025"; null for a missing or unparseable date. */
export function formatLongDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : longDate.format(date)
}

const oneDecimal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, ''))

/** Millions of tokens as "30M", or "1.5B" from 1000M up; one decimal when not whole. */
export function formatTokenMillions(millions: number): string {
  return millions >= 1000 ? `${oneDecimal(millions / 1000)}B` : `${oneDecimal(millions)}M`
}
