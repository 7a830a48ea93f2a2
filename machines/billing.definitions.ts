import type { BillingInfo, Invoice, MonthlySpend } from '../src/api/schemas'

// The billing machine's types, constants and small helpers (machines/billing.machine.ts re-exports them).

/** The spec's page size of Recent Invoices. */
export const INVOICE_PAGE_SIZE = 10

/** What opening a vetted URL in a new tab came to (see src/lib/safe-url.ts `openExternal`). */
export type OpenOutcome = 'opened' | 'blocked' | 'refused'

export interface BillingInput {
  /** The signed-in user's uid; null while the user is not known. */
  userId: string | null
}

export interface BillingContext {
  userId: string | null
  billing: BillingInfo | null
  invoices: Invoice[] | null
  /** From the billing info, then from the Monthly Spending card's own Refresh. */
  monthlySpend: MonthlySpend | null
  /** The readable reason of the last failed load, for the error rows; null once a load succeeds. */
  billingError: string | null
  invoicesError: string | null
  spendError: string | null
  /** The invoice whose download is in flight. */
  downloadingInvoiceId: string | null
  /** The vetted address of the invoice being opened; kept when the browser blocks the new tab, for an 'Open invoice' link. */
  invoiceLink: { invoiceId: string; url: string; blocked: boolean } | null
}

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

export const errorText = (error: unknown): string | null =>
  error instanceof Error ? error.message || null : typeof error === 'string' && error ? error : null


/** The event's `error` (only ever read on an actor's error event). */
export const eventError = (event: unknown) => errorText((event as { error?: unknown }).error)

export const userIdOf = (context: BillingContext): string => {
  if (!context.userId) throw new Error('billing machine: no user')
  return context.userId
}
