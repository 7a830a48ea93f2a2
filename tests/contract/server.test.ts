/**
 * The real contract server in-process on a free port, driven over real HTTP (global fetch):
 * every call, each kind of injected fault, the control endpoint, the sandbox pages and CORS.
 */
import { JSDOM } from 'jsdom'
import { Agent, request } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { embeddedCheckoutPage } from '../../contract/sandbox-pages'
import {
  ALLOWED_REQUEST_HEADERS,
  startContractServer,
  type ContractServer,
} from '../../contract/server'
import { USER_NOT_FOUND_MESSAGE } from '../../src/domain/error-messages'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { MALFORMED_BODY } from '../../src/mocks/handlers'
import { server as mswServer } from '../support/setup'
import { bearer, emulatorIdToken } from './id-token'

const free = demoAccount('free')
const pro = demoAccount('pro')

let contract: ContractServer
let url = ''

/** The uid a call names: the path's /api/user/{uid}/, ?user_id=, the body's firebaseUserId or userData.userId. */
function namedUid(path: string, body: unknown): string | undefined {
  const url = new URL(path, 'http://x')
  const named = body as { firebaseUserId?: string; userData?: { userId?: string } } | undefined
  return (
    /^\/api\/user\/([^/]+)\//.exec(url.pathname)?.[1] ??
    url.searchParams.get('user_id') ??
    named?.firebaseUserId ??
    named?.userData?.userId
  )
}

/** Signed in as the user a call names (path, query or body), as the site sends it; `init.headers` replaces that. */
const signedIn = (path: string, body: unknown): Record<string, string> => {
  const uid = namedUid(path, body)
  return uid === undefined ? {} : bearer(emulatorIdToken(uid))
}
const get = (path: string, init?: RequestInit) =>
  fetch(`${url}${path}`, { headers: signedIn(path, undefined), ...init })
const post = (path: string, body?: unknown, init?: RequestInit) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      ...signedIn(path, body),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...init,
  })
const control = (path: string, body: unknown = {}) => post(`/__control${path}`, body)

/** Pro and the $40 top-up, as the catalogue (src/content) sells them. */
const purchaseBody = (userId: string, type: 'subscription' | 'token_topup' = 'subscription') => ({
  package:
    type === 'subscription'
      ? { name: 'Pro', price: 20, variant_id: 1_024_501, type }
      : { name: '20M Token Top-up', price: 40, variant_id: 712_002, type },
  userData: { userId, email: 'someone@example.com', name: 'Someone' },
  complete_url: 'http://localhost:4173/checkout-success',
  cancel_url: 'http://localhost:4173/checkout-cancelled',
})

beforeAll(async () => {
  // The unit tests' MSW interception would swallow these real requests.
  mswServer.close()
  contract = await startContractServer({ port: 0, testMode: true })
  url = contract.url
})

afterAll(async () => {
  await contract.close()
})

beforeEach(async () => {
  expect((await control('/reset')).status).toBe(200)
})

describe('the calls over HTTP', () => {
  it('GET /health', async () => {
    const res = await get('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('GET /api/embedpay/config and /api/test-embedpay', async () => {
    expect(await (await get('/api/embedpay/config')).json()).toEqual({
      brand: { color: '#f59e0b' },
    })
    expect(await (await get('/api/test-embedpay')).json()).toMatchObject({ success: true })
  })

  it('GET billing, monthly spend and invoices of pro@', async () => {
    expect(await (await get(`/api/user/${pro.uid}/billing`)).json()).toMatchObject({
      subscriptionId: 'sub_pro_0002',
      subscriptionStatus: 'active',
      plan: { name: 'Pro Plan', price_monthly: 20 },
    })
    expect(await (await get(`/api/user/${pro.uid}/monthly-spend`)).json()).toMatchObject({
      totalMonthlySpent: 42.5,
    })
    const { invoices } = (await (await get(`/api/user/${pro.uid}/invoices?limit=2`)).json()) as {
      invoices: unknown[]
    }
    expect(invoices).toHaveLength(2)
    expect((await get(`/api/user/${demoAccount('newcomer').uid}/billing`)).status).toBe(404)
  })

  it('GET an invoice download URL served by the server itself', async () => {
    const answer = (await (
      await get(`/api/invoice/inv_pro_0004/download?user_id=${pro.uid}`)
    ).json()) as { success: boolean; downloadUrl: string }
    expect(answer).toEqual({
      success: true,
      downloadUrl: `${url}/sandbox/invoice/inv_pro_0004.pdf`,
    })
    const file = await fetch(answer.downloadUrl)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true)
  })

  it('POST cancel and reactivate change the subscription', async () => {
    const cancel = await post('/api/subscription/sub_pro_0002/cancel', { firebaseUserId: pro.uid })
    expect(await cancel.json()).toMatchObject({ success: true })
    expect(await (await get(`/api/user/${pro.uid}/billing`)).json()).toMatchObject({
      cancellationRequested: true,
    })
    const again = await post('/api/subscription/sub_pro_0002/cancel', { firebaseUserId: pro.uid })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Cancellation has already been requested' })
    const reactivate = await post('/api/subscription/sub_pro_0002/reactivate', {
      firebaseUserId: pro.uid,
    })
    expect(await reactivate.json()).toMatchObject({ success: true, subscriptionStatus: 'active' })
    expect(await (await get(`/api/user/${pro.uid}/billing`)).json()).toMatchObject({
      cancellationRequested: false,
    })
  })

  it('POST /api/purchase for newcomer@ answers 404 user_not_found', async () => {
    const res = await post('/api/purchase', purchaseBody(demoAccount('newcomer').uid))
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      error: USER_NOT_FOUND_MESSAGE,
      errorType: 'user_not_found',
      details: expect.any(String),
    })
  })

  it('POST /api/purchase rejects a malformed request with 400', async () => {
    const res = await post(
      '/api/purchase',
      { package: { name: 'Pro' } },
      { headers: { ...bearer(emulatorIdToken(free.uid)), 'Content-Type': 'application/json' } },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'Invalid purchase request' })
  })

  it('unknown paths answer 404', async () => {
    expect((await get('/api/nothing')).status).toBe(404)
  })
})

describe('the embedded checkout', () => {
  it('answers an ident, serves the sandbox page, and Pay makes the subscription active', async () => {
    const answer = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
      provider: string
      ident: string
    }
    expect(answer.provider).toBe('embedpay')
    expect(answer.ident).toMatch(/^[A-Za-z0-9_-]{1,128}$/)

    const page = await get(
      `/sandbox/embedded/${answer.ident}?origin=${encodeURIComponent('http://localhost:4173')}&colors=[]`,
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('x-frame-options')).toBeNull()
    const html = await page.text()
    for (const text of [
      'Pay $20',
      '>Fail<',
      '>Close<',
      "'payment:complete'",
      "'payment_complete'",
      "send('open')",
      '>Pro<',
      'Your card was declined.',
    ]) {
      expect(html).toContain(text)
    }

    expect((await control('/activation', { delayMs: 0 })).status).toBe(200)
    const done = await post(`/sandbox/complete/${answer.ident}`)
    expect(await done.json()).toMatchObject({ plan: 'Pro', amount: 20, currency: 'USD' })
    const billing = await (await get(`/api/user/${free.uid}/billing`)).json()
    expect(billing).toMatchObject({ subscriptionStatus: 'active', plan: { name: 'Pro Plan' } })
    const { invoices } = (await (await get(`/api/user/${free.uid}/invoices`)).json()) as {
      invoices: { amount: number }[]
    }
    expect(invoices.map((i) => i.amount)).toEqual([20])
  })

  it('escapes order names in the page', () => {
    const html = embeddedCheckoutPage({
      ident: 'chk_1',
      userId: pro.uid,
      package: {
        name: '<img src=x onerror=alert(1)>',
        price: 40,
        variant_id: 712_002,
        type: 'token_topup',
      },
      complete_url: 'http://localhost:4173/checkout-success',
      cancel_url: 'http://localhost:4173/checkout-cancelled',
      status: 'pending',
      createdAt: new Date().toISOString(),
    })
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('answers 404 for an unknown checkout', async () => {
    expect((await get('/sandbox/embedded/chk_unknown')).status).toBe(404)
    expect((await post('/sandbox/complete/chk_unknown')).status).toBe(404)
  })
})

describe('the embedded checkout page script (run in jsdom, as in the widget popup)', () => {
  const APP = 'http://localhost:4173'

  /** Loads the page as a popup whose opener collects the posted messages. */
  async function openPage(query: string) {
    const { ident } = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
      ident: string
    }
    const pageUrl = `${url}/sandbox/embedded/${ident}?${query}`
    const html = await (await get(`/sandbox/embedded/${ident}?${query}`)).text()
    const messages: { message: unknown; targetOrigin: string }[] = []
    const dom = new JSDOM(html, {
      url: pageUrl,
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.defineProperty(window, 'opener', {
          value: {
            postMessage: (message: unknown, targetOrigin: string) =>
              messages.push({ message, targetOrigin }),
          },
        })
        // jsdom has no fetch: send the page's request to the real server.
        window.fetch = ((input: string, init?: RequestInit) =>
          fetch(new URL(input, pageUrl), init)) as typeof fetch
      },
    })
    const click = (id: string) => dom.window.document.getElementById(id)!.click()
    return { dom, messages, click, ident }
  }

  it("posts 'open' on load, then Pay completes the checkout and posts payment:complete to the origin parameter", async () => {
    await control('/activation', { delayMs: 0 })
    const colors = encodeURIComponent(JSON.stringify([{ name: 'primary', color: '#10b981' }]))
    const { dom, messages, click } = await openPage(
      `origin=${encodeURIComponent(APP)}&colors=${colors}&theme=dark&locale=en`,
    )
    expect(messages).toEqual([
      { message: { source: 'embedpay', event: 'open' }, targetOrigin: APP },
    ])
    expect(dom.window.document.documentElement.style.getPropertyValue('--primary')).toBe('#10b981')
    click('pay')
    await vi.waitFor(() => expect(messages).toHaveLength(2))
    expect(messages[1]).toEqual({
      message: {
        source: 'embedpay',
        event: 'payment:complete',
        data: { plan: 'Pro', amount: 20, currency: 'USD' },
      },
      targetOrigin: APP,
    })
    expect(await (await get(`/api/user/${free.uid}/billing`)).json()).toMatchObject({
      subscriptionStatus: 'active',
    })
    dom.window.close()
  })

  it('Fail posts payment:error with the decline message, Close posts close', async () => {
    const { dom, messages, click } = await openPage(`origin=${encodeURIComponent(APP)}`)
    click('fail')
    click('close')
    expect(messages.slice(1).map((m) => m.message)).toEqual([
      { source: 'embedpay', event: 'payment:error', data: { message: 'Your card was declined.' } },
      { source: 'embedpay', event: 'close' },
    ])
    dom.window.close()
  })

  it('legacy=1 sends the underscore names', async () => {
    const { dom, messages, click } = await openPage(`origin=${encodeURIComponent(APP)}&legacy=1`)
    click('fail')
    click('pay')
    await vi.waitFor(() => expect(messages).toHaveLength(3))
    expect(messages.map((m) => (m.message as { event: string }).event)).toEqual([
      'open',
      'payment_error',
      'payment_complete',
    ])
    dom.window.close()
  })

  it('sends nothing without a valid origin parameter', async () => {
    const { dom, messages, click } = await openPage('origin=javascript%3Aalert(1)')
    click('close')
    expect(messages).toEqual([])
    dom.window.close()
  })
})

describe('the purchase modes and the hosted checkout', () => {
  it("'hosted' answers a checkout_url whose Pay redirects to complete_url with plan, amount and currency", async () => {
    expect((await control('/purchase-mode', { mode: 'hosted' })).status).toBe(200)
    await control('/activation', { delayMs: 0 })
    const answer = (await (
      await post('/api/purchase', purchaseBody(pro.uid, 'token_topup'))
    ).json()) as { provider: string; checkout_url: string }
    expect(answer.provider).toBe('hosted')
    expect(answer.checkout_url).toMatch(new RegExp(`^${url}/sandbox/hosted/chk_`))
    const page = await fetch(answer.checkout_url)
    expect(await page.text()).toContain('Pay $40')
    const ident = answer.checkout_url.split('/').pop()!
    const pay = await post(`/sandbox/hosted/${ident}/pay`, undefined, { redirect: 'manual' })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('location')).toBe(
      'http://localhost:4173/checkout-success?plan=20M+Token+Top-up&amount=40&currency=USD',
    )
    const { invoices } = (await (await get(`/api/user/${pro.uid}/invoices`)).json()) as {
      invoices: { amount: number }[]
    }
    expect(invoices[0]?.amount).toBe(40)
  })

  it("'hosted' Cancel redirects to cancel_url and changes nothing", async () => {
    await control('/purchase-mode', { mode: 'hosted' })
    const answer = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
      checkout_url: string
    }
    const ident = answer.checkout_url.split('/').pop()!
    const cancel = await post(`/sandbox/hosted/${ident}/cancel`, undefined, { redirect: 'manual' })
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe('http://localhost:4173/checkout-cancelled')
    expect(await (await get(`/api/user/${free.uid}/billing`)).json()).toMatchObject({
      subscriptionId: null,
    })
  })

  it("'none' answers neither ident nor checkout_url", async () => {
    await control('/purchase-mode', { mode: 'none' })
    expect(await (await post('/api/purchase', purchaseBody(free.uid))).json()).toEqual({
      provider: 'hosted',
    })
  })

  it('rejects an unknown mode', async () => {
    expect((await control('/purchase-mode', { mode: 'popup' })).status).toBe(400)
  })
})

describe('injected faults', () => {
  const billing = `/api/user/${pro.uid}/billing`

  it('status: the next N calls answer that status and body, then the normal answer', async () => {
    const res = await control('/faults', {
      method: 'GET',
      path: '/api/user/:userId/billing',
      kind: 'status',
      status: 503,
      body: { error: 'Maintenance' },
      count: 2,
    })
    expect(res.status).toBe(201)
    for (let i = 0; i < 2; i++) {
      const failed = await get(billing)
      expect(failed.status).toBe(503)
      expect(await failed.json()).toEqual({ error: 'Maintenance' })
    }
    expect((await get(billing)).status).toBe(200)
  })

  it('status without a body answers an empty body', async () => {
    await control('/faults', { path: '/api/purchase', kind: 'status', status: 500 })
    const res = await post('/api/purchase', purchaseBody(free.uid))
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('')
  })

  it('network: the socket is destroyed without an answer', async () => {
    await control('/faults', { path: billing, kind: 'network' })
    await expect(get(billing)).rejects.toThrow(TypeError)
    expect((await get(billing)).status).toBe(200)
  })

  it('network: no connection is kept alive in test mode, so a browser cannot re-send a dropped request unseen', async () => {
    const agent = new Agent({ keepAlive: true })
    const connection = await new Promise((resolve, reject) => {
      request(`${url}/health`, { agent }, (res) => resolve(res.headers.connection))
        .once('error', reject)
        .end()
    })
    agent.destroy()
    expect(connection).toBe('close')
  })

  it('delay: answers normally after the delay', async () => {
    await control('/faults', { path: '/health', kind: 'delay', delayMs: 300 })
    const started = Date.now()
    const res = await get('/health')
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('malformed: answers text that is not JSON', async () => {
    await control('/faults', { path: billing, kind: 'malformed' })
    const res = await get(billing)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toBe(MALFORMED_BODY)
    expect(() => JSON.parse(text) as unknown).toThrow()
  })

  it('only matching method and path are affected; reset clears faults', async () => {
    await control('/faults', { method: 'POST', path: billing, kind: 'network' })
    expect((await get(billing)).status).toBe(200)
    await control('/faults', { path: billing, kind: 'network' })
    await control('/reset')
    expect((await get(billing)).status).toBe(200)
  })

  it('rejects an invalid fault', async () => {
    const res = await control('/faults', { path: 'billing', kind: 'explode' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'path must be a string starting with /' })
    expect((await control('/faults', { path: '/health', kind: 'explode' })).status).toBe(400)
  })
})

describe('the control endpoint', () => {
  it('counts the requests per route', async () => {
    await post('/api/purchase', purchaseBody(free.uid))
    await post('/api/purchase', purchaseBody(free.uid))
    await get('/health')
    const log = (await (await get('/__control/requests?path=/api/purchase')).json()) as {
      count: number
      requests: { body: unknown }[]
    }
    expect(log.count).toBe(2)
    expect(log.requests[0]?.body).toEqual(purchaseBody(free.uid))
    const pattern = (await (
      await get('/__control/requests?path=/api/user/:userId/billing')
    ).json()) as { count: number }
    expect(pattern.count).toBe(0)
  })

  it('shows the state and resets it to the seed', async () => {
    await post('/api/subscription/sub_pro_0002/cancel', { firebaseUserId: pro.uid })
    const state = (await (await get('/__control/state')).json()) as {
      users: { uid: string; billing: { cancellationRequested: boolean } }[]
    }
    expect(state.users.find((u) => u.uid === pro.uid)?.billing.cancellationRequested).toBe(true)
    await control('/reset')
    expect(await (await get(`/api/user/${pro.uid}/billing`)).json()).toMatchObject({
      cancellationRequested: false,
    })
  })

  it('reads only JSON bodies: a POST of another media type, or none, gets 415 and changes nothing', async () => {
    for (const headers of [
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      {},
    ] as Record<string, string>[]) {
      const res = await fetch(`${url}/__control/purchase-mode`, {
        method: 'POST',
        headers,
        body: '{"mode":"hosted"}',
      })
      expect(res.status).toBe(415)
    }
    expect((await fetch(`${url}/__control/reset`, { method: 'POST' })).status).toBe(415)
    expect(await (await get('/__control/state')).json()).toMatchObject({ purchaseMode: 'embedded' })
  })

  it('listens on 127.0.0.1 only', async () => {
    expect((await fetch(`http://127.0.0.1:${contract.port}/health`)).status).toBe(200)
    await expect(fetch(`http://[::1]:${contract.port}/health`)).rejects.toThrow()
  })

  it('answers 404 without test mode', async () => {
    const plain = await startContractServer({ port: 0, testMode: false })
    try {
      expect((await fetch(`${plain.url}/__control/reset`, { method: 'POST' })).status).toBe(404)
      expect((await fetch(`${plain.url}/__control/state`)).status).toBe(404)
      expect((await fetch(`${plain.url}/health`)).status).toBe(200)
    } finally {
      await plain.close()
    }
  })
})

describe("the provider's activation delay", () => {
  const billing = async () =>
    (await (await get(`/api/user/${free.uid}/billing`)).json()) as {
      subscriptionStatus: string | null
    }
  const invoices = async () =>
    ((await (await get(`/api/user/${free.uid}/invoices`)).json()) as { invoices: unknown[] })
      .invoices

  it('shows a paid checkout in billing and invoices only after the delay (default 2 s; set by the control endpoint)', async () => {
    expect(await (await get('/__control/state')).json()).toMatchObject({ activationDelayMs: 2000 })
    expect(await (await control('/activation', { delayMs: 300 })).json()).toEqual({
      ok: true,
      delayMs: 300,
    })
    const { ident } = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
      ident: string
    }
    expect((await post(`/sandbox/complete/${ident}`)).status).toBe(200)
    expect(await billing()).toMatchObject({ subscriptionStatus: null })
    expect(await invoices()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await billing()).toMatchObject({ subscriptionStatus: 'active' })
    expect(await invoices()).toHaveLength(1)
  })

  it("'never': the activation does not arrive; reset restores the default", async () => {
    await control('/activation', { delayMs: 'never' })
    const { ident } = (await (await post('/api/purchase', purchaseBody(free.uid))).json()) as {
      ident: string
    }
    await post(`/sandbox/complete/${ident}`)
    expect(await (await get('/__control/state')).json()).toMatchObject({
      activationDelayMs: null,
      checkouts: [expect.objectContaining({ status: 'completed', activatesAt: null })],
    })
    expect(await billing()).toMatchObject({ subscriptionStatus: null })
    await control('/reset')
    expect(await (await get('/__control/state')).json()).toMatchObject({ activationDelayMs: 2000 })
  })

  it('rejects a delay that is not a whole number of milliseconds or never', async () => {
    for (const delayMs of [-1, 1.5, '3000', null, 600_001])
      expect((await control('/activation', { delayMs })).status).toBe(400)
  })
})

describe('one intent, one checkout (Idempotency-Key)', () => {
  const withKey = (key: string) => ({
    headers: {
      ...bearer(emulatorIdToken(free.uid)),
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
  })
  const state = async () =>
    (await (await get('/__control/state')).json()) as {
      checkouts: unknown[]
      idempotentReplays: number
    }

  it('answers a repeated key with the same checkout, creates no second one and counts the replay', async () => {
    const key = crypto.randomUUID()
    const first = (await (
      await post('/api/purchase', purchaseBody(free.uid), withKey(key))
    ).json()) as { ident: string }
    // The mode changes in between: the replay is still the first answer, not a new checkout.
    await control('/purchase-mode', { mode: 'hosted' })
    const again = await post('/api/purchase', purchaseBody(free.uid), withKey(key))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(first)
    expect(await state()).toMatchObject({
      checkouts: [expect.objectContaining({ ident: first.ident })],
      idempotentReplays: 1,
    })

    const other = (await (
      await post('/api/purchase', purchaseBody(free.uid), withKey(crypto.randomUUID()))
    ).json()) as { checkout_url: string }
    expect(other.checkout_url).toMatch(/\/sandbox\/hosted\/chk_/)
    expect((await state()).checkouts).toHaveLength(2)
  })

  it('refuses the key with another request (422) and forgets keys on reset', async () => {
    const key = crypto.randomUUID()
    await post('/api/purchase', purchaseBody(free.uid), withKey(key))
    expect(
      (await post('/api/purchase', purchaseBody(free.uid, 'token_topup'), withKey(key))).status,
    ).toBe(422)
    await control('/reset')
    expect(
      (await post('/api/purchase', purchaseBody(free.uid, 'token_topup'), withKey(key))).status,
    ).toBe(200)
    expect(await state()).toMatchObject({ idempotentReplays: 0 })
  })
})

describe('CORS', () => {
  it('answers the preflight of an app origin, echoing it without credentials (the site sends none)', async () => {
    const res = await fetch(`${url}/api/purchase`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization,idempotency-key',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toBe(ALLOWED_REQUEST_HEADERS)
  })

  it('echoes the origin on normal answers, for localhost and 127.0.0.1', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173']) {
      const res = await get('/health', { headers: { Origin: origin } })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('gives no CORS headers to other origins', async () => {
    const res = await fetch(`${url}/api/purchase`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(
      (await get('/health', { headers: { Origin: 'https://evil.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull()
  })
})
