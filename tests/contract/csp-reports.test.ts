/**
 * The CSP reports endpoint of the control API: browsers' uploads collected (test mode only), read,
 * cleared; a store reset keeps them. Only the stack's pages may upload (Origin), in a browser's
 * report type or JSON, a bounded body (a refused framing, which the browser sends from the opaque
 * Origin null, is taken alone); at most MAX_CSP_REPORTS are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CSP_REPORT_BYTES, MAX_CSP_REPORTS } from '../../contract/csp-reports'
import { startContractServer, type ContractServer } from '../../contract/server'
import { server as mswServer } from '../support/setup'

let contract: ContractServer
const reports = async () =>
  ((await (await fetch(`${contract.url}/__control/csp-reports`)).json()) as { reports: unknown[] })
    .reports
const upload = (
  body: unknown,
  contentType: string,
  base = contract.url,
  origin: string | null = 'http://localhost:4173',
) =>
  fetch(`${base}/__control/csp-reports`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(origin ? { Origin: origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** What Chromium's Reporting API uploads for a blocked inline script. */
const violation = {
  type: 'csp-violation',
  age: 10,
  url: 'http://localhost:4173/',
  user_agent: 'Chromium',
  body: {
    documentURL: 'http://localhost:4173/',
    effectiveDirective: 'script-src-elem',
    blockedURL: 'inline',
    sample: '',
    disposition: 'enforce',
    statusCode: 200,
  },
}

beforeAll(async () => {
  mswServer.close()
  contract = await startContractServer({ port: 0, testMode: true })
})
afterAll(() => contract.close())

describe('/__control/csp-reports', () => {
  it('collects Reporting API uploads (other report types ignored) and report-uri ones, through a store reset, until cleared', async () => {
    const res = await upload(
      [violation, { type: 'deprecation', body: {} }],
      'application/reports+json',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(await res.json()).toEqual({ ok: true, received: 1 })
    await upload(
      {
        'csp-report': {
          'document-uri': 'http://localhost:4173/pricing',
          'effective-directive': 'style-src-attr',
          'blocked-uri': 'inline',
        },
      },
      'application/csp-report',
    )
    await fetch(`${contract.url}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await reports()).toEqual([
      expect.objectContaining({
        documentURL: 'http://localhost:4173/',
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
      }),
      expect.objectContaining({
        documentURL: 'http://localhost:4173/pricing',
        effectiveDirective: 'style-src-attr',
      }),
    ])
    expect(
      (await fetch(`${contract.url}/__control/csp-reports`, { method: 'DELETE' })).status,
    ).toBe(200)
    expect(await reports()).toEqual([])
  })

  it('answers the preflight of an app origin (a cross-origin upload is preflighted)', async () => {
    const res = await fetch(`${contract.url}/__control/csp-reports`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type')
  })

  it('refuses a form or text post (415, the control gate) and a body that is not JSON (400)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])
      expect((await upload('[]', type)).status, type).toBe(415)
    expect((await upload('nope', 'application/reports+json')).status).toBe(400)
    expect(await reports()).toEqual([])
  })

  it("refuses uploads from another origin's page, or with no Origin (403)", async () => {
    for (const origin of ['https://attacker.example', 'http://localhost:4174', null]) {
      const res = await upload([violation], 'application/reports+json', contract.url, origin)
      expect(res.status, String(origin)).toBe(403)
    }
    expect(await reports()).toEqual([])
  })

  it('takes a refused framing from the opaque Origin null, and nothing else from it', async () => {
    // What Chromium sends when a page of the stack refuses to be framed (report-uri).
    const framing = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:4173/',
        'effective-directive': 'frame-ancestors',
        'blocked-uri': 'http://127.0.0.1:4173/',
      },
    }
    const foreignFraming = {
      'csp-report': { ...framing['csp-report'], 'document-uri': 'https://attacker.example/' },
    }
    for (const body of [violation, foreignFraming, [framing, violation]]) {
      const res = await upload(body, 'application/csp-report', contract.url, 'null')
      expect(res.status, JSON.stringify(body)).toBe(403)
    }
    expect(await reports()).toEqual([])
    const res = await upload(framing, 'application/csp-report', contract.url, 'null')
    expect(res.status).toBe(200)
    expect(await reports()).toMatchObject([{ effectiveDirective: 'frame-ancestors' }])
    await fetch(`${contract.url}/__control/csp-reports`, { method: 'DELETE' })
  })

  it(`refuses a body over ${MAX_CSP_REPORT_BYTES} bytes (413)`, async () => {
    const sample = 'x'.repeat(MAX_CSP_REPORT_BYTES)
    const big = [{ ...violation, body: { ...violation.body, sample } }]
    expect((await upload(big, 'application/reports+json')).status).toBe(413)
    expect(await reports()).toEqual([])
  })

  it(`keeps at most ${MAX_CSP_REPORTS} of 1,000 reports`, async () => {
    await fetch(`${contract.url}/__control/csp-reports`, { method: 'DELETE' })
    let kept = 0
    for (let batch = 0; batch < 10; batch++) {
      const hundred = Array.from({ length: 100 }, () => violation)
      const res = await upload(hundred, 'application/reports+json')
      expect(res.status).toBe(200)
      kept += ((await res.json()) as { received: number }).received
    }
    expect(kept).toBe(MAX_CSP_REPORTS)
    expect(await reports()).toHaveLength(MAX_CSP_REPORTS)
    expect(contract.cspReports.dropped).toBe(1000 - MAX_CSP_REPORTS)
    await fetch(`${contract.url}/__control/csp-reports`, { method: 'DELETE' })
  })

  it('does not exist without test mode', async () => {
    const plain = await startContractServer({ port: 0 })
    try {
      expect((await upload([violation], 'application/reports+json', plain.url)).status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
