import type { BillingInfo } from '../src/api/schemas'

/** What the billing machine is told by the Billing tab, and what its actors are asked and answer. */

export type BillingEvent =
  /** The Billing tab is showing: loads once the user is known and nothing is loaded yet. */
  | { type: 'billing.open' }
  | { type: 'billing.refresh' }
  /** Raised after billing info loads; the invoices error row's Try again sends it too. */
  | { type: 'invoices.load' }
  | { type: 'spend.refresh' }
  /** Cancel Subscription: asks for confirmation, then cancels. */
  | { type: 'cancel.request' }
  | { type: 'reactivate.request' }
  | { type: 'invoice.download'; invoiceId: string }
  /** The 'Pop-up Blocked' dialog of a blocked invoice tab is closed (or its link followed). */
  | { type: 'invoiceLink.dismiss' }

export interface UserInput {
  userId: string
}
export interface InvoicesInput extends UserInput {
  limit: number
}
export interface SubscriptionInput extends UserInput {
  subscriptionId: string
}
export interface CancelConfirmationInput {
  /** The subscription about to be cancelled: the confirmation names the day its access ends. */
  billing: BillingInfo
}
export interface DownloadInput extends UserInput {
  invoiceId: string
}

/** What opening a vetted URL in a new tab came to (see src/lib/safe-url.ts `openExternal`). */
export type OpenOutcome = 'opened' | 'blocked' | 'refused'
