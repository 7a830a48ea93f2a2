/**
 * Build-only Vite plugins:
 * - signedInPreload: index.html lists Firebase Auth's chunks and carries the constant script that
 *   preloads them for a returning signed-in user (scripts/signed-in-preload.ts);
 * - earlyPress: every page's head keeps a button pressed before hydration (src/early-press.ts);
 * - routePages: one HTML file per page of the route tree (dist/pricing.html; `/` keeps index.html)
 *   with modulepreloads of its own chunks, so they download with the entry instead of after it has
 *   matched the URL; its content when its staticData says `prerender: true` (scripts/prerender.ts);
 *   its critical CSS inline (scripts/critical-css.ts); 404.html, sitemap.xml and robots.txt.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import { EARLY_PRESS_SCRIPT } from '../src/early-press.ts'
import { criticalCss } from './critical-css.ts'
import { writeHostingConfig } from './hosting.ts'
import { entryClosure, filesOf, pageChunks, readManifest, staticClosure } from './quality/manifest.ts'
import { createPrerenderer, NOT_FOUND_PATH, withPrerenderedPage } from './prerender.ts'
import { indexedPaths, pagesOf, prerenderedPaths, redirectsOf, type SiteRoute } from './quality/public-routes.ts'
import { writeCrawlerFiles } from './sitemap.ts'
import { INLINE_STYLES_FILE } from './security-headers.ts'
import { SIGNED_IN_PRELOAD_DATA_ID, SIGNED_IN_PRELOAD_SCRIPT } from './signed-in-preload.ts'

type Bundle = Rolldown.OutputBundle
type Chunk = Rolldown.OutputChunk

const chunks = (bundle: Bundle) => Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk')

/** Files of a chunk and its static imports, recursively. */
function staticFiles(bundle: Bundle, chunk: Chunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen
  seen.add(chunk.fileName)
  for (const file of chunk.imports) {
    const dep = bundle[file]
    if (dep?.type === 'chunk') staticFiles(bundle, dep, seen)
  }
  return seen
}

export function signedInPreload(modules: string[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'superbullet:signed-in-preload',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return
        const bundle = ctx.bundle
        const loaded = staticFiles(bundle, ctx.chunk)
        const files = new Set<string>()
        for (const id of modules) {
          const chunk = chunks(bundle).find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${id}`))
          if (!chunk) throw new Error(`signedInPreload: no chunk for ${id}`)
          for (const f of staticFiles(bundle, chunk)) if (!loaded.has(f)) files.add(f)
        }
        // Data, not script: the CSP does not apply to it, and the script's own hash stays the same.
        const hrefs = JSON.stringify([...files].map((file) => `${config.base}${file}`))
        const data = { tag: 'script', attrs: { type: 'application/json', id: SIGNED_IN_PRELOAD_DATA_ID }, children: hrefs, injectTo: 'head' as const }
        return [data, { tag: 'script', children: SIGNED_IN_PRELOAD_SCRIPT, injectTo: 'head' as const }]
      },
    },
  }
}

export const earlyPress = (): Plugin => ({
  name: 'superbullet:early-press',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'script', children: EARLY_PRESS_SCRIPT, injectTo: 'head' }],
})

const modulepreload = (base: string, file: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`

/** Records the inline blocks' CSP hashes; rewrites the list and firebase.json when they changed. */
function recordInlineStyles(hashes: Set<string>, routes: SiteRoute[]) {
  const list = `${JSON.stringify([...hashes].sort(), null, 2)}\n`
  if (existsSync(INLINE_STYLES_FILE) && readFileSync(INLINE_STYLES_FILE, 'utf8') === list) return
  writeFileSync(INLINE_STYLES_FILE, list)
  writeHostingConfig(redirectsOf(routes))
  console.log('scripts/inline-styles.json and firebase.json: the CSP hashes of the pages\' critical CSS changed (commit both)')
}

export function routePages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'superbullet:route-pages',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    // Once the bundle is closed, on the written output folder.
    closeBundle: () => writeRoutePages(resolve(config.root, config.build.outDir), config),
  }
}

async function writeRoutePages(outDir: string, config: ResolvedConfig) {
  const manifest = readManifest(outDir)
  const index = readFileSync(resolve(outDir, 'index.html'), 'utf8')
  const inHtml = new Set([...index.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!))
  const entry = entryClosure(manifest)
  const prerenderer = await createPrerenderer(config.root, config.mode)
  const routes = await prerenderer.routes()
  const prerendered = prerenderedPaths(routes)
  const inlineCss = criticalCss(outDir, config.base)
  const hashes = new Set<string>()
  const write = async (file: string, page: string) => {
    const { html, hash } = await inlineCss(page)
    hashes.add(hash)
    mkdirSync(dirname(resolve(outDir, file)), { recursive: true })
    writeFileSync(resolve(outDir, file), html)
  }
  try {
    for (const route of pagesOf(routes)) {
      const own = [...staticClosure(manifest, pageChunks(manifest, route))].filter((k) => !entry.has(k))
      const links = filesOf(manifest, own).js.filter((f) => !inHtml.has(`${config.base}${f}`)).map((f) => modulepreload(config.base, f))
      const shell = index.replace(/\n( *)<\/head>/, (_, indent: string) => `\n${links.map((l) => `${indent}  ${l}\n`).join('')}${indent}</head>`)
      const html = prerendered.includes(route.path) ? withPrerenderedPage(shell, await prerenderer.render(route.path)) : shell
      await write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`, html)
    }
    // Firebase Hosting answers an unknown path with this file and status 404: the not-found page.
    await write('404.html', withPrerenderedPage(index, await prerenderer.render(NOT_FOUND_PATH), { hydrate: false }))
  } finally {
    await prerenderer.close()
  }
  writeCrawlerFiles(outDir, config.env.VITE_APP_ORIGIN as string | undefined, indexedPaths(routes))
  recordInlineStyles(hashes, routes)
}
