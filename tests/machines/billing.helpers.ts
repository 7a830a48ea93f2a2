/**
 * What the billing machine's unit tests share (billing.test.ts, billing.actions.test.ts): billing,
 * spend and invoice samples, and the machine started with spies on every service and notification.
 */
import { vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type {
  CancelConfirmationInput,
  DownloadInput,
  InvoicesInput,
  OpenOutcome,
  SubscriptionInput,
  UserInput,
} from '../../machines/billing.events'
import { billingMachine } from '../../machines/billing.machine'
import type {
  BillingInfo,
  Invoice,
  InvoiceDownload,
  InvoiceList,
  MonthlySpend,
  SubscriptionActionResult,
} from '../../src/api/schemas'
import { activeBilling } from './purchase.fakes'

export { deferred } from './purchase.fakes'

export const USER = 'demo-pro-0002'
export const DAY = 86_400_000
/** Dates around now: Reactivate is offered only until access ends. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export const spend = (total: number): MonthlySpend => ({
  totalMonthlySpent: total,
  daysUntilReset: 12,
  nextResetDate: '2025-10-01T00:00:00.000Z',
  resetInfo: 'Monthly spending resets on the 1st of each month',
})

export const billingOf = (over: Partial<BillingInfo> = {}): BillingInfo => ({
  ...activeBilling(),
  nextPaymentDate: inDays(26),
  monthlySpending: spend(42.5),
  ...over,
})

export const invoice = (
  id: string,
  invoiceUrl: string | null = `https://app.embedpay.io/my-orders/${id}`,
): Invoice => ({
  id,
  createdAt: '2025-09-10T00:00:00.000Z',
  amount: 20,
  status: 'paid',
  invoiceUrl,
})
export const invoiceList = (...invoices: Invoice[]): InvoiceList => ({ invoices })

export interface Fakes {
  confirmCancel?: (input: CancelConfirmationInput) => Promise<boolean>
  fetchBillingInfo?: (input: UserInput) => Promise<BillingInfo>
  fetchInvoices?: (input: InvoicesInput) => Promise<InvoiceList>
  fetchMonthlySpend?: (input: UserInput) => Promise<MonthlySpend>
  cancelSubscription?: (input: SubscriptionInput) => Promise<SubscriptionActionResult>
  reactivateSubscription?: (input: SubscriptionInput) => Promise<SubscriptionActionResult>
  fetchDownloadUrl?: (input: DownloadInput) => Promise<InvoiceDownload>
  openInvoice?: (input: { url: string }) => Promise<OpenOutcome>
}

/** A spy for each of the billing machine's notifications. */
export const notifySpies = () => ({
  notifyBillingFailed: vi.fn(),
  notifyInvoicesFailed: vi.fn(),
  notifySpendFailed: vi.fn(),
  notifyCancelled: vi.fn(),
  notifyCancelFailed: vi.fn(),
  notifyReactivated: vi.fn(),
  notifyReactivateFailed: vi.fn(),
  notifyDownloadFailed: vi.fn(),
})

export function start(fakes: Fakes = {}, userId: string | null = USER) {
  const calls = {
    fetchBillingInfo: vi.fn(fakes.fetchBillingInfo ?? (async () => billingOf())),
    fetchInvoices: vi.fn(
      fakes.fetchInvoices ?? (async () => invoiceList(invoice('inv_2'), invoice('inv_1', null))),
    ),
    fetchMonthlySpend: vi.fn(fakes.fetchMonthlySpend ?? (async () => spend(50))),
    confirmCancel: vi.fn(fakes.confirmCancel ?? (async () => true)),
    cancelSubscription: vi.fn(fakes.cancelSubscription ?? (async () => ({ success: true }))),
    reactivateSubscription: vi.fn(
      fakes.reactivateSubscription ?? (async () => ({ success: true })),
    ),
    fetchDownloadUrl: vi.fn(
      fakes.fetchDownloadUrl ??
        (async () => ({ success: true, downloadUrl: 'https://app.embedpay.io/inv_2.pdf' })),
    ),
    openInvoice: vi.fn(fakes.openInvoice ?? (async (): Promise<OpenOutcome> => 'opened')),
  }
  const notify = notifySpies()
  const logic = billingMachine.provide({
    actors: {
      fetchBillingInfo: fromPromise(({ input }: { input: UserInput }) =>
        calls.fetchBillingInfo(input),
      ),
      fetchInvoices: fromPromise(({ input }: { input: InvoicesInput }) =>
        calls.fetchInvoices(input),
      ),
      fetchMonthlySpend: fromPromise(({ input }: { input: UserInput }) =>
        calls.fetchMonthlySpend(input),
      ),
      confirmCancel: fromPromise(({ input }: { input: CancelConfirmationInput }) =>
        calls.confirmCancel(input),
      ),
      cancelSubscription: fromPromise(({ input }: { input: SubscriptionInput }) =>
        calls.cancelSubscription(input),
      ),
      reactivateSubscription: fromPromise(({ input }: { input: SubscriptionInput }) =>
        calls.reactivateSubscription(input),
      ),
      fetchDownloadUrl: fromPromise(({ input }: { input: DownloadInput }) =>
        calls.fetchDownloadUrl(input),
      ),
      openInvoice: fromPromise(({ input }: { input: { url: string } }) => calls.openInvoice(input)),
    },
    actions: {
      notifyBillingFailed: notify.notifyBillingFailed,
      notifyInvoicesFailed: notify.notifyInvoicesFailed,
      notifySpendFailed: (_, params) => notify.notifySpendFailed(params),
      notifyCancelled: notify.notifyCancelled,
      notifyCancelFailed: notify.notifyCancelFailed,
      notifyReactivated: notify.notifyReactivated,
      notifyReactivateFailed: (_, params) => notify.notifyReactivateFailed(params),
      notifyDownloadFailed: notify.notifyDownloadFailed,
    },
  })
  const actor = createActor(logic, { input: { userId } })
  actor.start()
  return { actor, calls, notify }
}

type Started = ReturnType<typeof start>
export const settled = (actor: Started['actor']) =>
  waitFor(
    actor,
    (s) =>
      !s.hasTag('billingLoading') &&
      !s.hasTag('invoicesLoading') &&
      !s.hasTag('busy') &&
      !s.hasTag('spendLoading') &&
      !s.hasTag('downloading'),
  )

export async function loaded(fakes: Fakes = {}) {
  const started = start(fakes)
  started.actor.send({ type: 'billing.open' })
  await settled(started.actor)
  return started
}

export const cancelling = (actor: Started['actor']) =>
  waitFor(actor, (s) => s.matches({ info: { loaded: 'cancelling' } }))
