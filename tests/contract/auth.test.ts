/** The contract server's ID-token check over real HTTP: 401 without a valid token, 403 for another user's uid, the count of refused calls. */
import { describe, expect, it } from 'vitest'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { inProcessContractServer } from './in-process-server'
import { bearer, emulatorIdToken } from './id-token'

const free = demoAccount('free')
const pro = demoAccount('pro')

const { call } = inProcessContractServer()
const postJson = (path: string, body: unknown, headers: Record<string, string>) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const unauthorizedCalls = async () =>
  ((await (await call('/__control/auth')).json()) as { unauthorizedCalls: number })
    .unauthorizedCalls

const billing = `/api/user/${pro.uid}/billing`
/** An RS256-looking token with the right claims but a made-up signature: not what the emulator issues. */
const signedLooking = () => {
  const [, payload] = emulatorIdToken(pro.uid).split('.')
  return `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'x' })).toString('base64url')}.${payload}.c2lnbmF0dXJl`
}

describe('401 without a valid ID token, counted', () => {
  it.each([
    ['no Authorization header', {}],
    ['a token that is not a JWT', bearer('not-a-token')],
    [
      'an expired token',
      bearer(emulatorIdToken(pro.uid, { expiresIn: Math.floor(Date.now() / 1000) - 60 })),
    ],
    ['another project (audience)', bearer(emulatorIdToken(pro.uid, { audience: 'other-project' }))],
    ['another issuer', bearer(emulatorIdToken(pro.uid, { issuer: 'https://evil.example' }))],
    ['a signature the emulator never makes', bearer(signedLooking())],
    ['a Basic scheme', { Authorization: `Basic ${emulatorIdToken(pro.uid)}` }],
  ])('%s', async (_, headers) => {
    const res = await call(billing, { headers })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toEqual({ error: 'Missing or invalid ID token' })
    expect(await unauthorizedCalls()).toBe(1)
  })

  it('guards every route that acts for a user, and counts each refusal until reset', async () => {
    expect((await call(billing)).status).toBe(401)
    expect((await call(`/api/user/${pro.uid}/invoices`)).status).toBe(401)
    expect((await call(`/api/invoice/inv_pro_0004/download?user_id=${pro.uid}`)).status).toBe(401)
    expect(
      (await postJson('/api/subscription/sub_pro_0002/cancel', { firebaseUserId: pro.uid }, {}))
        .status,
    ).toBe(401)
    expect((await postJson('/api/purchase', { userData: { userId: free.uid } }, {})).status).toBe(
      401,
    )
    expect(await unauthorizedCalls()).toBe(5)
    await call('/__control/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await unauthorizedCalls()).toBe(0)
  })

  it('leaves the public routes open and uncounted', async () => {
    for (const path of ['/health', '/api/embedpay/config', '/api/test-embedpay'])
      expect((await call(path)).status).toBe(200)
    expect(await unauthorizedCalls()).toBe(0)
  })
})

describe('403 when the uid named is not the token holder', () => {
  const asFree = bearer(emulatorIdToken(free.uid))

  it('in the path, the query and the bodies', async () => {
    expect((await call(billing, { headers: asFree })).status).toBe(403)
    expect(
      (await call(`/api/invoice/inv_pro_0004/download?user_id=${pro.uid}`, { headers: asFree }))
        .status,
    ).toBe(403)
    expect(
      (await postJson('/api/subscription/sub_pro_0002/cancel', { firebaseUserId: pro.uid }, asFree))
        .status,
    ).toBe(403)
    expect(
      (await postJson('/api/purchase', { userData: { userId: pro.uid } }, asFree)).status,
    ).toBe(403)
    // Refused before the store: the subscription is untouched, and a 403 is not a missing token.
    expect(
      await (await call(billing, { headers: bearer(emulatorIdToken(pro.uid)) })).json(),
    ).toMatchObject({ cancellationRequested: false })
    expect(await unauthorizedCalls()).toBe(0)
  })

  it('serves the token holder', async () => {
    const res = await call(`/api/user/${free.uid}/billing`, { headers: asFree })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ subscriptionId: null })
  })
})
