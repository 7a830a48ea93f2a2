import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { INVOICE_PAGE_SIZE } from '../../machines/billing.context'
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
import { activeBilling, deferred } from './purchase.fakes'

const USER = 'demo-pro-0002'
const DAY = 86_400_000
/** Dates around now: Reactivate is offered only until access ends. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const spend = (total: number): MonthlySpend => ({
  totalMonthlySpent: total,
  daysUntilReset: 12,
  nextResetDate: '2025-10-01T00:00:00.000Z',
  resetInfo: 'Monthly spending resets on the 1st of each month',
})

const billingOf = (over: Partial<BillingInfo> = {}): BillingInfo => ({
  ...activeBilling(),
  nextPaymentDate: inDays(26),
  monthlySpending: spend(42.5),
  ...over,
})

const invoice = (
  id: string,
  invoiceUrl: string | null = `https://app.embedpay.io/my-orders/${id}`,
): Invoice => ({
  id,
  createdAt: '2025-09-10T00:00:00.000Z',
  amount: 20,
  status: 'paid',
  invoiceUrl,
})
const invoiceList = (...invoices: Invoice[]): InvoiceList => ({ invoices })

interface Fakes {
  confirmCancel?: (input: CancelConfirmationInput) => Promise<boolean>
  fetchBillingInfo?: (input: UserInput) => Promise<BillingInfo>
  fetchInvoices?: (input: InvoicesInput) => Promise<InvoiceList>
  fetchMonthlySpend?: (input: UserInput) => Promise<MonthlySpend>
  cancelSubscription?: (input: SubscriptionInput) => Promise<SubscriptionActionResult>
  reactivateSubscription?: (input: SubscriptionInput) => Promise<SubscriptionActionResult>
  fetchDownloadUrl?: (input: DownloadInput) => Promise<InvoiceDownload>
  openInvoice?: (input: { url: string }) => Promise<OpenOutcome>
}

function start(fakes: Fakes = {}, userId: string | null = USER) {
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
  const notify = {
    notifyBillingFailed: vi.fn(),
    notifyInvoicesFailed: vi.fn(),
    notifySpendFailed: vi.fn(),
    notifyCancelled: vi.fn(),
    notifyCancelFailed: vi.fn(),
    notifyReactivated: vi.fn(),
    notifyReactivateFailed: vi.fn(),
    notifyDownloadFailed: vi.fn(),
  }
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
const settled = (actor: Started['actor']) =>
  waitFor(
    actor,
    (s) =>
      !s.hasTag('billingLoading') &&
      !s.hasTag('invoicesLoading') &&
      !s.hasTag('busy') &&
      !s.hasTag('spendLoading') &&
      !s.hasTag('downloading'),
  )

async function loaded(fakes: Fakes = {}) {
  const started = start(fakes)
  started.actor.send({ type: 'billing.open' })
  await settled(started.actor)
  return started
}

describe('billing machine: loading', () => {
  it('waits idle until the tab opens, loads nothing for an unknown user', () => {
    const { actor, calls } = start({}, null)
    expect(actor.getSnapshot().value).toEqual({
      info: 'idle',
      invoices: 'idle',
      spend: 'idle',
      download: 'idle',
    })
    actor.send({ type: 'billing.open' })
    actor.send({ type: 'billing.refresh' })
    actor.send({ type: 'invoices.load' })
    actor.send({ type: 'spend.refresh' })
    expect(actor.getSnapshot().matches({ info: 'idle' })).toBe(true)
    expect(calls.fetchBillingInfo).not.toHaveBeenCalled()
    expect(calls.fetchInvoices).not.toHaveBeenCalled()
    expect(calls.fetchMonthlySpend).not.toHaveBeenCalled()
  })

  it('asks for no invoices and no spend before the billing is loaded, as the tab shows neither', async () => {
    const billing = deferred<BillingInfo>()
    const { actor, calls } = start({ fetchBillingInfo: () => billing.promise })
    actor.send({ type: 'invoices.load' })
    actor.send({ type: 'spend.refresh' })
    actor.send({ type: 'billing.open' })
    actor.send({ type: 'invoices.load' })
    actor.send({ type: 'spend.refresh' })
    expect(actor.getSnapshot().value).toMatchObject({ invoices: 'idle', spend: 'idle' })
    expect(calls.fetchInvoices).not.toHaveBeenCalled()
    expect(calls.fetchMonthlySpend).not.toHaveBeenCalled()

    billing.resolve(billingOf())
    await waitFor(actor, (s) => s.matches({ invoices: 'loaded' }))
    actor.send({ type: 'spend.refresh' })
    expect(calls.fetchMonthlySpend).toHaveBeenCalledTimes(1)
  })

  it('loads billing info when the tab opens, then the 10 latest invoices, each with its own busy tag', async () => {
    const billing = deferred<BillingInfo>()
    const invoices = deferred<InvoiceList>()
    const { actor, calls } = start({
      fetchBillingInfo: () => billing.promise,
      fetchInvoices: () => invoices.promise,
    })
    actor.send({ type: 'billing.open' })
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(true)
    expect(actor.getSnapshot().hasTag('invoicesLoading')).toBe(false)
    expect(calls.fetchBillingInfo).toHaveBeenCalledWith({ userId: USER })
    expect(calls.fetchInvoices).not.toHaveBeenCalled()

    billing.resolve(billingOf())
    await waitFor(actor, (s) => s.hasTag('invoicesLoading'))
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(false)
    expect(actor.getSnapshot().context.billing?.subscriptionId).toBe('sub_pro_0002')
    expect(calls.fetchInvoices).toHaveBeenCalledWith({ userId: USER, limit: 10 })

    invoices.resolve(invoiceList(invoice('inv_1')))
    await waitFor(actor, (s) => s.matches({ invoices: 'loaded' }))
    expect(actor.getSnapshot().context.invoices?.map((i) => i.id)).toEqual(['inv_1'])
  })

  it('does not reload when the tab opens again with billing loaded', async () => {
    const { actor, calls } = await loaded()
    actor.send({ type: 'billing.open' })
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(false)
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
  })

  it('keeps at most the page size of invoices', async () => {
    const many = Array.from({ length: 14 }, (_, i) => invoice(`inv_${i}`))
    const { actor } = await loaded({ fetchInvoices: async () => invoiceList(...many) })
    expect(INVOICE_PAGE_SIZE).toBe(10)
    expect(actor.getSnapshot().context.invoices).toHaveLength(10)
  })

  it('takes the month spending from billing info', async () => {
    const { actor } = await loaded()
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(42.5)
  })

  it('a billing failure notifies, stores the reason, loads no invoices, and opening the tab again retries', async () => {
    let fail = true
    const { actor, calls, notify } = start({
      fetchBillingInfo: async () => {
        if (fail) throw new Error('Failed to get billing info: 500')
        return billingOf()
      },
    })
    actor.send({ type: 'billing.open' })
    await waitFor(actor, (s) => s.matches({ info: 'failed' }))
    expect(notify.notifyBillingFailed).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.billingError).toBe('Failed to get billing info: 500')
    expect(calls.fetchInvoices).not.toHaveBeenCalled()

    fail = false
    actor.send({ type: 'billing.open' })
    await waitFor(actor, (s) => s.matches({ info: 'loaded', invoices: 'loaded' }))
    expect(actor.getSnapshot().context.billingError).toBeNull()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })

  it('Refresh reloads billing info and then the invoices', async () => {
    let plan = 'Pro Plan'
    const { actor, calls } = await loaded({
      fetchBillingInfo: async () => billingOf({ plan: { name: plan, price_monthly: 20 } }),
    })
    plan = 'Teams Plan'
    actor.send({ type: 'billing.refresh' })
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(true)
    // The loaded billing stays visible while it reloads.
    expect(actor.getSnapshot().context.billing?.plan?.name).toBe('Pro Plan')
    await settled(actor)
    expect(actor.getSnapshot().context.billing?.plan?.name).toBe('Teams Plan')
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
    expect(calls.fetchInvoices).toHaveBeenCalledTimes(2)
  })

  it('a failed Refresh keeps what was loaded and notifies', async () => {
    let fail = false
    const { actor, notify } = await loaded({
      fetchBillingInfo: async () => {
        if (fail) throw new Error('Failed to get billing info: network error')
        return billingOf()
      },
    })
    fail = true
    actor.send({ type: 'billing.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
    expect(actor.getSnapshot().context.billing).not.toBeNull()
    expect(notify.notifyBillingFailed).toHaveBeenCalledOnce()
  })

  it('an invoices failure notifies and stores the reason; invoices.load retries', async () => {
    let fail = true
    const { actor, calls, notify } = await loaded({
      fetchInvoices: async () => {
        if (fail) throw new Error('Failed to get invoices: 503')
        return invoiceList(invoice('inv_1'))
      },
    })
    expect(actor.getSnapshot().matches({ invoices: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.invoicesError).toBe('Failed to get invoices: 503')
    expect(notify.notifyInvoicesFailed).toHaveBeenCalledOnce()
    // Billing is unaffected.
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
    fail = false
    actor.send({ type: 'invoices.load' })
    await waitFor(actor, (s) => s.matches({ invoices: 'loaded' }))
    expect(actor.getSnapshot().context.invoicesError).toBeNull()
    expect(calls.fetchInvoices).toHaveBeenCalledTimes(2)
  })
})

describe('billing machine: monthly spending', () => {
  it('its own Refresh loads the month spend', async () => {
    const { actor, calls } = await loaded()
    actor.send({ type: 'spend.refresh' })
    expect(actor.getSnapshot().hasTag('spendLoading')).toBe(true)
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(false)
    await settled(actor)
    expect(calls.fetchMonthlySpend).toHaveBeenCalledWith({ userId: USER })
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(50)
  })

  it('a failure keeps the figures, stores and notifies the reason', async () => {
    const { actor, notify } = await loaded({
      fetchMonthlySpend: async () => {
        throw new Error('Failed to get monthly spend: 500')
      },
    })
    actor.send({ type: 'spend.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(42.5)
    expect(actor.getSnapshot().context.spendError).toBe('Failed to get monthly spend: 500')
    expect(notify.notifySpendFailed).toHaveBeenCalledWith({
      message: 'Failed to get monthly spend: 500',
    })
  })

  it('billing info without spending keeps the figures of the card', async () => {
    let withSpend = true
    const { actor } = await loaded({
      fetchBillingInfo: async () => billingOf({ monthlySpending: withSpend ? spend(42.5) : null }),
    })
    withSpend = false
    actor.send({ type: 'billing.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(42.5)
  })
})

const cancelling = (actor: Started['actor']) =>
  waitFor(actor, (s) => s.matches({ info: { loaded: 'cancelling' } }))

describe('billing machine: cancel', () => {
  it('asks for confirmation first, naming the subscription; confirmed, it cancels, notifies success and reloads billing', async () => {
    const answer = deferred<boolean>()
    const cancel = deferred<SubscriptionActionResult>()
    const { actor, calls, notify } = await loaded({
      confirmCancel: () => answer.promise,
      cancelSubscription: () => cancel.promise,
    })
    actor.send({ type: 'cancel.request' })
    expect(actor.getSnapshot().matches({ info: { loaded: 'confirmingCancel' } })).toBe(true)
    expect(calls.confirmCancel).toHaveBeenCalledExactlyOnceWith({
      billing: actor.getSnapshot().context.billing,
    })
    expect(calls.cancelSubscription).not.toHaveBeenCalled()
    // Nothing else is offered while the confirmation is open.
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'billing.refresh' })).toBe(false)
    answer.resolve(true)
    await cancelling(actor)
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true)
    expect(calls.cancelSubscription).toHaveBeenCalledWith({
      subscriptionId: 'sub_pro_0002',
      userId: USER,
    })
    cancel.resolve({ success: true })
    await settled(actor)
    expect(notify.notifyCancelled).toHaveBeenCalledOnce()
    expect(notify.notifyCancelFailed).not.toHaveBeenCalled()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['declined', async () => false],
    [
      'the confirmation fails',
      async (): Promise<boolean> => Promise.reject(new Error('confirm is not available')),
    ],
  ])('%s, it calls nothing and says nothing', async (_, confirmCancel) => {
    const { actor, calls, notify } = await loaded({ confirmCancel })
    actor.send({ type: 'cancel.request' })
    await waitFor(actor, (s) => s.matches({ info: { loaded: 'idle' } }))
    expect(calls.confirmCancel).toHaveBeenCalledOnce()
    expect(calls.cancelSubscription).not.toHaveBeenCalled()
    expect(notify.notifyCancelled).not.toHaveBeenCalled()
    expect(notify.notifyCancelFailed).not.toHaveBeenCalled()
    // Cancel is offered again.
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(true)
  })

  it.each([
    [
      'the call fails',
      async (): Promise<SubscriptionActionResult> =>
        Promise.reject(new Error('Failed to cancel subscription: 500')),
    ],
    [
      'the answer says success false',
      async (): Promise<SubscriptionActionResult> => ({ success: false, message: 'nope' }),
    ],
  ])('notifies the failure and does not reload when %s', async (_, cancelSubscription) => {
    const { actor, calls, notify } = await loaded({ cancelSubscription })
    actor.send({ type: 'cancel.request' })
    await cancelling(actor)
    await settled(actor)
    expect(notify.notifyCancelFailed).toHaveBeenCalledOnce()
    expect(notify.notifyCancelled).not.toHaveBeenCalled()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
  })

  it.each([
    ['cancelled', { isCancelled: true, endsAt: inDays(5) }],
    ['cancelled and ended', { isCancelled: true, endsAt: inDays(-5) }],
    ['cancellation requested', { cancellationRequested: true }],
    [
      'without a subscription id',
      { subscriptionId: null, plan: { name: 'Free', price_monthly: 0 } },
    ],
  ])('is not offered when %s', async (_, over) => {
    const { actor, calls } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(false)
    actor.send({ type: 'cancel.request' })
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
    expect(calls.confirmCancel).not.toHaveBeenCalled()
  })

  it('is not offered before billing is loaded', () => {
    const { actor, calls } = start({ fetchBillingInfo: () => new Promise(() => {}) })
    actor.send({ type: 'cancel.request' })
    actor.send({ type: 'billing.open' })
    actor.send({ type: 'cancel.request' })
    expect(calls.confirmCancel).not.toHaveBeenCalled()
  })

  it('Refresh waits while a cancel is in flight', async () => {
    const cancel = deferred<SubscriptionActionResult>()
    const { actor, calls } = await loaded({ cancelSubscription: () => cancel.promise })
    actor.send({ type: 'cancel.request' })
    await cancelling(actor)
    actor.send({ type: 'billing.refresh' })
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    cancel.resolve({ success: true })
    await settled(actor)
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })
})

describe('billing machine: reactivate', () => {
  it.each([
    [
      'cancelled, access ending in 5 days',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: inDays(5) },
    ],
    ['cancelled, no end date', { isCancelled: true, subscriptionStatus: 'cancelled' }],
    ['cancellation requested', { cancellationRequested: true }],
  ])('when %s, reactivates, notifies and reloads', async (_, over) => {
    const { actor, calls, notify } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    actor.send({ type: 'reactivate.request' })
    expect(actor.getSnapshot().hasTag('reactivating')).toBe(true)
    expect(calls.reactivateSubscription).toHaveBeenCalledWith({
      subscriptionId: 'sub_pro_0002',
      userId: USER,
    })
    await settled(actor)
    expect(notify.notifyReactivated).toHaveBeenCalledOnce()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['an active subscription', {}],
    ['no subscription id', { subscriptionId: null, isCancelled: true }],
    [
      'a cancelled subscription whose access has ended',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: inDays(-1) },
    ],
    [
      'a requested cancellation past its end date',
      { cancellationRequested: true, endsAt: inDays(-1) },
    ],
    [
      'a requested cancellation past its next payment date',
      { cancellationRequested: true, nextPaymentDate: inDays(-1) },
    ],
  ])('is not offered for %s', async (_, over) => {
    const { actor, calls } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    expect(actor.getSnapshot().can({ type: 'reactivate.request' })).toBe(false)
    actor.send({ type: 'reactivate.request' })
    expect(actor.getSnapshot().hasTag('reactivating')).toBe(false)
    expect(calls.reactivateSubscription).not.toHaveBeenCalled()
  })

  it('stops being offered when access ends while the tab is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { actor, calls } = await loaded({
        fetchBillingInfo: async () => billingOf({ cancellationRequested: true, endsAt: inDays(1) }),
      })
      expect(actor.getSnapshot().can({ type: 'reactivate.request' })).toBe(true)
      vi.setSystemTime(Date.now() + 2 * DAY)
      actor.send({ type: 'reactivate.request' })
      expect(calls.reactivateSubscription).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    [
      'a rejection',
      async (): Promise<SubscriptionActionResult> =>
        Promise.reject(new Error('Subscription already ended')),
      'Subscription already ended',
    ],
    [
      'success false with a message',
      async (): Promise<SubscriptionActionResult> => ({ success: false, message: 'Not allowed' }),
      'Not allowed',
    ],
    [
      'success false without a message',
      async (): Promise<SubscriptionActionResult> => ({ success: false }),
      null,
    ],
  ])(
    'a failure by %s notifies its text and does not reload',
    async (_, reactivateSubscription, message) => {
      const { actor, calls, notify } = await loaded({
        fetchBillingInfo: async () => billingOf({ cancellationRequested: true }),
        reactivateSubscription,
      })
      actor.send({ type: 'reactivate.request' })
      await settled(actor)
      expect(notify.notifyReactivateFailed).toHaveBeenCalledWith({ message })
      expect(notify.notifyReactivated).not.toHaveBeenCalled()
      expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    },
  )
})

describe('billing machine: invoice download', () => {
  it('fetches the URL of a listed invoice and opens it', async () => {
    const { actor, calls, notify } = await loaded()
    actor.send({ type: 'invoice.download', invoiceId: 'inv_2' })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    expect(actor.getSnapshot().context.downloadingInvoiceId).toBe('inv_2')
    await settled(actor)
    expect(calls.fetchDownloadUrl).toHaveBeenCalledWith({ invoiceId: 'inv_2', userId: USER })
    expect(calls.openInvoice).toHaveBeenCalledWith({ url: 'https://app.embedpay.io/inv_2.pdf' })
    expect(notify.notifyDownloadFailed).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.downloadingInvoiceId).toBeNull()
  })

  it.each([
    ['an invoice without invoiceUrl', 'inv_1'],
    ['an invoice not in the list', 'inv_other'],
  ])('ignores %s', async (_, invoiceId) => {
    const { actor, calls } = await loaded()
    actor.send({ type: 'invoice.download', invoiceId })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(false)
    expect(calls.fetchDownloadUrl).not.toHaveBeenCalled()
  })

  it.each<[string, Fakes]>([
    [
      'the call fails',
      {
        fetchDownloadUrl: async () => Promise.reject(new Error('Failed to get download URL: 500')),
      },
    ],
    [
      'the result says success false',
      {
        fetchDownloadUrl: async () => ({
          success: false,
          downloadUrl: 'https://app.embedpay.io/x.pdf',
        }),
      },
    ],
    [
      'the result has no URL',
      { fetchDownloadUrl: async () => ({ success: true, downloadUrl: null }) },
    ],
    [
      'the result has an empty URL',
      { fetchDownloadUrl: async () => ({ success: true, downloadUrl: '  ' }) },
    ],
    ['the URL is refused', { openInvoice: async () => 'refused' as const }],
    ['opening throws', { openInvoice: async () => Promise.reject(new Error('boom')) }],
  ])('notifies a failed download when %s', async (_, fakes) => {
    const { actor, notify } = await loaded(fakes)
    actor.send({ type: 'invoice.download', invoiceId: 'inv_2' })
    await settled(actor)
    expect(notify.notifyDownloadFailed).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.downloadingInvoiceId).toBeNull()
  })

  it("keeps the vetted address when the browser blocks the tab, for the 'Open invoice' link; no failure toast; dismissing clears it", async () => {
    const { actor, notify } = await loaded({ openInvoice: async () => 'blocked' as const })
    actor.send({ type: 'invoice.download', invoiceId: 'inv_2' })
    await settled(actor)
    expect(notify.notifyDownloadFailed).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.downloadingInvoiceId).toBeNull()
    expect(actor.getSnapshot().context.invoiceLink).toEqual({
      invoiceId: 'inv_2',
      url: 'https://app.embedpay.io/inv_2.pdf',
      blocked: true,
    })
    actor.send({ type: 'invoiceLink.dismiss' })
    expect(actor.getSnapshot().context.invoiceLink).toBeNull()
  })

  it('forgets the address once the tab opened', async () => {
    const { actor } = await loaded()
    actor.send({ type: 'invoice.download', invoiceId: 'inv_2' })
    await settled(actor)
    expect(actor.getSnapshot().context.invoiceLink).toBeNull()
  })

  it('takes one download at a time', async () => {
    const url = deferred<InvoiceDownload>()
    const { actor, calls } = await loaded({
      fetchInvoices: async () => invoiceList(invoice('inv_2'), invoice('inv_3')),
      fetchDownloadUrl: () => url.promise,
    })
    actor.send({ type: 'invoice.download', invoiceId: 'inv_2' })
    actor.send({ type: 'invoice.download', invoiceId: 'inv_3' })
    expect(calls.fetchDownloadUrl).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.downloadingInvoiceId).toBe('inv_2')
    url.resolve({ success: true, downloadUrl: 'https://app.embedpay.io/inv_2.pdf' })
    await settled(actor)
    expect(calls.openInvoice).toHaveBeenCalledOnce()
  })
})
