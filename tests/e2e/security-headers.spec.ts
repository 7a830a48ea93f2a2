import { createHash, randomUUID } from 'node:crypto'
import { hostingHeaders } from '../../scripts/hosting'
import { originsFrom } from '../../scripts/security-headers'
import { stackEnv } from '../../scripts/stack-env'
import { control, expect, test } from './fixtures'
import { CSP_COLLECTOR, isProbeReport, probeUrl } from './support/csp-reports'

/**
 * What the Firebase Hosting emulator sends for the stack's firebase.json (`npm run stack`): the
 * same hosting block production deploys (scripts/hosting.ts), with the stack's origins.
 */
const env = stackEnv('stack')
const headers = hostingHeaders(originsFrom(env))
const declared = (source: string) =>
  Object.fromEntries(
    headers.find((r) => r.source === source)!.headers.map((h) => [h.key.toLowerCase(), h.value]),
  )
const everyPath = declared('**')
const checkoutOrigin = new URL(env.VITE_CHECKOUT_ENDPOINT!).origin
const apiOrigin = new URL(env.VITE_API_BASE_URL!).origin
const emulator = `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`

/** Parses a CSP into directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

const appChunk = async (request: import('@playwright/test').APIRequestContext) =>
  /href="(\/assets\/app-[\w-]+\.js)"/.exec(await (await request.get('/')).text())?.[1]

test.describe('production hosting (the Firebase Hosting emulator serving firebase.json)', () => {
  // The home page, a prerendered page, a nested browser-rendered route and the crawler files
  // (a redirect-only route answers a bare 301: see the clean-URL test).
  for (const path of ['/', '/pricing', '/dashboard/billing', '/robots.txt', '/sitemap.xml']) {
    test(`${path} carries every declared header, revalidated`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status()).toBe(200)
      const h = res.headers()
      for (const [name, value] of Object.entries(everyPath)) expect(h[name], name).toBe(value)
      expect(h['cache-control']).toBe('no-cache')
      expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    })
  }

  test('hashed assets are cached for a year, with the security headers and compressed', async ({
    request,
  }) => {
    const script = await appChunk(request)
    expect(script, 'the app chunk preloaded by index.html').toBeTruthy()
    const res = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers()['content-encoding']).toBe('gzip')
    expect(res.headers()['content-type']).toMatch(/javascript/)
    expect(res.headers()['content-security-policy']).toBe(everyPath['content-security-policy'])
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('an unknown path answers the 404 page with status 404', async ({ request, page }) => {
    const res = await request.get('/no-such-page')
    expect(res.status()).toBe(404)
    expect(res.headers()['content-security-policy']).toBe(everyPath['content-security-policy'])
    // The not-found page itself, prerendered: readable before (and without) any script.
    expect(await res.text()).toMatch(/<div id="root"><a href="#main"[\s\S]*404 Page Not Found/)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('404 Page Not Found | SuperbulletAI')
  })

  test('clean URLs: /pricing.html and /pricing/ move to /pricing; a redirect-only route moves to its page', async ({
    request,
    page,
  }) => {
    for (const path of ['/pricing.html', '/pricing/']) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(301)
      expect(res.headers()['location'], path).toBe('/pricing')
    }
    for (const [from, to] of [
      ['/features', '/roadmap'],
      ['/demos', '/demo'],
      ['/terms', '/terms-of-service'],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 })
      expect(res.status(), from).toBe(301)
      expect(res.headers()['location'], from).toBe(to)
    }
    await page.goto('/features')
    await expect(page).toHaveURL(/\/roadmap$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development Roadmap')
  })

  test('the CSP allows the app, the Auth emulator, the checkout frame and the video embeds, and nothing else', async ({
    request,
  }) => {
    const res = await request.get('/')
    const csp = directives(res.headers()['content-security-policy']!)
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'self'", 'https://apis.google.com'])
    // The two inline scripts index.html serves (the early press capture, the signed-in preload) run by their hashes.
    const inline = [...(await res.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    )
    expect(inline).toHaveLength(2)
    expect(csp.get('script-src')?.slice(2)).toEqual(
      inline.map(
        (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      ),
    )
    const styles = csp.get('style-src')!
    expect(styles[0]).toBe("'self'")
    // Every page's critical CSS block runs by its hash; this page's is one of them.
    const unsafeHashes = styles.indexOf("'unsafe-hashes'")
    const blocks = styles.slice(1, unsafeHashes)
    for (const path of ['/', '/pricing', '/faq', '/dashboard/billing']) {
      const css = /<style>([^<]*)<\/style>/.exec(await (await request.get(path)).text())?.[1]
      expect(css, path).toBeTruthy()
      expect(blocks, path).toContain(
        `'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`,
      )
    }
    // The prerendered pages' style attributes (Ark's closed accordions) run by their hashes only.
    expect(unsafeHashes).toBeGreaterThan(1)
    expect(
      styles
        .slice(1)
        .filter((s) => s !== "'unsafe-hashes'")
        .every((s) => s.startsWith("'sha256-")),
    ).toBe(true)
    expect(csp.get('connect-src')?.sort()).toEqual(["'self'", apiOrigin, emulator].sort())
    expect(csp.get('frame-src')?.sort()).toEqual(
      [
        checkoutOrigin,
        emulator,
        'https://www.youtube-nocookie.com',
        'https://www.linkedin.com',
      ].sort(),
    )
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    // Violations are reported to the contract server's collector (test mode), by report-uri alone:
    // Chromium ignores it beside report-to, whose reports it sends too late for the run's check.
    expect(csp.get('report-uri')).toEqual([`${apiOrigin}/__control/csp-reports`])
    expect(csp.has('report-to')).toBe(false)
    expect(res.headers()).not.toHaveProperty('reporting-endpoints')
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(sources).not.toContain('*')
    }
  })

  test('Permissions-Policy allows Payment Request only to the checkout frame', async ({
    request,
  }) => {
    const policy = (await request.get('/')).headers()['permissions-policy']!
    expect(policy.split(', ')).toContain(`payment=("${checkoutOrigin}")`)
    for (const feature of ['camera', 'microphone', 'geolocation'])
      expect(policy.split(', ')).toContain(`${feature}=()`)
  })

  test('the browser enforces the CSP: an injected inline script and an image from another origin are blocked, and reported to the collector', async ({
    page,
    pageErrors,
  }) => {
    // A probe page (the stack by its IP address): the end-of-run check leaves its reports alone.
    const url = probeUrl(`/?inline-script=${randomUUID()}`)
    await page.goto(url)
    await expect(page.getByRole('banner')).toBeVisible()
    const blockedImage = 'https://blocked.example/pixel.png'
    const outcome = await page.evaluate(
      (src) =>
        new Promise<{ ran: boolean; violated: string[] }>((resolve) => {
          const violated: string[] = []
          document.addEventListener('securitypolicyviolation', (e) =>
            violated.push(e.effectiveDirective),
          )
          const script = document.createElement('script')
          script.textContent = 'window.__cspProbe = true'
          document.body.append(script)
          const image = document.createElement('img')
          image.src = src
          image.alt = ''
          document.body.append(image)
          setTimeout(
            () =>
              resolve({
                ran: (window as unknown as { __cspProbe?: boolean }).__cspProbe === true,
                violated,
              }),
            300,
          )
        }),
      blockedImage,
    )
    expect(outcome).toEqual({ ran: false, violated: ['script-src-elem', 'img-src'] })
    // The browser's report-uri uploads reach the contract server within seconds.
    await expect
      .poll(
        async () =>
          (await control.cspReports())
            .filter((r) => isProbeReport(r) && r.documentURL === url)
            .map((r) => [r.effectiveDirective, r.blockedURL]),
        { timeout: 5_000 },
      )
      .toEqual([
        ['script-src-elem', 'inline'],
        ['img-src', blockedImage],
      ])
    // The fixture fails a test on CSP violations; these were provoked on purpose.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.startsWith('csp:')))
  })

  test('the site cannot be framed: frame-ancestors refuses it, and the browser reports that', async ({
    page,
    pageErrors,
  }) => {
    // The framing page has no CSP of its own (the site's frame-src would refuse the frame first);
    // the framed page is a probe page, whose report is expected.
    const before = (await control.cspReports()).length
    await page.setContent(`<iframe src="${probeUrl('/')}" title="framed"></iframe>`)
    // Chromium cuts this report's addresses down to the framed page's origin.
    await expect
      .poll(
        async () =>
          (await control.cspReports())
            .slice(before)
            .filter(isProbeReport)
            .map((r) => [r.effectiveDirective, r.blockedURL]),
        { timeout: 5_000 },
      )
      .toEqual([['frame-ancestors', probeUrl('/')]])
    const framed = page.frames().find((f) => f !== page.mainFrame())
    expect(framed, 'the iframe exists').toBeTruthy()
    // Chromium puts an error page in the frame instead of the site.
    expect(await framed!.locator('#root').count()).toBe(0)
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.startsWith('csp:')))
  })

  test('a page on another origin cannot post reports to the collector: what it can send is refused', async ({
    page,
  }) => {
    const foreign = 'http://attacker.test/'
    await page.route(foreign, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>x</title>',
      }),
    )
    // Not page.goto, which waits for the app: this page is not the site.
    await page.evaluate((url) => (location.href = url), foreign)
    await page.waitForURL(foreign)
    const before = (await control.cspReports()).length
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': foreign,
        'effective-directive': 'script-src',
        'blocked-uri': 'inline',
      },
    })
    const outcomes = await page.evaluate(
      async ({ collector, body }) => {
        const sent: string[] = []
        // A simple request (text/plain) goes out without a preflight; the collector refuses it.
        await fetch(collector, { method: 'POST', mode: 'no-cors', body }).then(
          () => sent.push('no-cors sent'),
          () => sent.push('no-cors failed'),
        )
        // A report type needs a preflight, which the collector does not grant to this origin.
        await fetch(collector, {
          method: 'POST',
          headers: { 'Content-Type': 'application/csp-report' },
          body,
        }).then(
          () => sent.push('cors answered'),
          () => sent.push('cors blocked'),
        )
        return sent
      },
      { collector: CSP_COLLECTOR, body: report },
    )
    expect(outcomes).toEqual(['no-cors sent', 'cors blocked'])
    expect((await control.cspReports()).length).toBe(before)
  })
})
