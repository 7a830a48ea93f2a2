/**
 * Display formats the spec fixes: USD en-US money, long en-US dates, M/B token amounts.
 *
 * Money and dates are built from their parts for the values a page shows (whole cents, years
 * 1000-9999), exactly as Intl would write them (tests/lib/format.test.ts compares about 300,000
 * values): a page's first Intl formatter loads the ICU locale data, one task of 50-120 ms on a
 * mid-range phone, in the middle of the pricing and top-up pages' first render. Any other value
 * goes to Intl itself, created on first use.
 */

let usdWhole: Intl.NumberFormat | undefined
let usdCents: Intl.NumberFormat | undefined
let longDate: Intl.DateTimeFormat | undefined

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const withThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',')

/** "$1,000" for whole dollars, "$19.50" otherwise. */
export function formatUsd(amount: number): string {
  const whole = Number.isInteger(amount)
  const cents = Math.round(Math.abs(amount) * 100)
  if (Math.abs(amount) < 1e12 && cents / 100 === Math.abs(amount)) {
    const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
    return `${sign}$${withThousands(Math.floor(cents / 100))}${whole ? '' : `.${String(cents % 100).padStart(2, '0')}`}`
  }
  // Fractions of a cent, huge amounts, NaN and Infinity: Intl's own rounding and symbols.
  if (whole)
    return (usdWhole ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })).format(amount)
  return (usdCents ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  })).format(amount)
}

/** "$20.00": an amount about to be charged, always with its cents, as checkouts show it. */
export function formatCharge(amount: number): string {
  const text = formatUsd(amount)
  return Number.isInteger(amount) && /^-?\$[\d,]+$/.test(text) ? `${text}.00` : text
}

/** "September 11, 2025"; null for a missing or unparseable date. */
export function formatLongDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const year = date.getUTCFullYear()
  if (year >= 1000 && year <= 9999)
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`
  return (longDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })).format(date)
}

const oneDecimal = (n: number) =>
  Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, '')

/** Millions of tokens as "30M", or "1.5B" from 1000M up; one decimal when not whole. */
export function formatTokenMillions(millions: number): string {
  return millions >= 1000 ? `${oneDecimal(millions / 1000)}B` : `${oneDecimal(millions)}M`
}
