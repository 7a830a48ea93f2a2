import { HttpResponse, delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBillingInfo } from '../../src/api/billing'
import { getJson } from '../../src/api/client'
import { ApiError, PurchaseError } from '../../src/api/errors'
import { purchase } from '../../src/api/purchase'
import { server } from '../support/setup'
import { BASE, proRequest } from './fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('getJson (the generic data fetch)', () => {
  it('GETs without cookies and reads the JSON', async () => {
    let credentials: RequestCredentials | undefined
    server.use(
      http.get(`${BASE}/api/anything`, ({ request }) => {
        credentials = request.credentials
        return HttpResponse.json({ hello: 'world' })
      }),
    )
    await expect(getJson('/api/anything')).resolves.toEqual({ hello: 'world' })
    await expect(getJson('api/anything')).resolves.toEqual({ hello: 'world' })
    expect(credentials).toBe('omit')
  })

  it("words an HTTP error as '{status}: {body}', or the status text when the body is empty", async () => {
    server.use(http.get(`${BASE}/api/a`, () => new HttpResponse('Quota exceeded', { status: 429 })))
    await expect(getJson('/api/a')).rejects.toMatchObject({
      message: '429: Quota exceeded',
      kind: 'http',
      status: 429,
    })
    server.use(
      http.get(
        `${BASE}/api/b`,
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    )
    const error = (await getJson('/api/b').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('404: Not Found')
    expect(error).toMatchObject({ kind: 'http', status: 404 })
  })

  it('rejects a 401 by default and with on401 throw', async () => {
    server.use(http.get(`${BASE}/api/me`, () => new HttpResponse('Unauthorized', { status: 401 })))
    await expect(getJson('/api/me')).rejects.toThrow('401: Unauthorized')
    await expect(getJson('/api/me', { on401: 'throw' })).rejects.toMatchObject({
      status: 401,
      kind: 'http',
    })
  })

  it('resolves null for a 401 with on401 null, and still rejects other errors', async () => {
    server.use(
      http.get(
        `${BASE}/api/me`,
        () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      ),
    )
    await expect(getJson('/api/me', { on401: 'null' })).resolves.toBeNull()
    server.use(
      http.get(
        `${BASE}/api/me`,
        () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' }),
      ),
    )
    await expect(getJson('/api/me', { on401: 'null' })).rejects.toThrow('403: Forbidden')
  })

  it('words a network error, a non-JSON answer, and a wrong shape with a schema', async () => {
    server.use(http.get(`${BASE}/api/n`, () => HttpResponse.error()))
    await expect(getJson('/api/n')).rejects.toMatchObject({
      message: 'network error',
      kind: 'network',
    })
    server.use(http.get(`${BASE}/api/m`, () => new HttpResponse('<html>', { status: 200 })))
    await expect(getJson('/api/m')).rejects.toMatchObject({
      message: '200: invalid response',
      kind: 'malformed',
    })
    const { object, number } = await import('valibot')
    server.use(http.get(`${BASE}/api/s`, () => HttpResponse.json({ count: 'three' })))
    await expect(getJson('/api/s', { schema: object({ count: number() }) })).rejects.toMatchObject({
      kind: 'malformed',
    })
    server.use(http.get(`${BASE}/api/s`, () => HttpResponse.json({ count: 3 })))
    await expect(getJson('/api/s', { schema: object({ count: number() }) })).resolves.toEqual({
      count: 3,
    })
  })
})

describe('the client', () => {
  it('does not retry a failed GET (retry: 0)', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}/api/user/:userId/billing`, () => {
        calls += 1
        return new HttpResponse(null, { status: 503 })
      }),
    )
    await expect(getBillingInfo('u1')).rejects.toThrow('Failed to get billing info: 503')
    expect(calls).toBe(1)
  })

  it("words a timeout after 15 s as 'timeout' (and the purchase as 'Unable to open checkout')", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(`${BASE}/api/user/:userId/billing`, () => delay('infinite')))
    server.use(http.post(`${BASE}/api/purchase`, () => delay('infinite')))
    const billing = getBillingInfo('u1').catch((e: unknown) => e as ApiError)
    const bought = purchase(proRequest).catch((e: unknown) => e as PurchaseError)
    await vi.advanceTimersByTimeAsync(14_000)
    await vi.advanceTimersByTimeAsync(1_100)
    expect(await billing).toMatchObject({
      message: 'Failed to get billing info: timeout',
      kind: 'timeout',
    })
    const purchaseError = await bought
    expect(purchaseError).toBeInstanceOf(PurchaseError)
    expect(purchaseError).toMatchObject({
      message: 'Unable to open checkout. Please try again.',
      kind: 'timeout',
    })
  })

  it("rejects with the caller's abort reason when the caller aborts", async () => {
    server.use(http.get(`${BASE}/api/user/:userId/billing`, () => delay('infinite')))
    const controller = new AbortController()
    const pending = getBillingInfo('u1', { signal: controller.signal }).catch((e: unknown) => e)
    const reason = new Error('stopped')
    controller.abort(reason)
    expect(await pending).toBe(reason)
  })
})

describe('onAnswer (the backend has answered)', () => {
  it('is called once the status and headers arrive, before the body is read', async () => {
    let release!: () => void
    const bodyHeld = new Promise<void>((resolve) => (release = resolve))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        await bodyHeld
        controller.enqueue(
          new TextEncoder().encode(JSON.stringify({ provider: 'embedpay', ident: 'chk_1' })),
        )
        controller.close()
      },
    })
    server.use(
      http.post(
        `${BASE}/api/purchase`,
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    const onAnswer = vi.fn()
    let read = false
    const answer = purchase(proRequest, { onAnswer }).finally(() => (read = true))
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1))
    expect(read).toBe(false)
    release()
    await expect(answer).resolves.toEqual({ provider: 'embedpay', ident: 'chk_1' })
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('is not called when no answer comes', async () => {
    server.use(http.post(`${BASE}/api/purchase`, () => HttpResponse.error()))
    const onAnswer = vi.fn()
    await expect(purchase(proRequest, { onAnswer })).rejects.toBeInstanceOf(PurchaseError)
    expect(onAnswer).not.toHaveBeenCalled()
  })
})

describe('getJson passes the per-call options on', () => {
  it('calls onAnswer once the answer has arrived', async () => {
    server.use(http.get(`${BASE}/api/anything`, () => HttpResponse.json({ hello: 'world' })))
    const onAnswer = vi.fn()
    await expect(getJson('/api/anything', { onAnswer })).resolves.toEqual({ hello: 'world' })
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })
})
