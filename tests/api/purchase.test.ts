import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { PurchaseError } from '../../src/api/errors'
import { USER_NOT_FOUND_DETAILS, USER_NOT_FOUND_MESSAGE } from '../../src/domain/error-messages'
import { isPurchaseRequest, purchase, purchaseRequest, returnUrls } from '../../src/api/purchase'
import type { PurchaseRequest } from '../../src/api/schemas'
import { env } from '../../src/config'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { server } from '../support/setup'
import { BASE, PRO_PACKAGE, TOP_UP_40_PACKAGE } from './fixtures'

const free = demoAccount('free')
const newcomer = demoAccount('newcomer')

const request = (userId: string = free.uid): PurchaseRequest => ({
  package: { ...PRO_PACKAGE },
  userData: { userId, email: 'someone@example.com', name: 'Someone' },
  complete_url: 'https://superbullet.ai/checkout-success',
  cancel_url: 'https://superbullet.ai/checkout-cancelled',
})

async function rejection(promise: Promise<unknown>): Promise<PurchaseError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(PurchaseError)
  return error as PurchaseError
}

beforeEach(() => scenarioStore.reset())

describe('purchase', () => {
  it('posts the request as JSON to /api/purchase and answers an embedded checkout ident by default', async () => {
    let body: unknown
    server.events.on('request:start', async ({ request: r }) => {
      if (r.url.endsWith('/api/purchase')) body = await r.clone().json()
    })
    const answer = await purchase(request())
    server.events.removeAllListeners('request:start')
    expect(answer.provider).toBe('embedpay')
    expect(answer.ident).toMatch(/^chk_[A-Za-z0-9_-]+$/)
    expect(answer.checkout_url).toBeUndefined()
    expect(body).toEqual(request())
    expect(scenarioStore.getCheckout(answer.ident!)).toMatchObject({
      userId: free.uid,
      status: 'pending',
    })
  })

  it('answers a hosted checkout URL in hosted mode, and neither in none mode', async () => {
    scenarioStore.purchaseMode = 'hosted'
    const hosted = await purchase(request())
    expect(hosted.provider).toBe('hosted')
    expect(hosted.ident).toBeUndefined()
    expect(hosted.checkout_url).toMatch(new RegExp(`^${new URL(BASE).origin}/sandbox/hosted/chk_`))

    scenarioStore.purchaseMode = 'none'
    const none = await purchase(request())
    expect(none).toEqual({ provider: 'hosted' })
  })

  it('accepts null ident and checkout_url', async () => {
    server.use(
      http.post(`${BASE}/api/purchase`, () =>
        HttpResponse.json({ provider: 'hosted', ident: null, checkout_url: null }),
      ),
    )
    await expect(purchase(request())).resolves.toEqual({
      provider: 'hosted',
      ident: null,
      checkout_url: null,
    })
  })

  it('rejects a user missing from the database with user_not_found, the server message and details', async () => {
    const error = await rejection(purchase(request(newcomer.uid)))
    expect(error.errorType).toBe('user_not_found')
    expect(error.message).toBe(USER_NOT_FOUND_MESSAGE)
    expect(error.message).toBe(
      'User not found in database. Please install the SuperbulletAI application and create an account first before purchasing.',
    )
    expect(error.details).toBe(USER_NOT_FOUND_DETAILS)
    expect(error.status).toBe(404)
    expect(error.kind).toBe('http')
  })

  it("prefers the server's own user_not_found message and details", async () => {
    server.use(
      http.post(`${BASE}/api/purchase`, () =>
        HttpResponse.json(
          { error: 'No such user', errorType: 'user_not_found', details: 'Open the app first.' },
          { status: 404 },
        ),
      ),
    )
    const error = await rejection(purchase(request()))
    expect(error.message).toBe('No such user')
    expect(error.details).toBe('Open the app first.')
  })

  it('falls back to the default message and details when user_not_found comes without them', async () => {
    server.use(
      http.post(`${BASE}/api/purchase`, () =>
        HttpResponse.json({ errorType: 'user_not_found' }, { status: 404 }),
      ),
    )
    const error = await rejection(purchase(request()))
    expect(error.message).toBe(USER_NOT_FOUND_MESSAGE)
    expect(error.details).toBe(
      'Your account database can only be created through the SuperbulletAI desktop app. Download it, sign in once, then come back to purchase.',
    )
  })

  it("uses the server's error text for other failures, keeping errorType and details", async () => {
    server.use(
      http.post(`${BASE}/api/purchase`, () =>
        HttpResponse.json(
          { error: 'Variant is archived', errorType: 'variant_archived', details: 'v101' },
          { status: 422 },
        ),
      ),
    )
    const error = await rejection(purchase(request()))
    expect(error.message).toBe('Variant is archived')
    expect(error.errorType).toBe('variant_archived')
    expect(error.details).toBe('v101')
    expect(error.status).toBe(422)
  })

  it("words a failure without a usable error text as 'Backend error: {status}'", async () => {
    server.use(
      http.post(`${BASE}/api/purchase`, () => HttpResponse.json({ error: '' }, { status: 502 })),
    )
    expect((await rejection(purchase(request()))).message).toBe('Backend error: 502')
    server.use(
      http.post(`${BASE}/api/purchase`, () =>
        HttpResponse.json({ error: { code: 1 } }, { status: 400 }),
      ),
    )
    expect((await rejection(purchase(request()))).message).toBe('Backend error: 400')
  })

  it('rejects a package that is not configured (variant 0) with the contract server text', async () => {
    const error = await rejection(
      purchase({
        ...request(),
        package: { name: '$600', price: 600, variant_id: 0, type: 'token_topup' },
      }),
    )
    expect(error.message).toBe('Package not available: $600')
    expect(error.status).toBe(400)
  })
})

describe('returnUrls', () => {
  it('uses the current origin on localhost, 127.0.0.1 and [::1] (the same loopback list as the URL checks)', () => {
    expect(returnUrls({ hostname: 'localhost', origin: 'http://localhost:5173' })).toEqual({
      complete_url: 'http://localhost:5173/checkout-success',
      cancel_url: 'http://localhost:5173/checkout-cancelled',
    })
    expect(
      returnUrls({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:4173' }).complete_url,
    ).toBe('http://127.0.0.1:4173/checkout-success')
    expect(returnUrls({ hostname: '[::1]', origin: 'http://[::1]:4173' }).complete_url).toBe(
      'http://[::1]:4173/checkout-success',
    )
  })

  it('uses the configured app origin everywhere else', () => {
    const origin = new URL(env.VITE_APP_ORIGIN).origin
    expect(
      returnUrls({ hostname: 'preview.example.com', origin: 'https://preview.example.com' }),
    ).toEqual({
      complete_url: `${origin}/checkout-success`,
      cancel_url: `${origin}/checkout-cancelled`,
    })
    expect(returnUrls(null).cancel_url).toBe(`${origin}/checkout-cancelled`)
  })

  it('reads window.location by default (jsdom runs on localhost)', () => {
    expect(returnUrls().complete_url).toBe(`${window.location.origin}/checkout-success`)
  })
})

describe('purchaseRequest', () => {
  const urls = {
    complete_url: 'https://a/checkout-success',
    cancel_url: 'https://a/checkout-cancelled',
  }
  const pkg = { name: '$40', price: 40, variant_id: 7, type: 'token_topup' as const }

  it('names the buyer by display name, or by e-mail when there is none', () => {
    const withName = purchaseRequest(pkg, { uid: 'u1', email: 'a@b.c', displayName: 'Ada' }, urls)
    expect(withName).toEqual({
      package: pkg,
      userData: { userId: 'u1', email: 'a@b.c', name: 'Ada' },
      ...urls,
    })
    expect(
      purchaseRequest(pkg, { uid: 'u1', email: 'a@b.c', displayName: null }, urls).userData.name,
    ).toBe('a@b.c')
    expect(isPurchaseRequest(withName)).toBe(true)
    expect(isPurchaseRequest({ ...withName, package: { ...pkg, type: 'gift' } })).toBe(false)
  })
})

describe('purchase: one intent, one checkout (Idempotency-Key)', () => {
  const checkoutsOf = (uid: string) =>
    scenarioStore.snapshot().checkouts.filter((c) => c.userId === uid)

  it('sends the intent key as the Idempotency-Key header, and none without one', async () => {
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request: r }) => {
      if (r.url.endsWith('/api/purchase')) keys.push(r.headers.get('Idempotency-Key'))
    })
    await purchase(request(), { idempotencyKey: 'key-1' })
    await purchase(request())
    server.events.removeAllListeners('request:start')
    expect(keys).toEqual(['key-1', null])
  })

  it('a retry of the same intent (same key) gets the same checkout and creates no second one', async () => {
    const key = crypto.randomUUID()
    const first = await purchase(request(), { idempotencyKey: key })
    // The answer was lost on the way (a dropped connection): the same intent is sent again.
    server.use(http.post(`${BASE}/api/purchase`, () => HttpResponse.error(), { once: true }))
    await expect(purchase(request(), { idempotencyKey: key })).rejects.toBeInstanceOf(PurchaseError)
    const retried = await purchase(request(), { idempotencyKey: key })
    expect(retried).toEqual(first)
    expect(checkoutsOf(free.uid)).toHaveLength(1)
    expect(scenarioStore.idempotentReplays).toBe(1)

    const next = await purchase(request(), { idempotencyKey: crypto.randomUUID() })
    expect(next.ident).not.toBe(first.ident)
    expect(checkoutsOf(free.uid)).toHaveLength(2)
  })

  it('refuses a key reused with a different request (422), creating nothing', async () => {
    await purchase(request(), { idempotencyKey: 'key-2' })
    const other = { ...request(), package: { ...TOP_UP_40_PACKAGE } }
    const error = await rejection(purchase(other, { idempotencyKey: 'key-2' }))
    expect(error).toMatchObject({
      status: 422,
      message: 'Idempotency-Key reused with a different purchase request',
    })
    expect(checkoutsOf(free.uid)).toHaveLength(1)
  })
})
