/**
 * The production bundle (ARCHITECTURE.md, "Security contract" and "The local stack"): no mock
 * code, no XState inspector, no secret. Builds once, with the production settings, into a
 * temporary folder, with canary secrets in the build's environment, and reads every file the
 * site ships plus the list of modules that went into it.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAINT_FIRST_TEMPLATE_ID } from '../../scripts/vite-plugins'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'

const root = resolve(import.meta.dirname, '../..')

/** Secrets a careless build could pick up from its environment (none may reach the bundle). */
const CANARIES = {
  PAYMENT_SECRET_KEY: 'sk_live_canary51HxQ2bT9ZzYwV8uK3',
  FIREBASE_ADMIN_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIEcanaryCANARYcanary\\n-----END PRIVATE KEY-----',
  API_SIGNING_SECRET: 'whsec_canary7f3a9c1e5b2d8f4a6c0e',
}
/** A public setting with a recognisable value: it must be in the bundle (the scan works). */
const PUBLIC_API = 'https://api.bundle-check.superbullet.ai'

let outDir: string
const files = new Map<string, string>()
const moduleIds = new Set<string>()

function collectModules(): Plugin {
  return {
    name: 'bundle-test:collect-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of Object.keys(output.modules)) moduleIds.add(id.replaceAll('\\', '/'))
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
  // What a host serves: everything in dist except the build manifest (tooling only); the brotli
  // copies of the assets as a browser reads them, decompressed.
  for (const path of walk(outDir)) {
    const rel = relative(outDir, path).replaceAll('\\', '/')
    if (rel.startsWith('.vite/')) continue
    files.set(rel, rel.endsWith('.br') ? brotliDecompressSync(readFileSync(path)).toString('utf8') : readFileSync(path, 'utf8'))
  }
}, 300_000)

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** The shipped files that contain a string (or match a pattern). */
function filesWith(needle: string | RegExp): string[] {
  return [...files].filter(([, text]) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text))).map(([name]) => name)
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('the production bundle', () => {
  it('was built and read: the entry, its chunks and the public settings are there', () => {
    expect(files.has('index.html')).toBe(true)
    expect([...files.keys()].filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5)
    expect(moduleIds.size).toBeGreaterThan(100)
    // The scan reads what ships: the public API origin is in it.
    expect(filesWith(PUBLIC_API).length).toBeGreaterThan(0)
  })

  it('ships a brotli copy of every script and stylesheet, holding the same text', () => {
    const assets = [...files.keys()].filter((f) => /^assets\/.+\.(js|css)$/.test(f))
    expect(assets.length).toBeGreaterThan(5)
    for (const asset of assets) expect(files.get(`${asset}.br`), asset).toBe(files.get(asset))
  })

  it('holds no mock code: no MSW, no scenario store, no demo accounts', () => {
    const mockModules = [...moduleIds].filter((id) => /\/node_modules\/(msw|@mswjs)\//.test(id) || /\/src\/mocks\//.test(id) || /\/contract\//.test(id))
    expect(mockModules).toEqual([])
    for (const needle of ['mockServiceWorker', '[MSW]', 'setupWorker', 'scenario-store', 'scenarioStore', 'demo-accounts', 'superbullet-demo', '@demo.superbullet.ai']) {
      expect(filesWith(needle), needle).toEqual([])
    }
  })

  it('holds no XState inspector', () => {
    expect([...moduleIds].filter((id) => id.includes('/node_modules/@statelyai/inspect/'))).toEqual([])
    for (const needle of ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai/inspect']) expect(filesWith(needle), needle).toEqual([])
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
      .filter(([key, value]) => value && value.length >= 16 && !key.startsWith('VITE_') && !key.startsWith('npm_'))
      .filter(([, value]) => filesWith(value!).length > 0)
      .map(([key]) => key)
    expect(leaked).toEqual([])
  })

  it('index.html paints the loading spinner before any script, and preloads what start-up needs', () => {
    const html = files.get('index.html')!
    expect(html).toMatch(/<div id="root">\s*<div class="boot-loading" role="status"><span class="boot-spinner" aria-hidden="true"><\/span><span>Loading...<\/span><\/div>\s*<\/div>/)
    // No script element loads anything before the spinner has painted: two inline scripts, one
    // that preloads Firebase Auth only for a returning signed-in user, and the loader that, after
    // the first frame, adds the page's module preloads (inert in a template until then) and the entry.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>', '<script>'])
    const [signedIn, loader] = inlineScripts(html)
    expect(signedIn).toContain(`localStorage.getItem("${SESSION_HINT_KEY}")==="1"`)
    const preloaded = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(signedIn!)![1]!) as string[]
    expect(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/firebase-session-[\w-]+\.js$/))
    for (const href of preloaded) expect(files.has(href.slice(1)), href).toBe(true)
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(go))')
    const entry = /s\.src="\/(assets\/index-[\w-]+\.js)"/.exec(loader!)?.[1]
    expect(entry && files.has(entry), 'the loader names the built entry').toBe(true)
    const template = new RegExp(`<template id="${PAINT_FIRST_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(html)?.[1] ?? ''
    expect(template).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">/)
    expect(template).not.toMatch(/firebase-session/)
    expect(html.replace(template, ''), 'no preload outside the template').not.toMatch(/<link rel="modulepreload"/)
    // The spinner's styles are inline; the stylesheet does not block that first paint.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    expect(inline).toContain('.boot-loading')
    expect(inline).toContain('.boot-spinner')
    const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    expect(stylesheets).toHaveLength(1)
    expect(stylesheets[0]).toMatch(/ media="print" data-apply-before-render>$/)
  })

  it('writes one HTML file per route that preloads the route\'s own chunks', () => {
    const index = files.get('index.html')!
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)].map((m) => m[1]!)
    for (const page of ['pricing.html', 'token-topups.html', 'faq.html', 'dashboard.html', 'dashboard/billing.html']) {
      const html = files.get(page)
      expect(html, page).toBeDefined()
      // The same document as index.html, plus preloads; every preloaded file exists.
      expect(html!.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(index.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''))
      for (const file of preloads(html!)) expect(files.has(file), `${page}: ${file}`).toBe(true)
    }
    const routeChunk = (html: string, name: string) => preloads(html).some((f) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(f))
    expect(routeChunk(files.get('pricing.html')!, 'pricing')).toBe(true)
    expect(routeChunk(files.get('faq.html')!, 'faq')).toBe(true)
    expect(routeChunk(files.get('pricing.html')!, 'faq')).toBe(false)
    // Redirect-only routes get no page: they fall back to index.html.
    expect(files.has('features.html')).toBe(false)
  })

  it('ships the hosting headers file with the production CSP', () => {
    const headers = files.get('_headers') ?? ''
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain("frame-ancestors 'none'")
    expect(headers).toContain(`connect-src 'self' ${PUBLIC_API}`)
    expect(headers).toContain('https://identitytoolkit.googleapis.com')
    expect(headers).not.toContain('localhost')
    expect(headers).toContain('Cross-Origin-Opener-Policy: same-origin-allow-popups')
    expect(headers).toContain('Strict-Transport-Security')
    // index.html's inline scripts run by their hashes, never by 'unsafe-inline'.
    const hashes = inlineScripts(files.get('index.html')!).map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`)
    expect(hashes).toHaveLength(2)
    expect(headers).toContain(`script-src 'self' https://apis.google.com ${hashes.join(' ')};`)
    expect(headers).not.toContain('unsafe-inline')
  })
})
