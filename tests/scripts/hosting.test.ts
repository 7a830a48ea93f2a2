import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  formatJson,
  hostingConfig,
  hostingHeaders,
  hostingTargets,
  productionOrigins,
  withHosting,
} from '../../scripts/hosting'
import { redirectsOf } from '../../scripts/quality/public-routes'
import { originsFrom } from '../../scripts/security-headers'
import { SITE_ROUTES } from '../support/site-routes'

// The stack serves the same block with its own origins: tests/e2e/security-headers.spec.ts reads it from the host.
const file = resolve(import.meta.dirname, '../..', 'firebase.json')
const committed = readFileSync(file, 'utf8')
const hosting = hostingConfig(productionOrigins(), redirectsOf(SITE_ROUTES))
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
