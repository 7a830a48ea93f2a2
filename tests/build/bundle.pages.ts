/**
 * The pages the build writes: one HTML file per route preloading its own chunks, 404.html, the
 * sitemap, the inline code's hashes in the hosting CSP, and each public page prerendered with its
 * content and head. Not a test file of its own: bundle.test.ts runs these tests in its describe,
 * on its one build (a second test file would build the site a second time).
 */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { hostingHeaders, productionOrigins } from '../../scripts/hosting'
import {
  inlineHashes,
  INLINE_STYLES_FILE,
  originsFrom,
  PRERENDERED_STYLE_ATTRIBUTES,
} from '../../scripts/security-headers'
import {
  files,
  inlineScripts,
  pageFile,
  PRERENDERED_ROUTES,
  PUBLIC_API,
  SITEMAP_ROUTES,
  skeleton,
  textOf,
} from './bundle.helpers'

/** Registers the page tests in the caller's describe. */
export function pageTests() {
  it("writes one HTML file per route that preloads the route's own chunks", () => {
    const shell = skeleton(files.get('dashboard.html')!)
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)].map(
        (m) => m[1]!,
      )
    for (const page of [
      'index.html',
      'pricing.html',
      'token-topups.html',
      'faq.html',
      'dashboard.html',
      'dashboard/billing.html',
    ]) {
      const html = files.get(page)
      expect(html, page).toBeDefined()
      // The same document, but for its preloads, its head tags and its prerendered page; every
      // preloaded file exists.
      expect(skeleton(html!), page).toBe(shell)
      for (const file of preloads(html!)) expect(files.has(file), `${page}: ${file}`).toBe(true)
    }
    const routeChunk = (html: string, name: string) =>
      preloads(html).some((f) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(f))
    expect(routeChunk(files.get('pricing.html')!, 'pricing')).toBe(true)
    expect(routeChunk(files.get('faq.html')!, 'faq')).toBe(true)
    expect(routeChunk(files.get('pricing.html')!, 'faq')).toBe(false)
    // Redirect-only routes get no page: they fall back to index.html.
    expect(files.has('features.html')).toBe(false)
  })

  it("writes 404.html, the prerendered not-found page that the browser renders anew, and no other host's headers file", () => {
    const html = files.get('404.html')!
    expect(skeleton(html)).toBe(skeleton(files.get('dashboard.html')!))
    expect(html).toContain('<title>404 Page Not Found | SuperbulletAI</title>')
    expect(textOf(html)).toContain('Did you forget to add the page to the router?')
    expect(html).toContain('<div id="root"><a href="#main"')
    expect(html).not.toMatch(/href="\/assets\/routes-/)
    expect(files.has('_headers')).toBe(false)
  })

  it('writes sitemap.xml with the public routes and robots.txt naming it, on the production origin', () => {
    const locs = [...(files.get('sitemap.xml') ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    )
    expect(locs).toEqual(SITEMAP_ROUTES.map((r) => `https://superbullet.ai${r}`))
    expect(files.get('robots.txt')).toContain('Sitemap: https://superbullet.ai/sitemap.xml')
  })

  it('runs its inline scripts and styles by the hashes the hosting CSP allows, for any origins', () => {
    const built = inlineHashes(files.get('index.html')!)
    expect(built.scriptHashes).toHaveLength(2)
    expect(built.styleHashes).toHaveLength(1)
    // Every page's critical CSS, as scripts/inline-styles.json records it (the build rewrites it).
    const pages = [...files].filter(([name]) => name.endsWith('.html'))
    const styleHashes = [
      ...new Set(pages.flatMap(([, html]) => inlineHashes(html).styleHashes)),
    ].sort()
    expect(
      JSON.parse(readFileSync(INLINE_STYLES_FILE, 'utf8')),
      'scripts/inline-styles.json: commit what the build wrote',
    ).toEqual(styleHashes)
    for (const origins of [originsFrom({ VITE_API_BASE_URL: PUBLIC_API }), productionOrigins()]) {
      expect(origins.scriptHashes).toEqual(built.scriptHashes)
      expect(origins.styleHashes).toEqual(styleHashes)
    }
    const csp = hostingHeaders(originsFrom({ VITE_API_BASE_URL: PUBLIC_API }))[0]!.headers.find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value
    expect(csp).toContain(
      `script-src 'self' https://apis.google.com ${built.scriptHashes.map((h) => `'${h}'`).join(' ')};`,
    )
    expect(csp).toContain(`connect-src 'self' ${PUBLIC_API}`)
    expect(csp).not.toContain('unsafe-inline')
  })

  it('prerenders every public page with its content and its own head, marked for hydration', () => {
    const titles = new Set<string>()
    for (const route of PRERENDERED_ROUTES) {
      const html = files.get(pageFile(route))!
      expect(html, route).toContain('<div id="root" data-prerendered><a href="#main"')
      expect(html, route).not.toContain('Loading...')
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title, route).toMatch(/SuperbulletAI/)
      titles.add(title!)
      expect(html, route).toContain(
        `<link rel="canonical" href="https://superbullet.ai${route === '/' ? '/' : route}"/>`,
      )
      expect(html, route).toContain(
        '<meta property="og:image" content="https://superbullet.ai/og-image.png"/>',
      )
      expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      // The header, the page's heading and the footer are in the HTML.
      expect(html, route).toMatch(
        /<header[^>]*>[\s\S]*<main id="main"[^>]*>[\s\S]*<h1[\s\S]*<\/main><footer/,
      )
      expect(html.includes('name="robots" content="noindex"'), route).toBe(
        !SITEMAP_ROUTES.includes(route),
      )
    }
    expect(titles.size).toBe(PRERENDERED_ROUTES.length)
  })

  it('/pricing holds the plans, /faq every question, /downloads the latest release, as text', async () => {
    const { plans } = await import('../../src/content/plans')
    const { faqSections } = await import('../../src/content/faq')
    const { getLatestRelease } = await import('../../src/content/releases')
    // The pages with buy buttons preconnect to the checkout's origin.
    for (const page of ['pricing.html', 'token-topups.html'])
      expect(files.get(page), page).toContain(
        '<link rel="preconnect" href="https://checkout.embedpay.io"/>',
      )
    expect(files.get('faq.html')).not.toContain('rel="preconnect"')
    const pricing = textOf(files.get('pricing.html')!)
    for (const plan of plans) expect(pricing, plan.name).toContain(plan.name)
    expect(pricing).toContain('$20')
    const faq = textOf(files.get('faq.html')!)
    for (const item of faqSections.flatMap((section) => section.items))
      expect(faq, item.id).toContain(item.question)
    const downloads = textOf(files.get('downloads.html')!)
    expect(downloads).toContain(getLatestRelease().displayVersion)
    expect(files.get('downloads.html')).toContain(`href="${getLatestRelease().downloadUrl}"`)
  })

  it('a prerendered page runs no inline script but the early press capture and the preload, and carries only the style attributes the CSP allows by hash', () => {
    for (const route of PRERENDERED_ROUTES) {
      const html = files.get(pageFile(route))!
      expect(inlineScripts(html), route).toEqual(inlineScripts(files.get('dashboard.html')!))
      expect(html, route).not.toMatch(/<template|\$RC|<script>requestAnimationFrame/)
      const styles = [...html.matchAll(/ style="([^"]*)"/g)].map((m) => m[1]!)
      for (const style of styles)
        expect(PRERENDERED_STYLE_ATTRIBUTES, `${route}: style="${style}"`).toContain(style)
    }
    const csp = hostingHeaders(productionOrigins())[0]!.headers.find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value
    // The critical CSS blocks by their hashes, then the style attribute by its hash alone.
    expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+ 'unsafe-hashes' 'sha256-[\w+/=]+';/)
  })
}
