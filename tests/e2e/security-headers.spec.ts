import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stackEnv } from '../../scripts/stack-env'
import { expect, test } from './fixtures'

/** The security contract (ARCHITECTURE.md): what `vite preview` sends on every answer. */
const env = stackEnv('stack')
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

test.describe('security headers of the preview server', () => {
  // The SPA fallback (a deep link), the HTML itself, a hashed asset and a public file.
  for (const path of ['/', '/pricing', '/dashboard/billing', '/robots.txt']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.ok()).toBe(true)
      const h = res.headers()
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['x-frame-options']).toBe('DENY')
    })
  }

  test('a JavaScript asset carries them too', async ({ request }) => {
    const html = await (await request.get('/')).text()
    // The entry, which index.html's loader adds after the first paint.
    const script = /s\.src="([^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'the entry script in index.html').toBeTruthy()
    const res = await request.get(script!)
    expect(res.ok()).toBe(true)
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('assets come in brotli to a browser that accepts it, in gzip to one that does not, cached for good', async ({ request }) => {
    // The app chunk (the entry itself is under the 1 kB below which nothing is compressed).
    const script = /href="(\/assets\/app-[\w-]+\.js)"/.exec(await (await request.get('/')).text())?.[1]
    expect(script, 'the app chunk preloaded by index.html').toBeTruthy()
    const br = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(br.headers()['content-type']).toMatch(/^text\/javascript/)
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    // Both decode to the same script.
    expect(await br.text()).toBe(await gzip.text())
  })

  test('the CSP allows the app, the Auth emulator, the checkout frame and the video embeds, and nothing else', async ({ request }) => {
    const csp = directives((await request.get('/')).headers()['content-security-policy']!)
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'self'", 'https://apis.google.com'])
    // The hashes are those of the inline scripts index.html serves now (they change with every build).
    const inline = [...(await (await request.get('/')).text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(2)
    expect(csp.get('script-src')?.slice(2)).toEqual(inline.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`))
    expect(csp.get('style-src')?.[0]).toBe("'self'")
    expect(csp.get('style-src')?.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true)
    expect(csp.get('connect-src')?.sort()).toEqual(["'self'", apiOrigin, emulator].sort())
    expect(csp.get('frame-src')?.sort()).toEqual([checkoutOrigin, emulator, 'https://www.youtube-nocookie.com', 'https://www.linkedin.com'].sort())
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(sources).not.toContain('*')
    }
  })

  test('dist/_headers (production hosting) holds the same headers as the preview', async ({ request }) => {
    const file = readFileSync(fileURLToPath(new URL('../../dist/_headers', import.meta.url)), 'utf8')
    const preview = (await request.get('/')).headers()
    for (const name of ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']) {
      expect(file).toContain(`  ${name}: ${preview[name.toLowerCase()]}\n`)
    }
  })

  test('the browser enforces the CSP: an injected inline script does not run and is reported', async ({ page, pageErrors }) => {
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          let violated = ''
          document.addEventListener('securitypolicyviolation', (e) => (violated = e.effectiveDirective), { once: true })
          const script = document.createElement('script')
          script.textContent = 'window.__cspProbe = true'
          document.body.append(script)
          setTimeout(() => resolve({ ran: (window as unknown as { __cspProbe?: boolean }).__cspProbe === true, violated }), 300)
        }),
    )
    expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' })
    // The fixture fails a test on CSP violations; this one was provoked on purpose.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.startsWith('csp:')))
  })

  test('the site cannot be framed', async ({ page, pageErrors }) => {
    await page.goto('/robots.txt')
    await page.setContent(`<iframe src="${new URL('/', page.url()).href}" title="framed"></iframe>`)
    await page.waitForTimeout(1500)
    const framed = page.frames().find((f) => f !== page.mainFrame())
    expect(framed, 'the iframe exists').toBeTruthy()
    // frame-ancestors 'none': Chromium puts an error page in the frame instead of the site.
    expect(await framed!.locator('#root').count()).toBe(0)
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.startsWith('csp:')))
  })
})
