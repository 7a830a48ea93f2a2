import { assign, fromPromise, raise, setup } from 'xstate'
import { INVOICE_PAGE_SIZE, type BillingContext, type BillingInput } from './billing.context'
import type {
  BillingEvent,
  CancelConfirmationInput,
  DownloadInput,
  InvoicesInput,
  OpenOutcome,
  SubscriptionInput,
  UserInput,
} from './billing.events'
import { eventError } from './error-text'
import { notProvided } from './not-provided'
import { subscriptionOffer } from '../src/domain/subscription-status'
import type {
  BillingInfo,
  InvoiceDownload,
  InvoiceList,
  MonthlySpend,
  SubscriptionActionResult,
} from '../src/api/schemas'

/** The billing tab's types and named implementations; the chart is in billing.machine.ts. */
export const billingSetup = setup({
  types: {
    context: {} as BillingContext,
    events: {} as BillingEvent,
    input: {} as BillingInput,
  },
  actors: {
    fetchBillingInfo: fromPromise<BillingInfo, UserInput>(notProvided('fetchBillingInfo')),
    fetchInvoices: fromPromise<InvoiceList, InvoicesInput>(notProvided('fetchInvoices')),
    fetchMonthlySpend: fromPromise<MonthlySpend, UserInput>(notProvided('fetchMonthlySpend')),
    /** Asks the buyer to confirm the cancel (the spec's browser confirmation): true to go ahead. */
    confirmCancel: fromPromise<boolean, CancelConfirmationInput>(notProvided('confirmCancel')),
    cancelSubscription: fromPromise<SubscriptionActionResult, SubscriptionInput>(
      notProvided('cancelSubscription'),
    ),
    reactivateSubscription: fromPromise<SubscriptionActionResult, SubscriptionInput>(
      notProvided('reactivateSubscription'),
    ),
    fetchDownloadUrl: fromPromise<InvoiceDownload, DownloadInput>(notProvided('fetchDownloadUrl')),
    /** Opens the vetted download URL in a new tab. */
    openInvoice: fromPromise<OpenOutcome, { url: string }>(notProvided('openInvoice')),
  },
  actions: {
    // Notifications: the app shows toasts; by default they do nothing.
    notifyBillingFailed: () => {},
    notifyInvoicesFailed: () => {},
    notifySpendFailed: (_, _params: { message: string | null }) => {},
    notifyCancelled: () => {},
    notifyCancelFailed: () => {},
    notifyReactivated: () => {},
    notifyReactivateFailed: (_, _params: { message: string | null }) => {},
    notifyDownloadFailed: () => {},

    storeBilling: assign((_, billing: BillingInfo) => ({
      billing,
      billingError: null,
      // Billing info carries this month's spending; keep the card's own figures when it has none.
      ...(billing.monthlySpending
        ? { monthlySpend: billing.monthlySpending, spendError: null }
        : {}),
    })),
    storeBillingError: assign({ billingError: ({ event }) => eventError(event) }),
    storeInvoices: assign((_, list: InvoiceList) => ({
      invoices: (list.invoices ?? []).slice(0, INVOICE_PAGE_SIZE),
      invoicesError: null,
    })),
    storeInvoicesError: assign({ invoicesError: ({ event }) => eventError(event) }),
    storeSpend: assign((_, spend: MonthlySpend) => ({ monthlySpend: spend, spendError: null })),
    storeSpendError: assign({ spendError: ({ event }) => eventError(event) }),
    markDownloading: assign((_, invoiceId: string) => ({
      downloadingInvoiceId: invoiceId,
      invoiceLink: null,
    })),
    storeInvoiceLink: assign(({ context }, url: string) => ({
      invoiceLink: { invoiceId: context.downloadingInvoiceId!, url, blocked: false },
    })),
    markLinkBlocked: assign(({ context }) => ({
      invoiceLink: context.invoiceLink && { ...context.invoiceLink, blocked: true },
    })),
    clearInvoiceLink: assign({ invoiceLink: null }),
    clearDownloading: assign({ downloadingInvoiceId: null }),
    loadInvoices: raise({ type: 'invoices.load' }),
  },
  guards: {
    isUserKnown: ({ context }) => context.userId !== null,
    hasBilling: ({ context }) => context.billing !== null,
    /** Offered only when neither cancelled nor cancellation requested, and there is a subscription id. */
    canCancel: ({ context }) =>
      Boolean(context.billing?.subscriptionId) && subscriptionOffer(context.billing) === 'cancel',
    /** Offered for a cancelled or cancelling subscription with an id, until its access ends. */
    canReactivate: ({ context }) =>
      Boolean(context.billing?.subscriptionId) &&
      subscriptionOffer(context.billing) === 'reactivate',
    isConfirmed: (_, confirmed: boolean) => confirmed,
    /** Only an invoice of the loaded list, and only one with an invoiceUrl. */
    isDownloadable: ({ context }, invoiceId: string) =>
      Boolean(context.invoices?.some((invoice) => invoice.id === invoiceId && invoice.invoiceUrl)),
    /** The download result says success and gives a URL. */
    isUsableDownload: (_, result: InvoiceDownload) =>
      result.success === true &&
      typeof result.downloadUrl === 'string' &&
      result.downloadUrl.trim() !== '',
    wasOpened: (_, outcome: OpenOutcome) => outcome === 'opened',
    wasBlocked: (_, outcome: OpenOutcome) => outcome === 'blocked',
    /** An answer of success false is a failure even with status 200. */
    actionSucceeded: (_, result: SubscriptionActionResult) => result.success !== false,
  },
})
