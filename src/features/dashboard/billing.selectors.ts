import type { SnapshotFrom } from 'xstate'
import type { billingMachine } from '../../../machines/billing.machine'
import { subscriptionOffer } from '../../domain/subscription-status'

/** Snapshot -> view props of the Billing tab, so that views never spell state names. */
type BillingSnapshot = SnapshotFrom<typeof billingMachine>

export const selectBilling = (s: BillingSnapshot) => s.context.billing
export const selectIsBillingLoading = (s: BillingSnapshot) => s.hasTag('billingLoading')
/** Nothing could be loaded (a failed reload keeps the old data and shows no error row). */
export const selectBillingFailed = (s: BillingSnapshot) => s.matches({ info: 'failed' })

export const selectInvoices = (s: BillingSnapshot) => s.context.invoices
export const selectIsInvoicesLoading = (s: BillingSnapshot) => s.hasTag('invoicesLoading')
export const selectInvoicesFailed = (s: BillingSnapshot) => s.matches({ invoices: 'failed' })

export const selectMonthlySpend = (s: BillingSnapshot) => s.context.monthlySpend
export const selectIsSpendLoading = (s: BillingSnapshot) => s.hasTag('spendLoading')
/** The last monthly-spend read failed (the card says so in the catalogue's words). */
export const selectSpendFailed = (s: BillingSnapshot) => s.context.spendError !== null

export const selectDownloadingInvoiceId = (s: BillingSnapshot) => s.context.downloadingInvoiceId
/** The invoice address whose new tab the browser blocked, for the 'Open invoice' link; null otherwise. */
export const selectBlockedInvoiceUrl = (s: BillingSnapshot) =>
  s.context.invoiceLink?.blocked ? s.context.invoiceLink.url : null
export const selectIsDownloading = (s: BillingSnapshot) => s.hasTag('downloading')

export const selectIsCancelling = (s: BillingSnapshot) => s.hasTag('cancelling')
export const selectIsReactivating = (s: BillingSnapshot) => s.hasTag('reactivating')
/** Which action the subscription card shows: Cancel, Reactivate (until access ends) or Get Pro (once it has ended). */
export const selectSubscriptionOffer = (s: BillingSnapshot) => subscriptionOffer(s.context.billing)
/** Cancel or Reactivate can be pressed now (the machine's guards, and nothing else in flight). */
export const selectCanCancel = (s: BillingSnapshot) => s.can({ type: 'cancel.request' })
export const selectCanReactivate = (s: BillingSnapshot) => s.can({ type: 'reactivate.request' })
/** A subscription action or a billing load is in flight: the action buttons wait. */
export const selectIsBusy = (s: BillingSnapshot) => s.hasTag('busy') || s.hasTag('billingLoading')
