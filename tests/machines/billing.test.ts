// The billing machine loading the Billing tab (billing info, then the latest invoices) and
// downloading an invoice; billing.actions.test.ts covers monthly spending, Cancel and Reactivate.
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { INVOICE_PAGE_SIZE } from '../../machines/billing.context'
import type { BillingInfo, InvoiceDownload, InvoiceList } from '../../src/api/schemas'
import {
  billingOf,
  deferred,
  invoice,
  invoiceList,
  loaded,
  settled,
  start,
  USER,
  type Fakes,
} from './billing.helpers'

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
