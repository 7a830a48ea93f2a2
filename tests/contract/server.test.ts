/**
 * The real contract server in-process on a free port, driven over real HTTP (global fetch): every
 * call and the sandbox checkouts (the embedded page and its script, the hosted one, the purchase
 * modes). Its test-mode controls, Idempotency-Key and CORS are in server.controls.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { embeddedCheckoutPage } from '../../contract/sandbox-pages'
import { USER_NOT_FOUND_MESSAGE } from '../../src/domain/error-messages'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { bearer, emulatorIdToken } from './id-token'
import {
  control,
  free,
  get,
  openPage,
  post,
  pro,
  purchaseBody,
  url,
  runContractServer,
} from './server.helpers'

runContractServer()

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
