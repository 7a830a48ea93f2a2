/**
 * The conformance suite (npm run contract:verify) against the contract server in-process, and
 * against the same server behind a proxy that breaks one behaviour: the suite fails it with a
 * row that says what is wrong.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContractServer, type ContractCheck, type ContractServer } from '../../contract/server'
import { formatTable, type Row } from '../../contract/conformance/rows'
import { LOCAL_ACCOUNTS, runConformance, type Target } from '../../contract/conformance/suite'
import { server as mswServer } from '../support/setup'
import { bearer, emulatorIdToken } from './id-token'

let contract: ContractServer
const user = LOCAL_ACCOUNTS.user
const target = (api: string): Target => ({
  api,
  origin: 'http://localhost:4173',
  user: { uid: user.uid, email: user.email, token: emulatorIdToken(user.uid) },
  otherUid: LOCAL_ACCOUNTS.other.uid,
  allowWrites: true,
  log: () => {},
})
const row = (rows: Row[], check: string) => rows.find((r) => r.check === check)

interface Breakage {
  request?: (headers: Headers, req: IncomingMessage) => void
  response?: (headers: Headers, body: string, req: IncomingMessage) => string
}

/** A backend with one behaviour broken: the contract server behind a proxy that changes requests or answers. */
async function brokenBackend(
  breakage: Breakage,
): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value)
      }
      breakage.request?.(headers, req)
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      const answer = await fetch(`${contract.url}${req.url}`, {
        method: req.method,
        headers,
        ...(body ? { body } : {}),
        redirect: 'manual',
      })
      const out = new Headers(answer.headers)
      out.delete('content-length')
      out.delete('content-encoding')
      const text = breakage.response
        ? breakage.response(out, await answer.text(), req)
        : await answer.text()
      res.writeHead(answer.status, Object.fromEntries(out))
      res.end(text)
    })()
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  }
}

async function runAgainst(breakage: Breakage): Promise<Row[]> {
  const backend = await brokenBackend(breakage)
  try {
    return await runConformance(target(backend.url))
  } finally {
    await backend.close()
  }
}

beforeAll(async () => {
  // The unit tests' MSW interception would swallow these real requests.
  mswServer.close()
  contract = await startContractServer({ port: 0 })
})
afterAll(() => contract.close())

describe('against the contract server', () => {
  let rows: Row[]
  beforeAll(async () => {
    rows = await runConformance(target(contract.url))
  })

  it('checks every call of the document, the refusals and CORS, one row per check', () => {
    const checks = rows.map((r) => r.check)
    expect(new Set(checks).size).toBe(checks.length)
    for (const call of [
      'GET /health',
      'GET /api/embedpay/config',
      'GET /api/test-embedpay',
      'GET billing',
      'GET monthly spend',
      'GET invoices',
      "GET an invoice's download URL",
      'POST cancel subscription',
      'POST reactivate subscription',
      'POST purchase: a token top-up, as the site sends it',
      'POST purchase: Pro for a buyer whose subscription is active',
      'POST purchase: complete_url on another site',
      'POST purchase: cancel_url on another site',
    ]) {
      expect(checks).toContain(call)
    }
    expect(checks.filter((c) => c.startsWith('401 without a token: '))).toHaveLength(7)
    for (const bad of [
      'a forged signature',
      'a token for another audience (project)',
      'a token from another issuer',
      'an expired token',
    ])
      expect(checks.filter((c) => c.startsWith(`401 with ${bad}: `))).toHaveLength(7)
    expect(checks.filter((c) => c.startsWith("403 for another user's uid: "))).toHaveLength(7)
    expect(checks.filter((c) => c.startsWith('CORS'))).toHaveLength(5)
  })

  it('passes every row against the contract server', () => {
    const failing = rows
      .filter((r) => !r.pass)
      .map((r) => `${r.check}: expected ${r.expected}, got ${r.got}`)
    expect(failing).toEqual([])
  })

  it('replays an intent with the first answer and refuses its key with another body', () => {
    expect(row(rows, 'POST purchase: the same Idempotency-Key and body again')).toMatchObject({
      pass: true,
      got: '200',
    })
    expect(row(rows, 'POST purchase: the same Idempotency-Key with another body')).toMatchObject({
      pass: true,
      expected: '409 or 422, body as documented',
    })
  })

  it('prints a table a backend engineer can act on, closing with the counts', () => {
    const table = formatTable(rows).split('\n')
    expect(table[0]).toMatch(/^\| check +\| expected +\| got +\| result \|$/)
    expect(table).toContainEqual(
      expect.stringMatching(
        /^\| 401 without a token: GET billing +\| 401, body as documented +\| 401 "Missing or invalid ID token" +\| pass +\|$/,
      ),
    )
    const failed = rows.filter((r) => !r.pass).length
    expect(failed).toBe(0)
    expect(table.at(-1)).toBe(`${rows.length - 2} passed, 0 failed, 2 skipped`)
    expect(table).toContainEqual(
      expect.stringMatching(
        /^\| 401 with a signed token of another project +\| \(skipped\) +\| no CONTRACT_OTHER_PROJECT_TOKEN given .*\| skip +\|$/,
      ),
    )
  })
})

describe('against the contract server with one of its checks switched off', () => {
  const runWithout = async (check: ContractCheck) => {
    const server = await startContractServer({ port: 0, switchedOff: [check] })
    try {
      return await runConformance(target(server.url))
    } finally {
      await server.close()
    }
  }
  const failing = (rows: Row[]) => rows.filter((r) => !r.pass).map((r) => r.check)
  const signedIn = [
    'GET billing',
    'GET monthly spend',
    'GET invoices',
    'GET invoice download URL',
    'POST purchase',
    'POST cancel subscription',
    'POST reactivate subscription',
  ]

  it.each([
    ['token-audience', 'a token for another audience (project)'],
    ['token-issuer', 'a token from another issuer'],
    ['token-expiry', 'an expired token'],
  ] as const)('%s: the rows of %s fail, each saying the call was served', async (check, bad) => {
    const rows = await runWithout(check)
    expect(failing(rows)).toEqual(signedIn.map((call) => `401 with ${bad}: ${call}`))
    expect(row(rows, `401 with ${bad}: GET billing`)).toMatchObject({ got: '200' })
  })

  it('return-urls: the purchases that send the buyer to another site fail with the checkout they got', async () => {
    const rows = await runWithout('return-urls')
    expect(failing(rows)).toEqual([
      'POST purchase: complete_url on another site',
      'POST purchase: cancel_url on another site',
    ])
    expect(row(rows, 'POST purchase: complete_url on another site')).toMatchObject({ got: '200' })
  })

  it('active-subscription: selling Pro to a subscriber fails the row', async () => {
    const rows = await runWithout('active-subscription')
    expect(failing(rows)).toEqual(['POST purchase: Pro for a buyer whose subscription is active'])
    expect(row(rows, 'POST purchase: Pro for a buyer whose subscription is active')).toMatchObject({
      expected: '409, body as documented',
      got: '200',
    })
  })
})

describe('against a backend with one behaviour broken', () => {
  it('a backend that ignores the token: the 401 rows fail, saying it served the call', async () => {
    const rows = await runAgainst({
      request: (headers) => {
        if (!headers.has('authorization'))
          headers.set('authorization', bearer(emulatorIdToken(user.uid)).Authorization)
      },
    })
    expect(row(rows, '401 without a token: GET billing')).toEqual({
      check: '401 without a token: GET billing',
      expected: '401, body as documented',
      got: '200',
      pass: false,
    })
    expect(row(rows, '401 without a token: POST cancel subscription')).toMatchObject({
      pass: false,
    })
    expect(row(rows, 'GET billing')).toMatchObject({ pass: true })
  })

  it('a backend that forgets the Idempotency-Key: the replay row fails with the second answer', async () => {
    const rows = await runAgainst({ request: (headers) => headers.delete('idempotency-key') })
    expect(row(rows, 'POST purchase: the same Idempotency-Key and body again')).toMatchObject({
      pass: false,
      got: expect.stringMatching(
        /^200: another answer than the first: \{"provider":"embedpay","ident":"chk_/,
      ),
    })
    expect(row(rows, 'POST purchase: the same Idempotency-Key with another body')).toMatchObject({
      pass: false,
      got: '200',
    })
  })

  it('a preflight that does not allow Idempotency-Key: the CORS row names the missing header', async () => {
    const rows = await runAgainst({
      response: (headers, body) => {
        if (headers.has('access-control-allow-headers'))
          headers.set('access-control-allow-headers', 'Content-Type, Authorization')
        return body
      },
    })
    expect(row(rows, 'CORS preflight: POST /api/purchase')).toMatchObject({
      pass: false,
      got: 'Access-Control-Allow-Headers lacks Idempotency-Key',
    })
    expect(row(rows, 'CORS preflight: GET billing')).toMatchObject({ pass: true })
  })

  it('a billing answer of another shape: the row says which field is wrong', async () => {
    const rows = await runAgainst({
      response: (_, body, req) =>
        req.url?.endsWith('/billing') && body.startsWith('{"plan"')
          ? body.replace('"subscriptionStatus":"active"', '"subscriptionStatus":5')
          : body,
    })
    expect(row(rows, 'GET billing')).toMatchObject({
      pass: false,
      got: expect.stringContaining('/subscriptionStatus must be string'),
    })
  })
})
