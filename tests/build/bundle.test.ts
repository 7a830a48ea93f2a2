/**
 * The production bundle ships none of what only the local stack and the tests use: no mock
 * code, no XState inspector, no secret (.env.example lists public VITE_* settings only). Builds once, with the production settings, into a
 * temporary folder, with canary secrets in the build's environment, and reads every file the
 * site ships plus the list of modules that went into it. The tests of the pages it writes are in
 * bundle.pages.ts, run here on the same build.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGNED_IN_PRELOAD_DATA_ID } from '../../scripts/signed-in-preload'
import { measure } from '../../scripts/size'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'
import { EARLY_PRESS_SCRIPT } from '../../src/early-press'
import {
  BROWSER_RENDERED_ROUTES,
  buildBundle,
  CANARIES,
  criticalCssOf,
  files,
  filesWith,
  inlineScripts,
  moduleIds,
  outDir,
  pageFile,
  PRERENDERED_ROUTES,
  PUBLIC_API,
  removeBundle,
  root,
  siteRoutes,
  stylesheet,
} from './bundle.helpers'
import { pageTests } from './bundle.pages'

beforeAll(buildBundle, 300_000)
afterAll(removeBundle)

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

  // The pages the build writes (bundle.pages.ts), on this same build.
  pageTests()
})
