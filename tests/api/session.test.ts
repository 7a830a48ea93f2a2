import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBillingInfo } from '../../src/api/billing'
import { getJson } from '../../src/api/client'
import { isSessionExpired } from '../../src/api/errors'
import { SESSION_EXPIRED } from '../../src/domain/error-messages'
import type { ApiSession } from '../../src/api/session'
import { server } from '../support/setup'
import { BASE } from './fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A caller's session: tokens from `idToken`, a refused one told to `expired`. */
const session = (idToken: ApiSession['idToken'], expired: () => void = () => {}): ApiSession => ({
  idToken,
  expired,
})

/** Answers /api/echo with the Authorization header it received. */
const echoAuthorization = () =>
  server.use(
    http.get(`${BASE}/api/echo`, ({ request }) =>
      HttpResponse.json({ authorization: request.headers.get('authorization') }),
    ),
  )

describe('the ID token on every call', () => {
  it("sends Authorization: Bearer <token> from the caller's session, asking it on every call", async () => {
    echoAuthorization()
    const getter = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('token-1')
      .mockResolvedValueOnce('token-2')
    const signedIn = session(getter)
    await expect(getJson('/api/echo', { session: signedIn })).resolves.toEqual({
      authorization: 'Bearer token-1',
    })
    // A refreshed token (getIdToken renews one close to expiry) is what the next call carries.
    await expect(getJson('/api/echo', { session: signedIn })).resolves.toEqual({
      authorization: 'Bearer token-2',
    })
    expect(getter).toHaveBeenCalledTimes(2)
  })

  it('sends a call with a token known at once before work queued after it runs (the render of the press that made it)', async () => {
    echoAuthorization()
    const order: string[] = []
    const send = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      order.push('sent')
      return send(...args)
    })
    const answer = getJson('/api/echo', { session: session(() => 'token-now') })
    queueMicrotask(() => order.push('render'))
    await expect(answer).resolves.toEqual({ authorization: 'Bearer token-now' })
    expect(order).toEqual(['sent', 'render'])
  })

  it('sends no Authorization header when signed out, or without a session', async () => {
    echoAuthorization()
    await expect(getJson('/api/echo', { session: session(() => null) })).resolves.toEqual({
      authorization: null,
    })
    await expect(getJson('/api/echo')).resolves.toEqual({ authorization: null })
  })
})

describe('a 401 of a signed-in call', () => {
  it("is worded as the session-expired message whatever the call, and tells the session's owner (the sign-in dialog)", async () => {
    const opened = vi.fn()
    const stale = session(() => Promise.resolve('stale'), opened)
    server.use(
      http.get(`${BASE}/api/user/u1/billing`, () =>
        HttpResponse.json({ error: 'Missing or invalid ID token' }, { status: 401 }),
      ),
    )
    const error = await getBillingInfo('u1', { session: stale }).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: SESSION_EXPIRED, kind: 'http', status: 401 })
    expect(isSessionExpired(error)).toBe(true)
    expect(SESSION_EXPIRED).toBe('Your session has expired. Please sign in again.')
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it('keeps the catalogue text for other statuses, and for a 401 of a signed-out call', async () => {
    const opened = vi.fn()
    server.use(
      http.get(`${BASE}/api/user/u1/billing`, () =>
        HttpResponse.json({ error: 'nope' }, { status: 403 }),
      ),
    )
    await expect(
      getBillingInfo('u1', { session: session(() => Promise.resolve('fresh'), opened) }),
    ).rejects.toMatchObject({
      message: 'Failed to get billing info: 403',
      status: 403,
    })
    server.use(http.get(`${BASE}/api/me`, () => new HttpResponse('Unauthorized', { status: 401 })))
    await expect(getJson('/api/me', { session: session(() => null, opened) })).rejects.toThrow(
      '401: Unauthorized',
    )
    expect(opened).not.toHaveBeenCalled()
  })
})
