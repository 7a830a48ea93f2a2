/**
 * The billing model: the samples its path suites (billing.paths.test.ts) and the storyboards
 * traverse. The machine has four parallel regions: the product of every state of each is far too
 * large to walk, so each focus drives one concern and keeps the events of the others off.
 */
import type { BillingInfo, InvoiceList, MonthlySpend } from '../../../src/api/schemas'
import { activeBilling } from './purchase.samples'

export const USER = 'demo-pro-0002'
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const spend: MonthlySpend = {
  totalMonthlySpent: 42.5,
  daysUntilReset: 12,
  nextResetDate: '2025-10-01T00:00:00.000Z',
  resetInfo: 'Monthly spending resets on the 1st of each month',
}
export const refreshedSpend: MonthlySpend = { ...spend, totalMonthlySpent: 60 }

export const active: BillingInfo = {
  ...activeBilling(),
  nextPaymentDate: inDays(26),
  monthlySpending: spend,
}
// After a cancel: cancellation requested; offers Reactivate until access ends, not Cancel.
export const cancelling: BillingInfo = {
  ...active,
  cancellationRequested: true,
  endsAt: active.nextPaymentDate,
}
// Access has ended: neither Cancel nor Reactivate.
export const ended: BillingInfo = {
  ...active,
  isCancelled: true,
  subscriptionStatus: 'cancelled',
  endsAt: inDays(-3),
  nextPaymentDate: null,
}
/** What each loaded billing offers (the card shows Cancel, Reactivate or Get Pro). */
export const offers = new Map<BillingInfo, { cancel: boolean; reactivate: boolean }>([
  [active, { cancel: true, reactivate: false }],
  [cancelling, { cancel: false, reactivate: true }],
  [ended, { cancel: false, reactivate: false }],
])

export const invoices: InvoiceList = {
  invoices: [
    {
      id: 'inv_2',
      createdAt: '2025-09-10T00:00:00.000Z',
      amount: 20,
      status: 'paid',
      invoiceUrl: 'https://app.embedpay.io/my-orders/inv_2',
    },
    {
      id: 'inv_1',
      createdAt: '2025-08-10T00:00:00.000Z',
      amount: null,
      status: 'paid',
      invoiceUrl: null,
    },
  ],
}
export const DOWNLOAD_URL = 'https://downloads.superbullet.ai/invoices/inv_2.pdf'

export const outputs = {
  fetchBillingInfo: [active, cancelling, ended],
  confirmCancel: [true, false],
  fetchInvoices: [invoices],
  fetchMonthlySpend: [refreshedSpend],
  cancelSubscription: [{ success: true, subscriptionStatus: 'active' }, { success: false }],
  reactivateSubscription: [
    { success: true, subscriptionStatus: 'active' },
    { success: false, message: 'Not allowed' },
  ],
  fetchDownloadUrl: [
    { success: true, downloadUrl: DOWNLOAD_URL },
    { success: false, downloadUrl: null },
  ],
  openInvoice: ['opened', 'blocked', 'refused'],
}
export const errors = {
  fetchBillingInfo: [new Error('Failed to get billing info: 500')],
  confirmCancel: [new Error('window.confirm is not available')],
  fetchInvoices: [new Error('Failed to get invoices: network error')],
  fetchMonthlySpend: [new Error('Failed to get monthly spend: invalid response')],
  cancelSubscription: [new Error('Failed to cancel subscription: 500')],
  reactivateSubscription: [new Error('Failed to reactivate subscription: 409')],
  fetchDownloadUrl: [new Error('Failed to get download URL: 404')],
  openInvoice: [new Error('window.open threw')],
}

const off = [] as const
const input = { userId: USER }

/** Loading, cancel and reactivate (no spend refresh, no download). */
export const infoFocus = {
  name: 'billing: loading, cancel and reactivate',
  input,
  events: { 'spend.refresh': off, 'invoice.download': off, 'invoiceLink.dismiss': off },
  outputs,
  errors,
}

/** The monthly spending's refresh. */
export const spendFocus = {
  name: 'billing: monthly spending',
  input,
  events: {
    'cancel.request': off,
    'reactivate.request': off,
    'invoice.download': off,
    'invoices.load': off,
    'invoiceLink.dismiss': off,
  },
  outputs: { ...outputs, fetchBillingInfo: [active] },
  errors,
}

/** An invoice's download. */
export const downloadFocus = {
  name: 'billing: invoice download',
  input,
  events: {
    'cancel.request': off,
    'reactivate.request': off,
    'spend.refresh': off,
    'billing.refresh': off,
    // A downloadable invoice, and one without invoiceUrl (the guard refuses it: no transition).
    'invoice.download': [
      { type: 'invoice.download', invoiceId: 'inv_2' },
      { type: 'invoice.download', invoiceId: 'inv_1' },
    ],
  },
  outputs: { ...outputs, fetchBillingInfo: [active] },
  errors: { ...errors, fetchBillingInfo: [] },
}
