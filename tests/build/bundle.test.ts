/**
 * The production bundle ships none of what only the local stack and the tests use: no mock
 * code, no XState inspector, no secret (.env.example lists public VITE_* settings only). Builds once, with the production settings, into a
 * temporary folder, with canary secrets in the build's environment, and reads every file the
 * site ships plus the list of modules that went into it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostingHeaders, productionOrigins } from '../../scripts/hosting'
import {
  inlineHashes,
  INLINE_STYLES_FILE,
  originsFrom,
  PRERENDERED_STYLE_ATTRIBUTES,
} from '../../scripts/security-headers'
import {
  indexedPaths,
  loadSiteRoutes,
  prerenderedPaths,
  publicPaths,
} from '../../scripts/quality/public-routes'
import { SIGNED_IN_PRELOAD_DATA_ID } from '../../scripts/signed-in-preload'
import { measure } from '../../scripts/size'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'
import { EARLY_PRESS_SCRIPT } from '../../src/early-press'

const root = resolve(import.meta.dirname, '../..')
// The pages as the route tree declares them (each route's staticData), read after the build: the
// build's prerenderer must be the first to load React in this process, in production mode.
let PRERENDERED_ROUTES: string[] = []
let BROWSER_RENDERED_ROUTES: string[] = []
let SITEMAP_ROUTES: string[] = []
let siteRoutes: Awaited<ReturnType<typeof loadSiteRoutes>> = []

/** Secrets a careless build could pick up from its environment (none may reach the bundle). */
const CANARIES = {
  PAYMENT_SECRET_KEY: 'sk_live_canary51HxQ2bT9ZzYwV8uK3',
  FIREBASE_ADMIN_PRIVATE_KEY:
    '-----BEGIN PRIVATE KEY-----\\nMIIEcanaryCANARYcanary\\n-----END PRIVATE KEY-----',
  API_SIGNING_SECRET: 'whsec_canary7f3a9c1e5b2d8f4a6c0e',
}
/** A public setting with a recognisable value: it must be in the bundle (the scan works). */
const PUBLIC_API = 'https://api.bundle-check.superbullet.ai'

let outDir: string
const files = new Map<string, string>()
/** The app's one stylesheet, as index.html links it. */
const stylesheet = () =>
  files.get(/href="\/(assets\/[\w-]+\.css)"/.exec(files.get('index.html')!)![1]!)!
const moduleIds = new Set<string>()

function collectModules(): Plugin {
  return {
    name: 'bundle-test:collect-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          for (const id of Object.keys(output.modules)) moduleIds.add(id.replaceAll('\\', '/'))
      }
    },
  }
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'superbullet-bundle-test-'))
  // Production settings: none of a local stack's VITE_* values, plus the canaries.
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  Object.assign(process.env, CANARIES, { VITE_API_BASE_URL: PUBLIC_API, NODE_ENV: 'production' })
  try {
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [collectModules()],
    })
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
  // What a host serves: everything in dist except the build manifest (tooling only).
  for (const path of walk(outDir)) {
    const rel = relative(outDir, path).replaceAll('\\', '/')
    if (rel.startsWith('.vite/')) continue
    files.set(rel, readFileSync(path, 'utf8'))
  }
  siteRoutes = await loadSiteRoutes(root)
  PRERENDERED_ROUTES = prerenderedPaths(siteRoutes)
  BROWSER_RENDERED_ROUTES = publicPaths(siteRoutes).filter((r) => !PRERENDERED_ROUTES.includes(r))
  SITEMAP_ROUTES = indexedPaths(siteRoutes)
}, 300_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** The shipped files that contain a string (or match a pattern). */
function filesWith(needle: string | RegExp): string[] {
  return [...files]
    .filter(([, text]) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text)))
    .map(([name]) => name)
}

const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)
/** A page's document without what differs by route: preloads, head tags, critical CSS, the prerendered page. */
const skeleton = (html: string) =>
  html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<style>[^<]*<\/style>/, '<style/>')
    .replace(/<title>.*\n/, '<title/>\n')
    .replace(
      /<div id="root"[^>]*>[\s\S]*<\/div>(?=\s*<link rel="stylesheet"[^>]*>\s*<\/body>)/,
      '<div id="root"></div>',
    )
/** The text a reader sees in a page (tags dropped, entities decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The critical CSS a page carries in its head. */
const criticalCssOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? ''

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('the production bundle', () => {
  it('was built and read: the entry, its chunks and the public settings are there', () => {
    expect(files.has('index.html')).toBe(true)
    expect([...files.keys()].filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5)
    expect(moduleIds.size).toBeGreaterThan(100)
    // The scan reads what ships: the public API origin is in it.
    expect(filesWith(PUBLIC_API).length).toBeGreaterThan(0)
  })

  it('holds no mock code: no MSW, no scenario store, no demo accounts', () => {
    const mockModules = [...moduleIds].filter(
      (id) =>
        /\/node_modules\/(msw|@mswjs)\//.test(id) ||
        /\/src\/mocks\//.test(id) ||
        /\/contract\//.test(id),
    )
    expect(mockModules).toEqual([])
    for (const needle of [
      'mockServiceWorker',
      '[MSW]',
      'setupWorker',
      'scenario-store',
      'scenarioStore',
      'demo-accounts',
      'superbullet-demo',
      '@demo.superbullet.ai',
    ]) {
      expect(filesWith(needle), needle).toEqual([])
    }
  })

  it('holds no XState inspector', () => {
    expect([...moduleIds].filter((id) => id.includes('/node_modules/@statelyai/inspect/'))).toEqual(
      [],
    )
    for (const needle of ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai/inspect'])
      expect(filesWith(needle), needle).toEqual([])
  })

  it('holds no secret: no live keys, no private keys, none of the build environment', () => {
    for (const [name, pattern] of [
      ['live or test secret keys', /\b(sk|rk)_(live|test)_[0-9A-Za-z]{8,}/],
      ['private keys', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ['webhook secrets', /\bwhsec_[0-9A-Za-z]{8,}/],
      ['AWS access keys', /\bAKIA[0-9A-Z]{16}\b/],
      ['GitHub tokens', /\bgh[pousr]_[0-9A-Za-z]{30,}/],
      ['Slack tokens', /\bxox[abposr]-[0-9A-Za-z-]{10,}/],
    ] as const) {
      expect(filesWith(pattern), name).toEqual([])
    }
    for (const [key, value] of Object.entries(CANARIES)) expect(filesWith(value), key).toEqual([])
    // Every other environment value of the build (long enough to be unambiguous), except the
    // public VITE_* settings and npm's own metadata.
    const leaked = Object.entries(process.env)
      .filter(
        ([key, value]) =>
          value && value.length >= 16 && !key.startsWith('VITE_') && !key.startsWith('npm_'),
      )
      .filter(([, value]) => filesWith(value!).length > 0)
      .map(([key]) => key)
    expect(leaked).toEqual([])
  })

  it('a page the browser renders shows the loading spinner; every page preloads Firebase Auth only for a returning signed-in user', () => {
    for (const page of BROWSER_RENDERED_ROUTES.map(pageFile)) {
      expect(files.get(page), page).toMatch(
        /<div id="root">\s*<div class="boot-loading" role="status"><span class="boot-spinner" aria-hidden="true"><\/span><span>Loading...<\/span><\/div>\s*<\/div>/,
      )
    }
    const html = files.get('index.html')!
    // Two inline scripts, the same in every build: the early press capture, and the preload that
    // reads the chunk list from a JSON data block.
    const [early, signedIn, ...others] = inlineScripts(html)
    expect(others).toEqual([])
    expect(early).toBe(EARLY_PRESS_SCRIPT)
    expect(signedIn).toContain(`localStorage.getItem("${SESSION_HINT_KEY}")==="1"`)
    const data = new RegExp(
      `<script type="application/json" id="${SIGNED_IN_PRELOAD_DATA_ID}">([^<]*)</script>`,
    ).exec(html)?.[1]
    const preloaded = JSON.parse(data ?? '[]') as string[]
    expect(preloaded).toContainEqual(
      expect.stringMatching(/^\/assets\/firebase-session-[\w-]+\.js$/),
    )
    for (const href of preloaded) expect(files.has(href.slice(1)), href).toBe(true)
    // The entry loads as a module script; the app chunk is preloaded; Firebase is not.
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    )
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">/)
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*firebase-session/)
    // The spinner's styles are in the page's critical CSS and in the one stylesheet, which comes last.
    const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    expect(stylesheets).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">$/),
    ])
    const css = files.get(/href="\/(assets\/[\w-]+\.css)"/.exec(stylesheets[0]!)![1]!)!
    for (const page of BROWSER_RENDERED_ROUTES.map(pageFile)) {
      const critical = criticalCssOf(files.get(page)!)
      for (const rule of ['.boot-loading{', '.boot-spinner{']) {
        expect(css).toContain(rule)
        expect(critical, page).toContain(rule)
      }
    }
  })

  it('every page carries its critical CSS in one <style> in its head and loads the stylesheet at the end of <body>, where it holds no paint', () => {
    const css = stylesheet()
    for (const page of [...PRERENDERED_ROUTES, ...BROWSER_RENDERED_ROUTES]
      .map(pageFile)
      .concat('404.html')) {
      const html = files.get(page)!
      const [head, body] = html.split('</head>')
      expect(head!.match(/<style>/g), page).toHaveLength(1)
      expect(head, page).not.toContain('rel="stylesheet"')
      expect(body, page).toMatch(
        /<\/div>\n {4}<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">\n {2}<\/body>/,
      )
      const critical = criticalCssOf(html)
      // The design tokens, the reset and the utilities the page uses; less than the whole stylesheet.
      expect(critical, page).toContain(':where(:root,:host){')
      expect(critical, page).toContain('@layer utilities{')
      expect(critical.length, page).toBeLessThan(css.length / 2)
    }
    // A prerendered page's own utilities are all in it: each class of /pricing's markup that the
    // stylesheet styles with a plain rule.
    const pricingHtml = files.get('pricing.html')!
    const pricing = criticalCssOf(pricingHtml)
    const classes = new Set(
      [...pricingHtml.matchAll(/ class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')),
    )
    const styled = [...classes]
      .map((cls) => `.${cls.replace(/[^\w-]/g, (c) => `\\${c}`)}{`)
      .filter((rule) => css.includes(rule))
    expect(styled.length).toBeGreaterThan(30)
    for (const rule of styled) expect(pricing, rule).toContain(rule)
  })

  it('sets no custom property on every element: each style recalculation would build them all again', () => {
    const css = stylesheet()
    const everyElement = [...css.matchAll(/(?<=^|[{}])([^{}@]*)\{([^{}]*)\}/g)].filter(
      ([, selector]) => selector!.split(',').some((s) => s.trim() === '*'),
    )
    expect(everyElement.length).toBeGreaterThan(0)
    for (const [, selector, body] of everyElement) expect(body, selector).not.toMatch(/(^|;)--/)
  })

  it("declares only the custom properties a rule reads: the theme's unused tokens on :root would weigh on every page's style recalculation", () => {
    const css = stylesheet()
    const declared = new Set([...css.matchAll(/[{;](--[\w-]+):/g)].map((m) => m[1]!))
    const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!))
    expect(declared.size).toBeGreaterThan(20)
    // Lightning CSS, which minifies after PostCSS, writes its own color-scheme pair on html.
    expect(
      [...declared].filter((name) => !used.has(name) && !name.startsWith('--lightningcss-')),
    ).toEqual([])
  })

  // `npm run size` runs this test alone.
  it('keeps every route within the size budgets, and writes the table to reports/size.md', () => {
    const report = measure(outDir, siteRoutes)
    writeFileSync(join(root, 'reports', 'size.md'), report.markdown)
    console.log(report.table)
    expect(report.failures, report.table).toEqual([])
  })

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
})
