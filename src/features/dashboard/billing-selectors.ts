import type { SnapshotFrom } from 'xstate'
import type { billingMachine } from '../../../machines/billing.machine'
import { cancelPreview, paymentOutlook, planDisplayName, subscriptionDisplayStatus } from '../../domain/subscription-status'

type BillingSnapshot = SnapshotFrom<typeof billingMachine>

/** Snapshot -> view props of the Billing tab, so that views never spell state names. */
export const billingSelectors = {
  billing: (s: BillingSnapshot) => s.context.billing,
  isBillingLoading: (s: BillingSnapshot) => s.hasTag('billingLoading'),
  /** Nothing could be loaded (a failed reload keeps the old data and shows no error row). */
  billingFailed: (s: BillingSnapshot) => s.matches({ info: 'failed' }),
  billingError: (s: BillingSnapshot) => s.context.billingError,

  invoices: (s: BillingSnapshot) => s.context.invoices,
  isInvoicesLoading: (s: BillingSnapshot) => s.hasTag('invoicesLoading'),
  invoicesFailed: (s: BillingSnapshot) => s.matches({ invoices: 'failed' }),
  invoicesError: (s: BillingSnapshot) => s.context.invoicesError,

  monthlySpend: (s: BillingSnapshot) => s.context.monthlySpend,
  isSpendLoading: (s: BillingSnapshot) => s.hasTag('spendLoading'),
  /** The last monthly-spend read failed (the card says so in the catalogue's words). */
  spendFailed: (s: BillingSnapshot) => s.context.spendError !== null,

  downloadingInvoiceId: (s: BillingSnapshot) => s.context.downloadingInvoiceId,
  /** The invoice address whose new tab the browser blocked, for the 'Open invoice' link; null otherwise. */
  blockedInvoiceUrl: (s: BillingSnapshot) => (s.context.invoiceLink?.blocked ? s.context.invoiceLink.url : null),
  isDownloading: (s: BillingSnapshot) => s.hasTag('downloading'),

  isCancelling: (s: BillingSnapshot) => s.hasTag('cancelling'),
  isReactivating: (s: BillingSnapshot) => s.hasTag('reactivating'),
  isConfirmingCancel: (s: BillingSnapshot) => s.hasTag('confirmingCancel'),
  /** A subscription action or a billing load is in flight: the action buttons wait. */
  isBusy: (s: BillingSnapshot) => s.hasTag('busy') || s.hasTag('billingLoading'),
  canRequestCancel: (s: BillingSnapshot) => s.can({ type: 'cancel.request' }),
  canRequestReactivate: (s: BillingSnapshot) => s.can({ type: 'reactivate.request' }),
}

/** The Current Plan card's plan name: trailing 'Plan' removed, default Free. */
export const planNameOf = (billing: BillingSnapshot['context']['billing']) => planDisplayName(billing?.plan?.name)

export { cancelPreview, paymentOutlook, subscriptionDisplayStatus }
