import { fromPromise } from 'xstate'
import type {
  CancelConfirmationInput,
  DownloadInput,
  InvoicesInput,
  OpenOutcome,
  SubscriptionInput,
  UserInput,
} from '../../../machines/billing.events'
import { billingMachine } from '../../../machines/billing.machine'
import {
  cancelSubscription,
  getBillingInfo,
  getInvoiceDownloadUrl,
  getInvoices,
  getMonthlySpend,
  reactivateSubscription,
  type ApiSession,
} from '../../api'
import { showErrorToast, showSuccessToast } from '../../components/ui/toast-store'
import { invoiceUrlHosts } from '../../config'
import {
  BILLING_LOAD_FAILED,
  CANCEL_CONFIRMATION,
  CANCEL_FAILED,
  CANCEL_SUCCESS,
  CANCEL_SUCCESS_TITLE,
  ERROR_TOAST_TITLE,
  INVOICE_DOWNLOAD_FAILED,
  INVOICES_LOAD_FAILED,
  REACTIVATE_FAILED,
  REACTIVATE_SUCCESS,
  REACTIVATE_SUCCESS_TITLE,
  SPEND_LOAD_FAILED,
} from '../../domain/error-messages'
import { cancelPreview } from '../../domain/subscription-status'
import { openExternal } from '../../lib/safe-url'

/** The billing machine with the real backend calls (made with `session`'s token), the browser
 *  confirmation, toasts and the vetted new-tab opener. */
export const billingLogicWith = (session?: ApiSession) =>
  billingMachine.provide({
    actors: {
      // The spec's confirmation text, then the day access ends and what changes after it.
      confirmCancel: fromPromise(async ({ input }: { input: CancelConfirmationInput }) =>
        window.confirm(`${CANCEL_CONFIRMATION}\n\n${cancelPreview(input.billing)}`),
      ),
      fetchBillingInfo: fromPromise(
        ({ input, signal }: { input: UserInput; signal: AbortSignal }) =>
          getBillingInfo(input.userId, { signal, session }),
      ),
      fetchInvoices: fromPromise(
        ({ input, signal }: { input: InvoicesInput; signal: AbortSignal }) =>
          getInvoices(input.userId, input.limit, { signal, session }),
      ),
      fetchMonthlySpend: fromPromise(
        ({ input, signal }: { input: UserInput; signal: AbortSignal }) =>
          getMonthlySpend(input.userId, undefined, { signal, session }),
      ),
      cancelSubscription: fromPromise(({ input }: { input: SubscriptionInput }) =>
        cancelSubscription(input.subscriptionId, input.userId, { session }),
      ),
      reactivateSubscription: fromPromise(({ input }: { input: SubscriptionInput }) =>
        reactivateSubscription(input.subscriptionId, input.userId, { session }),
      ),
      fetchDownloadUrl: fromPromise(
        ({ input, signal }: { input: DownloadInput; signal: AbortSignal }) =>
          getInvoiceDownloadUrl(input.invoiceId, input.userId, { signal, session }),
      ),
      openInvoice: fromPromise(
        async ({ input }: { input: { url: string } }): Promise<OpenOutcome> =>
          openExternal(input.url, invoiceUrlHosts),
      ),
    },
    actions: {
      notifyBillingFailed: () => showErrorToast(ERROR_TOAST_TITLE, BILLING_LOAD_FAILED),
      notifyInvoicesFailed: () => showErrorToast(ERROR_TOAST_TITLE, INVOICES_LOAD_FAILED),
      notifySpendFailed: () => showErrorToast(ERROR_TOAST_TITLE, SPEND_LOAD_FAILED),
      notifyCancelled: () => showSuccessToast(CANCEL_SUCCESS_TITLE, CANCEL_SUCCESS),
      notifyCancelFailed: () => showErrorToast(ERROR_TOAST_TITLE, CANCEL_FAILED),
      notifyReactivated: () => showSuccessToast(REACTIVATE_SUCCESS_TITLE, REACTIVATE_SUCCESS),
      notifyReactivateFailed: (_, params) =>
        showErrorToast(ERROR_TOAST_TITLE, params.message ?? REACTIVATE_FAILED),
      notifyDownloadFailed: () => showErrorToast(ERROR_TOAST_TITLE, INVOICE_DOWNLOAD_FAILED),
    },
  })

/** The billing logic without a signed-in session (the storyboards' and unit tests' mock backend). */
export const billingLogic = billingLogicWith()
