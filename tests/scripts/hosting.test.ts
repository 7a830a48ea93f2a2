import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { committedHosting, formatJson, hostingConfig, hostingHeaders, hostingTargets, IMMUTABLE, productionOrigins, REVALIDATE, withHosting } from '../../scripts/hosting'
import { redirectsOf } from '../../scripts/quality/public-routes'
import { originsFrom } from '../../scripts/security-headers'
import { stackEnv } from '../../scripts/stack-env'
import { SITE_ROUTES } from '../support/site-routes'

const file = resolve(import.meta.dirname, '../..', 'firebase.json')
const committed = readFileSync(file, 'utf8')
const hosting = hostingConfig(productionOrigins(), redirectsOf(SITE_ROUTES))
const headersOf = (h: Pick<ReturnType<typeof hostingConfig>, 'headers'>, source: string) =>
  Object.fromEntries(h.headers.find((rule) => rule.source === source)!.headers.map(({ key, value }) => [key, value]))

describe('firebase.json hosting block', () => {
  it('is exactly what scripts/hosting.ts generates for the production settings (npm run hosting:write)', () => {
    expect(committed).toBe(formatJson(withHosting(hostingTargets(hosting), file)))
  })

  it('has the site and the storyboards (storybook-static) as Hosting targets, both mapped in .firebaserc; the stack reads the site', () => {
    const targets = (JSON.parse(committed) as { hosting: { target: string; public: string }[] }).hosting
    expect(targets.map(({ target, public: dir }) => [target, dir])).toEqual([
      ['site', 'dist'],
      ['storyboards', 'storybook-static'],
    ])
    const rc = JSON.parse(readFileSync(resolve(import.meta.dirname, '../..', '.firebaserc'), 'utf8')) as { targets: Record<string, { hosting: Record<string, string[]> }> }
    expect(Object.keys(rc.targets['demo-superbullet']!.hosting).sort()).toEqual(['site', 'storyboards'])
    expect(committedHosting(file)).toEqual(hosting)
  })

  it('serves dist with clean URLs, the routes whose staticData names redirectTo as permanent redirects', () => {
    expect(hosting).toMatchObject({ public: 'dist', cleanUrls: true, trailingSlash: false })
    expect(hosting.redirects.sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: '/demos', destination: '/demo', type: 301 },
      { source: '/features', destination: '/roadmap', type: 301 },
      { source: '/privacy', destination: '/privacy-policy', type: 301 },
      { source: '/security', destination: '/security-policy', type: 301 },
      { source: '/terms', destination: '/terms-of-service', type: 301 },
    ])
    expect(hosting).not.toHaveProperty('rewrites')
    expect(hosting.ignore).toContain('**/.*/**')
  })

  it('sends every security header on every path, HTML revalidated, hashed assets cached for a year', () => {
    const all = headersOf(hosting, '**')
    expect(all).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cache-Control': REVALIDATE,
    })
    expect(all['Permissions-Policy']).toContain('camera=()')
    // Payment Request only for the embedded checkout's frame, not for the site or any other frame.
    expect(all['Permissions-Policy']).toMatch(/(^|, )payment=\("https:\/\/checkout\.embedpay\.io"\)(,|$)/)
    expect(headersOf(hosting, '/assets/**')).toEqual({ 'Cache-Control': IMMUTABLE })
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')
    // The asset rule comes last, so its Cache-Control wins.
    expect(hosting.headers.map((h) => h.source)).toEqual(['**', '/assets/**'])
  })

  it('production CSP: Google identity hosts, no localhost, no unsafe-inline; the stack\'s: the emulator and contract server', () => {
    const prod = headersOf(hosting, '**')['Content-Security-Policy']!
    expect(prod).toContain("frame-ancestors 'none'")
    expect(prod).toContain('https://identitytoolkit.googleapis.com')
    expect(prod).not.toContain('localhost')
    expect(prod).not.toContain('unsafe-inline')
    const stack = headersOf({ headers: hostingHeaders(originsFrom(stackEnv('stack'))) }, '**')['Content-Security-Policy']!
    expect(stack).toContain("connect-src 'self' http://localhost:8787 http://localhost:9099;")
    expect(stack).toContain('frame-src http://localhost:8787 ')
    expect(stack).not.toContain('identitytoolkit')
  })

  it("reports CSP violations only where a collector is set: the stack's to its contract server by report-uri alone, production's nowhere by default", () => {
    const prod = headersOf(hosting, '**')
    expect(prod['Content-Security-Policy']).not.toMatch(/report-(to|uri)/)
    expect(prod).not.toHaveProperty('Reporting-Endpoints')
    // Chromium ignores report-uri when report-to is present, and sends Reporting API reports too late for a test run.
    const stack = headersOf({ headers: hostingHeaders(originsFrom(stackEnv('stack'))) }, '**')
    expect(stack['Content-Security-Policy']).toMatch(/; report-uri http:\/\/localhost:8787\/__control\/csp-reports$/)
    expect(stack['Content-Security-Policy']).not.toContain('report-to')
    expect(stack).not.toHaveProperty('Reporting-Endpoints')
    expect(stack['Permissions-Policy']).toContain('payment=("http://localhost:8787")')
  })

  it('a production collector (CSP_REPORT_URL) gets the Reporting API, with report-uri for browsers without it', () => {
    const withCollector = headersOf({ headers: hostingHeaders(originsFrom({ CSP_REPORT_URL: 'https://reports.example/csp' })) }, '**')
    expect(withCollector['Content-Security-Policy']).toMatch(/; report-to csp; report-uri https:\/\/reports\.example\/csp$/)
    expect(withCollector['Reporting-Endpoints']).toBe('csp="https://reports.example/csp"')
    expect(() => originsFrom({ CSP_REPORT_URL: 'https://reports.example/csp', CSP_REPORT_DELIVERY: 'beacon' })).toThrow(/CSP_REPORT_DELIVERY must be one of reporting-api, report-uri/)
  })
})
