import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  formatJson,
  hostingConfig,
  hostingHeaders,
  hostingTargets,
  committedOrigins,
  productionOrigins,
  withHosting,
} from '../../scripts/hosting'
import { SITE_DIR, STACK_DIR } from '../../scripts/production-settings'
import { redirectsOf } from '../../scripts/quality/public-routes'
import { originsFrom } from '../../scripts/security-headers'
import { SITE_ROUTES } from '../support/site-routes'

// The stack serves the same block with its own origins: tests/e2e/security-headers.spec.ts reads it from the host.
const file = resolve(import.meta.dirname, '../..', 'firebase.json')
const committed = readFileSync(file, 'utf8')
const hosting = hostingConfig(committedOrigins(), redirectsOf(SITE_ROUTES))
const everyPath = (h: Pick<typeof hosting, 'headers'>) =>
  Object.fromEntries(
    h.headers.find((rule) => rule.source === '**')!.headers.map(({ key, value }) => [key, value]),
  )

describe('firebase.json hosting block', () => {
  it('is exactly what scripts/hosting.ts generates for the production settings (npm run hosting:write)', () => {
    expect(committed).toBe(formatJson(withHosting(hostingTargets(hosting), file)))
  })

  it('has the site and the storyboards as Hosting targets, both mapped in .firebaserc', () => {
    const targets = (JSON.parse(committed) as { hosting: { target: string; public: string }[] })
      .hosting
    expect(targets.map(({ target, public: dir }) => [target, dir])).toEqual([
      ['site', 'dist'],
      ['storyboards', 'storybook-static'],
    ])
    const rc = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../..', '.firebaserc'), 'utf8'),
    ) as { targets: Record<string, { hosting: Record<string, string[]> }> }
    expect(Object.keys(rc.targets['demo-superbullet']!.hosting).sort()).toEqual([
      'site',
      'storyboards',
    ])
  })

  it("the storyboards get the site's hardening and a CSP of their own, read from firebase.json", () => {
    const targets = (
      JSON.parse(committed) as { hosting: { target: string; headers: typeof hosting.headers }[] }
    ).hosting
    const headers = everyPath(targets.find((t) => t.target === 'storyboards')!)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    const csp = headers['Content-Security-Policy']!
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/)
  })

  it('builds the site in its predeploy step; the stack serves its own build directory', () => {
    const site = (JSON.parse(committed) as { hosting: { target: string; predeploy?: string[] }[] })
      .hosting[0]!
    expect(site.predeploy).toEqual(['npm run build'])
    expect(hostingConfig(productionOrigins(), [], STACK_DIR).public).toBe(STACK_DIR)
    expect(STACK_DIR).not.toBe(SITE_DIR)
  })

  it("production's CSP: Google's identity hosts, no localhost, no unsafe-inline, and no report collector by default", () => {
    const headers = everyPath(hosting)
    const csp = headers['Content-Security-Policy']!
    expect(csp).toContain('https://identitytoolkit.googleapis.com')
    expect(csp).not.toMatch(/localhost|unsafe-inline|report-(to|uri)/)
    expect(headers['Permissions-Policy']).toMatch(
      /(^|, )payment=\("https:\/\/checkout\.embedpay\.io"\)(,|$)/,
    )
    expect(headers).not.toHaveProperty('Reporting-Endpoints')
  })

  it('a production collector (CSP_REPORT_URL) gets the Reporting API, with report-uri for browsers without it', () => {
    const withCollector = everyPath({
      headers: hostingHeaders(originsFrom({ CSP_REPORT_URL: 'https://reports.example/csp' })),
    })
    expect(withCollector['Content-Security-Policy']).toMatch(
      /; report-to csp; report-uri https:\/\/reports\.example\/csp$/,
    )
    expect(withCollector['Reporting-Endpoints']).toBe('csp="https://reports.example/csp"')
    expect(() => originsFrom({ CSP_REPORT_DELIVERY: 'beacon' })).toThrow(
      /CSP_REPORT_DELIVERY must be one of reporting-api, report-uri/,
    )
  })
})
