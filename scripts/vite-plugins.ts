/**
 * Build-only Vite plugins:
 * - signedInPreload: index.html gets a one-line inline script that, when the session hint says
 *   this browser had a signed-in user (src/auth/session-hint.ts), adds `<link rel="modulepreload">`
 *   for Firebase Auth's chunks: a returning user's start-up needs them, and they then download in
 *   parallel with the entry instead of after it has run. A visitor never downloads them at start-up.
 * - deferredStylesheet: index.html's stylesheet gets `media="print"` and `data-apply-before-render`,
 *   so it downloads without holding the spinner's first paint (the spinner's own styles are inline
 *   in index.html); src/main.tsx switches it to all media and waits for it before the first render.
 * - routePages: one HTML file per route (dist/pricing.html, dist/dashboard/billing.html; `/` keeps
 *   index.html), each index.html plus `<link rel="modulepreload">` for that route's own chunks, so
 *   they download with the entry instead of after it has run and matched the URL. Static hosts
 *   and `vite preview` serve /pricing from pricing.html; any other path falls back to index.html.
 * - hostingHeaders: writes dist/_headers (Netlify / Cloudflare Pages format) with the same
 *   security headers the preview server sends, for the origins of this build's VITE_* settings.
 * - paintFirst: every page's entry script and module preloads start once the loading spinner has
 *   painted (see below).
 * And one for `vite preview`: previewSecurityHeaders sends those headers.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import { entryKey, filesOf, listRouteFiles, readManifest, splitChunksOf, staticClosure } from './quality/manifest.ts'
import { SESSION_HINT_KEY } from '../src/auth/session-hint.ts'
import { hostingHeadersFile, inlineHashes, originsFrom, securityHeaders } from './security-headers.ts'

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
        const hrefs = JSON.stringify([...files].map((file) => `${config.base}${file}`))
        const key = JSON.stringify(SESSION_HINT_KEY)
        // Allowed by its sha256 in the CSP (hostingHeaders, security-headers.ts).
        const script = `try{if(localStorage.getItem(${key})==="1")for(const h of ${hrefs}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}}catch{}`
        return [{ tag: 'script', children: script, injectTo: 'head' as const }]
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
export function afterBuild(name: string, run: (outDir: string, config: ResolvedConfig) => void): Plugin {
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

/** Every HTML page the build wrote (index.html and the route pages), relative to outDir. */
function htmlPages(dir: string, prefix = ''): string[] {
  return readdirSync(resolve(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    if (e.isDirectory()) return rel === 'assets' ? [] : htmlPages(dir, rel)
    return e.name.endsWith('.html') ? [rel] : []
  })
}

export const PAINT_FIRST_TEMPLATE_ID = 'after-first-paint'

/**
 * Every page's entry script and module preloads start once the spinner has painted. On a fast
 * link the app's code otherwise arrives and runs before the browser's first frame, so the first
 * paint waits for it (Lighthouse then counts the whole download in FCP); on a slow link nothing
 * changes but the ~1 frame it waits. The preloads move into a `<template>` (inert markup, the same
 * loader on every page, so one CSP hash); a hidden tab, which paints no frame, loads at once.
 */
export const paintFirst = () =>
  afterBuild('superbullet:paint-first', (outDir) => {
    for (const page of htmlPages(outDir)) {
      const file = resolve(outDir, page)
      let html = readFileSync(file, 'utf8')
      const entry = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
      if (!entry) throw new Error(`paintFirst: no entry script in ${page}`)
      html = html.replace(entry[0], '')
      const preloads: string[] = []
      html = html.replace(/\n\s*(<link rel="modulepreload"[^>]*>)/g, (_, link: string) => (preloads.push(link), ''))
      const id = JSON.stringify(PAINT_FIRST_TEMPLATE_ID)
      const loader =
        `(()=>{const go=()=>{const t=document.getElementById(${id});if(t)document.head.append(t.content.cloneNode(true));` +
        `const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry[1])};document.head.append(s)};` +
        `document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()`
      // Allowed by its sha256 in the CSP (hostingHeaders and the preview server read it from index.html).
      html = html.replace(
        /\n( *)<\/head>/,
        (_, indent: string) => `\n${indent}  <template id=${id}>${preloads.join('')}</template>\n${indent}  <script>${loader}</script>\n${indent}</head>`,
      )
      writeFileSync(file, html)
    }
  })

export const hostingHeaders = () =>
  afterBuild('superbullet:hosting-headers', (outDir, config) => {
    const hashes = inlineHashes(readFileSync(resolve(outDir, 'index.html'), 'utf8'))
    writeFileSync(resolve(outDir, '_headers'), hostingHeadersFile(originsFrom(config.env, hashes)))
  })

/** The preview server's security headers, worked out per request: the CSP holds the hash of
 *  index.html's inline script, which names chunk files and so changes with every build
 *  (`npm run build:stack` rebuilds under a running preview server). */
export const previewSecurityHeaders = (): Plugin => ({
  name: 'superbullet:preview-security-headers',
  configurePreviewServer(server) {
    server.middlewares.use((_req, res, next) => {
      for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value)
      next()
    })
  },
})
