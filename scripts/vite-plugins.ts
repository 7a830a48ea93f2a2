/**
 * Build-only Vite plugins:
 * - startupPreload: index.html gets `<link rel="modulepreload">` for the chunks the app imports
 *   dynamically at start-up (Firebase Auth), so they download in parallel with the entry instead
 *   of after it has run.
 * - deferredStylesheet: index.html's stylesheet gets `media="print"` and `data-apply-before-render`,
 *   so it downloads without holding the spinner's first paint (the spinner's own styles are inline
 *   in index.html); src/main.tsx switches it to all media and waits for it before the first render.
 * - routePages: one HTML file per route (dist/pricing.html, dist/dashboard/billing.html; `/` keeps
 *   index.html), each index.html plus `<link rel="modulepreload">` for that route's own chunks, so
 *   they download with the entry instead of after it has run and matched the URL. Static hosts
 *   and `vite preview` serve /pricing from pricing.html; any other path falls back to index.html.
 * - hostingHeaders: writes dist/_headers (Netlify / Cloudflare Pages format) with the same
 *   security headers the preview server sends, for the origins of this build's VITE_* settings.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import { entryKey, filesOf, listRouteFiles, readManifest, splitChunksOf, staticClosure } from './quality/manifest'
import { hostingHeadersFile, inlineStyleHashes, originsFrom } from './security-headers'

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

export function startupPreload(modules: string[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'superbullet:startup-preload',
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
          if (!chunk) throw new Error(`startupPreload: no chunk for ${id}`)
          for (const f of staticFiles(bundle, chunk)) if (!loaded.has(f)) files.add(f)
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${config.base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

const DEFERRED_STYLESHEET_ATTR = 'data-apply-before-render'

export function deferredStylesheet(): Plugin {
  return {
    name: 'superbullet:deferred-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"([^>]*)>/g, `<link rel="stylesheet"$1 media="print" ${DEFERRED_STYLESHEET_ATTR}>`),
    },
  }
}

const modulepreload = (base: string, file: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`

/** A build-only plugin that works on the written output folder once the bundle is closed. */
function afterBuild(name: string, run: (outDir: string, config: ResolvedConfig) => void): Plugin {
  let config: ResolvedConfig
  return {
    name,
    apply: 'build',
    configResolved(c) {
      config = c
    },
    closeBundle() {
      run(resolve(config.root, config.build.outDir), config)
    },
  }
}

export const routePages = () =>
  afterBuild('superbullet:route-pages', (outDir, config) => {
    const manifest = readManifest(outDir)
    const index = readFileSync(resolve(outDir, 'index.html'), 'utf8')
    const inHtml = new Set([...index.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!))
    const entry = staticClosure(manifest, [entryKey(manifest)])
    const routes = listRouteFiles(config.root).filter((r) => !r.redirect && !/\/route\.tsx?$/.test(r.file))
    for (const route of routes) {
      const splits = [...route.layouts, route.file].flatMap((f) => splitChunksOf(manifest, f))
      const own = [...staticClosure(manifest, splits)].filter((k) => !entry.has(k))
      const links = filesOf(manifest, own).js.filter((f) => !inHtml.has(`${config.base}${f}`)).map((f) => modulepreload(config.base, f))
      const html = index.replace(/\n( *)<\/head>/, (_, indent: string) => `\n${links.map((l) => `${indent}  ${l}\n`).join('')}${indent}</head>`)
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`
      mkdirSync(dirname(resolve(outDir, file)), { recursive: true })
      writeFileSync(resolve(outDir, file), html)
    }
  })

export const hostingHeaders = () =>
  afterBuild('superbullet:hosting-headers', (outDir, config) => {
    const styleHashes = inlineStyleHashes(readFileSync(resolve(outDir, 'index.html'), 'utf8'))
    writeFileSync(resolve(outDir, '_headers'), hostingHeadersFile(originsFrom(config.env, styleHashes)))
  })
