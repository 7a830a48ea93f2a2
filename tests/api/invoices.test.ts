import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { getInvoiceDownloadUrl, getInvoices } from '../../src/api/invoices'
import type { Invoice, InvoiceDownload } from '../../src/api/schemas'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { server } from '../support/setup'
import { BASE } from './fixtures'

const pro = demoAccount('pro')

beforeEach(() => scenarioStore.reset())

describe('getInvoices', () => {
  it('has the contract types', () => {
    expectTypeOf<Invoice>().toEqualTypeOf<{
      id: string
      createdAt: string
      amount: number | null
      status: string
      invoiceUrl: string | null
    }>()
    expectTypeOf<InvoiceDownload>().toEqualTypeOf<{
      success: boolean
      downloadUrl?: string | null
    }>()
  })

  it("lists pro@'s invoices newest first, with limit 10 by default", async () => {
    const limits: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      limits.push(new URL(request.url).searchParams.get('limit'))
    })
    const { invoices } = await getInvoices(pro.uid)
    server.events.removeAllListeners('request:start')
    expect(limits).toEqual(['10'])
    expect(invoices.length).toBeGreaterThanOrEqual(3)
    expect(invoices.some((i) => i.invoiceUrl === null)).toBe(true)
    expect(invoices.some((i) => i.amount === null)).toBe(true)
    const dates = invoices.map((i) => i.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('honours the limit', async () => {
    expect((await getInvoices(pro.uid, 2)).invoices).toHaveLength(2)
  })

  it('reads a missing invoices array as none', async () => {
    server.use(http.get(`${BASE}/api/user/:userId/invoices`, () => HttpResponse.json({})))
    await expect(getInvoices('u1')).resolves.toEqual({ invoices: [] })
  })
})

describe('getInvoiceDownloadUrl', () => {
  it('answers a sandbox download URL for an invoice of the user, sending user_id', async () => {
    let userId: string | null = null
    server.events.on('request:start', ({ request }) => {
      userId = new URL(request.url).searchParams.get('user_id')
    })
    const result = await getInvoiceDownloadUrl('inv_pro_0004', pro.uid)
    server.events.removeAllListeners('request:start')
    expect(userId).toBe(pro.uid)
    expect(result).toEqual({
      success: true,
      downloadUrl: `${new URL(BASE).origin}/sandbox/invoice/inv_pro_0004.pdf`,
    })
  })

  it('answers success false for an invoice without a file', async () => {
    await expect(getInvoiceDownloadUrl('inv_pro_0002', pro.uid)).resolves.toEqual({
      success: false,
      downloadUrl: null,
    })
  })

  it("refuses another user's invoice with 404", async () => {
    await expect(getInvoiceDownloadUrl('inv_pro_0004', demoAccount('free').uid)).rejects.toThrow(
      'Failed to get download URL: 404',
    )
  })
})
