/**
 * The bundle tests' one production build (bundle.test.ts runs buildBundle before its tests) and
 * the readers of what it ships, shared with the page tests of bundle.pages.ts.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import {
  indexedPaths,
  loadSiteRoutes,
  prerenderedPaths,
  publicPaths,
} from '../../scripts/quality/public-routes'

export const root = resolve(import.meta.dirname, '../..')
// The pages as the route tree declares them (each route's staticData), read after the build: the
// build's prerenderer must be the first to load React in this process, in production mode.
export let PRERENDERED_ROUTES: string[] = []
export let BROWSER_RENDERED_ROUTES: string[] = []
export let SITEMAP_ROUTES: string[] = []
export let siteRoutes: Awaited<ReturnType<typeof loadSiteRoutes>> = []

/** Secrets a careless build could pick up from its environment (none may reach the bundle). */
export const CANARIES = {
  PAYMENT_SECRET_KEY: 'sk_live_canary51HxQ2bT9ZzYwV8uK3',
  FIREBASE_ADMIN_PRIVATE_KEY:
    '-----BEGIN PRIVATE KEY-----\\nMIIEcanaryCANARYcanary\\n-----END PRIVATE KEY-----',
  API_SIGNING_SECRET: 'whsec_canary7f3a9c1e5b2d8f4a6c0e',
}
/** A public setting with a recognisable value: it must be in the bundle (the scan works). */
export const PUBLIC_API = 'https://api.bundle-check.superbullet.ai'

export let outDir: string
export const files = new Map<string, string>()
/** The app's one stylesheet, as index.html links it. */
export const stylesheet = () =>
  files.get(/href="\/(assets\/[\w-]+\.css)"/.exec(files.get('index.html')!)![1]!)!
export const moduleIds = new Set<string>()

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

/** Builds once, with the production settings, into a temporary folder, and reads what ships. */
export async function buildBundle() {
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
}

export function removeBundle() {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
}

/** The shipped files that contain a string (or match a pattern). */
export function filesWith(needle: string | RegExp): string[] {
  return [...files]
    .filter(([, text]) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text)))
    .map(([name]) => name)
}

export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)
/** A page's document without what differs by route: preloads, head tags, critical CSS, the prerendered page. */
export const skeleton = (html: string) =>
  html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<style>[^<]*<\/style>/, '<style/>')
    .replace(/<title>.*\n/, '<title/>\n')
    .replace(
      /<div id="root"[^>]*>[\s\S]*<\/div>(?=\s*<link rel="stylesheet"[^>]*>\s*<\/body>)/,
      '<div id="root"></div>',
    )
/** The text a reader sees in a page (tags dropped, entities decoded). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The critical CSS a page carries in its head. */
export const criticalCssOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? ''

export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
