/**
 * The contract server's test-mode controls over real HTTP (injected faults, the control endpoint,
 * the activation delay), one checkout per Idempotency-Key, and CORS. The calls: server.test.ts.
 */
import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { ALLOWED_REQUEST_HEADERS, startContractServer } from '../../contract/server'
import { MALFORMED_BODY } from '../../src/mocks/handlers'
import { bearer, emulatorIdToken } from './id-token'
import {
  contract,
  control,
  free,
  get,
  post,
  pro,
  purchaseBody,
  url,
  runContractServer,
} from './server.helpers'

runContractServer()

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
