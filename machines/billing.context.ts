import type { BillingInfo, Invoice, MonthlySpend } from '../src/api/schemas'

/** The data the billing machine holds: its input, its context and the reads of it. */

/** The spec's page size of Recent Invoices: the context keeps at most this many. */
export const INVOICE_PAGE_SIZE = 10

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

export const initialContext = ({ userId }: BillingInput): BillingContext => ({
  userId,
  billing: null,
  invoices: null,
  monthlySpend: null,
  billingError: null,
  invoicesError: null,
  spendError: null,
  downloadingInvoiceId: null,
  invoiceLink: null,
})

/** The user of a call; the machine makes calls only once the user is known. */
export const userIdOf = (context: BillingContext): string => {
  if (!context.userId) throw new Error('billing machine: no user')
  return context.userId
}
