/**
 * Every API call against the same failure modes: success, HTTP 500 with and without an error
 * body, a dropped connection, a non-JSON answer and a JSON answer of the wrong shape. Each
 * failure must reject with that call's catalogue text (and the right kind), never anything else.
 */
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { getBillingInfo, getMonthlySpend } from '../../src/api/billing'
import { getCheckoutConfig } from '../../src/api/checkout-config'
import { ApiError, PurchaseError } from '../../src/api/errors'
import { testPaymentProvider } from '../../src/api/health'
import { getInvoiceDownloadUrl, getInvoices } from '../../src/api/invoices'
import { purchase } from '../../src/api/purchase'
import { cancelSubscription, reactivateSubscription } from '../../src/api/subscription'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { server } from '../support/setup'
import { BASE, proRequest } from './fixtures'

interface CallCase {
  name: string
  method: 'get' | 'post'
  path: string
  call: () => Promise<unknown>
  /** The expected text for a failure with this status (number or word). */
  text: (status: number | string) => string
  /** Whether the server's `error` field replaces the text on an HTTP error. */
  usesServerError: boolean
  /** Whether every failure without an HTTP answer reads the same (the purchase's 'Unable to open checkout'). */
  fixedNoAnswerText?: string
  /** A JSON body with a field of the wrong type (undefined when the call accepts any JSON). */
  wrongShape?: unknown
  /** The error class expected. */
  errorClass: typeof ApiError
}

const cases: CallCase[] = [
  {
    name: 'purchase',
    method: 'post',
    path: '/api/purchase',
    call: () => purchase(proRequest),
    text: (status) => `Backend error: ${status}`,
    usesServerError: true,
    fixedNoAnswerText: 'Unable to open checkout. Please try again.',
    wrongShape: { provider: 42, ident: 'chk_1' },
    errorClass: PurchaseError,
  },
  {
    name: 'getCheckoutConfig',
    method: 'get',
    path: '/api/embedpay/config',
    call: () => getCheckoutConfig(),
    text: (status) => `Failed to get checkout config: ${status}`,
    usesServerError: false,
    wrongShape: { brand: { color: 7 } },
    errorClass: ApiError,
  },
  {
    name: 'getBillingInfo',
    method: 'get',
    path: '/api/user/demo-pro-0002/billing',
    call: () => getBillingInfo('demo-pro-0002'),
    text: (status) => `Failed to get billing info: ${status}`,
    usesServerError: false,
    wrongShape: { subscriptionId: 'sub_1', isCancelled: 'no' },
    errorClass: ApiError,
  },
  {
    name: 'getMonthlySpend',
    method: 'get',
    path: '/api/user/demo-pro-0002/monthly-spend',
    call: () => getMonthlySpend('demo-pro-0002'),
    text: (status) => `Failed to get monthly spend: ${status}`,
    usesServerError: false,
    wrongShape: { totalMonthlySpent: '42.5' },
    errorClass: ApiError,
  },
  {
    name: 'getInvoices',
    method: 'get',
    path: '/api/user/demo-pro-0002/invoices',
    call: () => getInvoices('demo-pro-0002'),
    text: (status) => `Failed to get invoices: ${status}`,
    usesServerError: false,
    wrongShape: { invoices: [{ id: 1, createdAt: '2025-09-11', amount: 20, status: 'paid' }] },
    errorClass: ApiError,
  },
  {
    name: 'getInvoiceDownloadUrl',
    method: 'get',
    path: '/api/invoice/inv_pro_0004/download',
    call: () => getInvoiceDownloadUrl('inv_pro_0004', 'demo-pro-0002'),
    text: (status) => `Failed to get download URL: ${status}`,
    usesServerError: false,
    wrongShape: { success: 'yes', downloadUrl: 'https://x' },
    errorClass: ApiError,
  },
  {
    name: 'cancelSubscription',
    method: 'post',
    path: '/api/subscription/sub_pro_0002/cancel',
    call: () => cancelSubscription('sub_pro_0002', 'demo-pro-0002'),
    text: (status) => `Failed to cancel subscription: ${status}`,
    usesServerError: true,
    wrongShape: { success: 'true' },
    errorClass: ApiError,
  },
  {
    name: 'reactivateSubscription',
    method: 'post',
    path: '/api/subscription/sub_cancelling_0005/reactivate',
    call: () => reactivateSubscription('sub_cancelling_0005', 'demo-cancelling-0005'),
    text: (status) => `Failed to reactivate subscription: ${status}`,
    usesServerError: true,
    wrongShape: { success: null },
    errorClass: ApiError,
  },
  {
    name: 'testPaymentProvider',
    method: 'get',
    path: '/api/test-embedpay',
    call: () => testPaymentProvider(),
    text: (status) => `Failed to get payment provider test: ${status}`,
    usesServerError: false,
    errorClass: ApiError,
  },
]

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => scenarioStore.reset())

describe.each(cases)('$name', (c) => {
  const url = `${BASE}${c.path}`
  const answer = (resolver: () => Response) => server.use(http[c.method](url, resolver))

  it('resolves with the parsed answer of the contract handlers', async () => {
    await expect(c.call()).resolves.toBeDefined()
  })

  it('words an HTTP 500 without a body', async () => {
    answer(() => new HttpResponse(null, { status: 500 }))
    const error = await failure(c.call())
    expect(error).toBeInstanceOf(c.errorClass)
    expect(error.message).toBe(c.text(500))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(500)
  })

  it(`words an HTTP 500 with an error body (${c.usesServerError ? "the server's text" : 'status only'})`, async () => {
    answer(() => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }))
    const error = await failure(c.call())
    expect(error.message).toBe(c.usesServerError ? 'Database unavailable' : c.text(500))
    expect(error.status).toBe(500)
  })

  it('words an HTTP 503 with a non-JSON body by its status', async () => {
    answer(
      () =>
        new HttpResponse('<h1>Service Unavailable</h1>', {
          status: 503,
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    const error = await failure(c.call())
    expect(error.message).toBe(c.text(503))
    expect(error.kind).toBe('http')
  })

  it('words a network error', async () => {
    answer(() => HttpResponse.error())
    const error = await failure(c.call())
    expect(error).toBeInstanceOf(c.errorClass)
    expect(error.message).toBe(c.fixedNoAnswerText ?? c.text('network error'))
    expect(error.kind).toBe('network')
    expect(error.status).toBeUndefined()
  })

  it('words a malformed (non-JSON) answer', async () => {
    answer(
      () =>
        new HttpResponse('<html>oops</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    const error = await failure(c.call())
    expect(error).toBeInstanceOf(c.errorClass)
    expect(error.message).toBe(c.fixedNoAnswerText ?? c.text('invalid response'))
    expect(error.kind).toBe('malformed')
  })

  it('words an empty 200 answer as malformed', async () => {
    answer(() => new HttpResponse(null, { status: 200 }))
    const error = await failure(c.call())
    expect(error.message).toBe(c.fixedNoAnswerText ?? c.text('invalid response'))
    expect(error.kind).toBe('malformed')
  })

  if (c.wrongShape !== undefined) {
    it('words a JSON answer of the wrong shape as malformed', async () => {
      answer(() => HttpResponse.json(c.wrongShape as never))
      const error = await failure(c.call())
      expect(error.message).toBe(c.fixedNoAnswerText ?? c.text('invalid response'))
      expect(error.kind).toBe('malformed')
    })

    it('words a JSON array (not an object) as malformed', async () => {
      answer(() => HttpResponse.json([]))
      const error = await failure(c.call())
      expect(error.kind).toBe('malformed')
    })
  }

  it('sends no cookies (credentials omit: the ID token authenticates) and the right method', async () => {
    let seen: Request | undefined
    answer(() => new HttpResponse(null, { status: 418 }))
    server.events.on('request:start', ({ request }) => {
      seen = request
    })
    await failure(c.call())
    server.events.removeAllListeners('request:start')
    expect(seen?.method).toBe(c.method.toUpperCase())
    expect(seen?.credentials).toBe('omit')
  })
})
