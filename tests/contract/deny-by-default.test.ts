/**
 * The contract server denies by default: every spelling of a signed-in path (case, trailing
 * slash, encoded characters) is refused without a token; every API route but the public ones
 * checks the token; unsigned tokens count only for a demo- project; another Host is refused.
 */
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { HttpHandler } from 'msw'
import { createHandlers, trustEveryCaller } from '../../src/mocks/handlers'
import { startContractServer } from '../../contract/server'
import { inProcessContractServer } from './in-process-server'
import { bearer, emulatorIdToken } from './id-token'

const free = demoAccount('free')
const pro = demoAccount('pro')

const { call, running } = inProcessContractServer()
const json = { 'Content-Type': 'application/json' }
const requestsServed = async () =>
  ((await (await call('/__control/requests?path=/api/*')).json()) as { count: number }).count
const unauthorizedCalls = async () =>
  ((await (await call('/__control/auth')).json()) as { unauthorizedCalls: number })
    .unauthorizedCalls

/** Every call of a signed-in user, with the body it names its user in. */
const SIGNED_IN_CALLS: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: `/api/user/${pro.uid}/billing` },
  { method: 'GET', path: `/api/user/${pro.uid}/monthly-spend` },
  { method: 'GET', path: `/api/user/${pro.uid}/invoices` },
  { method: 'GET', path: `/api/invoice/inv_pro_0004/download?user_id=${pro.uid}` },
  { method: 'POST', path: '/api/purchase', body: { userData: { userId: pro.uid } } },
  {
    method: 'POST',
    path: '/api/subscription/sub_pro_0002/cancel',
    body: { firebaseUserId: pro.uid },
  },
  {
    method: 'POST',
    path: '/api/subscription/sub_pro_0002/reactivate',
    body: { firebaseUserId: pro.uid },
  },
]

const splitQuery = (path: string) => {
  const at = path.indexOf('?')
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)]
}

/** The spellings a router might treat as the same route: case, a trailing slash, percent-encoded letters. */
function spellings(path: string): [string, string][] {
  const [pathname, query] = splitQuery(path) as [string, string]
  const encodedUid = pathname.replace(pro.uid, pro.uid.replace(/-/g, '%2D').replace(/o/g, '%6F'))
  return [
    ['as written', `${pathname}${query}`],
    ['upper case', `${pathname.toUpperCase()}${query}`],
    ['mixed case', `${pathname.replace('/api/', '/Api/')}${query}`],
    ['trailing slash', `${pathname}/${query}`],
    ['upper case and trailing slash', `${pathname.toUpperCase()}/${query}`],
    ['percent-encoded letters', `${encodedUid.replace('/api/', '/%61pi/')}${query}`],
    ['a dot segment', `${pathname.replace('/api/', '/api/./')}${query}`],
  ]
}

describe('401 without a token, for every spelling of every signed-in path', () => {
  for (const { method, path, body } of SIGNED_IN_CALLS) {
    it.each(spellings(path))(`${method} ${path}: %s`, async (_, spelled) => {
      const res = await call(spelled, {
        method,
        ...(body ? { headers: json, body: JSON.stringify(body) } : {}),
      })
      // A spelling no route matches is the router's not found; any spelling a route matches is refused.
      expect([401, 404], `${method} ${spelled}`).toContain(res.status)
      expect(await res.json()).toEqual(
        res.status === 401 ? { error: 'Missing or invalid ID token' } : { error: 'Not found' },
      )
      expect(await unauthorizedCalls()).toBe(res.status === 401 ? 1 : 0)
      expect(await requestsServed()).toBe(0)
    })
  }

  it('the spellings the router does match are refused (not merely not found)', async () => {
    const matched = [
      `/API/USER/${pro.uid.toUpperCase()}/BILLING`,
      `/api/user/${pro.uid}/billing/`,
      '/api/purchase/',
      '/Api/Subscription/sub_pro_0002/cancel/',
    ]
    for (const path of matched) {
      const get = path.toLowerCase().includes('billing')
      const res = await call(
        path,
        get
          ? {}
          : { method: 'POST', headers: json, body: JSON.stringify({ firebaseUserId: pro.uid }) },
      )
      expect(res.status, path).toBe(401)
    }
    // Nothing was served: the subscription is untouched.
    const billing = await call(`/api/user/${pro.uid}/billing`, {
      headers: bearer(emulatorIdToken(pro.uid)),
    })
    expect(await billing.json()).toMatchObject({ cancellationRequested: false })
  })

  it('an encoded uid is the same uid: served to its holder, 403 to another user', async () => {
    const encoded = `/api/user/${pro.uid.replace(/-/g, '%2D')}/billing`
    expect((await call(encoded, { headers: bearer(emulatorIdToken(pro.uid)) })).status).toBe(200)
    expect((await call(encoded, { headers: bearer(emulatorIdToken(free.uid)) })).status).toBe(403)
  })
})

describe('every API route checks the token unless it is public', () => {
  const PUBLIC = new Set(['GET /health', 'GET /api/embedpay/config', 'GET /api/test-embedpay'])
  const routes = createHandlers('http://localhost', { guard: trustEveryCaller })
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .map((handler) => ({
      method: String(handler.info.method),
      path: new URL(String(handler.info.path)).pathname,
    }))

  it('knows the ten calls', () => {
    expect(routes).toHaveLength(10)
  })

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r]))('%s', async (label, route) => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
      name === 'userId' ? pro.uid : 'x1',
    )
    const res = await call(path, {
      method: route.method,
      ...(route.method === 'POST' ? { headers: json, body: '{}' } : {}),
    })
    if (PUBLIC.has(label)) expect(res.status, label).toBe(200)
    else expect(res.status, label).toBe(401)
  })
})

describe('unsigned tokens only for a demo- project', () => {
  it('refuses every token when the project is not a demo- project, even one issued for it', async () => {
    const production = await startContractServer({ port: 0, projectId: 'superbullet-prod' })
    try {
      const token = new (await import('jose')).UnsecuredJWT({})
        .setSubject(pro.uid)
        .setIssuer('https://securetoken.google.com/superbullet-prod')
        .setAudience('superbullet-prod')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode()
      const res = await fetch(`${production.url}/api/user/${pro.uid}/billing`, {
        headers: bearer(token),
      })
      expect(res.status).toBe(401)
      expect(production.store.unauthorizedCalls).toBe(1)
      expect((await fetch(`${production.url}/health`)).status).toBe(200)
    } finally {
      await production.close()
    }
  })

  it('accepts the emulator token of its demo- project', async () => {
    expect(
      (await call(`/api/user/${pro.uid}/billing`, { headers: bearer(emulatorIdToken(pro.uid)) }))
        .status,
    ).toBe(200)
  })
})

/** A request with a Host header of our choosing (fetch does not let a caller set Host). */
function withHost(
  host: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: running().port,
        path,
        headers: { Host: host, Origin: 'http://localhost:4173' },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the Host must be a loopback name with the server port', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('%s:<port> is served', async (name) => {
    expect((await withHost(`${name}:${running().port}`, '/health')).status).toBe(200)
  })

  it.each([
    ['a rebinding name', () => `evil.example:${running().port}`],
    ['a loopback name without the port', () => 'localhost'],
    ['another port', () => `localhost:${running().port + 1}`],
    ['a look-alike', () => `localhost.evil.example:${running().port}`],
  ])('%s gets 421 and nothing else, not even the control endpoint', async (_, host) => {
    for (const path of ['/health', '/__control/state', `/api/user/${pro.uid}/billing`]) {
      const res = await withHost(host(), path)
      expect(res.status, path).toBe(421)
      expect(res.body).toContain('Misdirected request')
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
  })
})
