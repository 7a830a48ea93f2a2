/** The contract server publishes the backend contract: the OpenAPI document and its reference page, offline. */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContractServer, type ContractServer } from '../../contract/server'
import { server as mswServer } from '../support/setup'

let contract: ContractServer

beforeAll(async () => {
  // The unit tests' MSW interception would swallow these real requests.
  mswServer.close()
  contract = await startContractServer({ port: 0 })
})
afterAll(() => contract.close())

describe('the published contract', () => {
  it('serves contract/openapi.json at /openapi.json, without a token', async () => {
    const res = await fetch(`${contract.url}/openapi.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.text()).toBe(
      readFileSync(new URL('../../contract/openapi.json', import.meta.url), 'utf8'),
    )
  })

  it('serves a reference page at /docs whose script comes from this server, not a CDN', async () => {
    const res = await fetch(`${contract.url}/docs`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<redoc spec-url="/openapi.json">')
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])
    expect(scripts).toEqual(['/docs/redoc.standalone.js'])
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data:")

    const script = await fetch(`${contract.url}${scripts[0]}`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000)
  })
})
