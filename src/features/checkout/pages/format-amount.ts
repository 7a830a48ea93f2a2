import { formatUsd } from '../../../lib/format'

/** USD as the site's usual "$20"; any other ISO 4217 code through Intl ("€20.00"). */
export function formatAmount(amount: number, currency: string): string {
  if (currency === 'USD') return formatUsd(amount)
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
  } catch {
    return `${currency} ${amount.toFixed(2)}`
  }
}
