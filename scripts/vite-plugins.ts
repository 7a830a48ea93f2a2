/**
 * The build's page writer, once the bundle is written: one HTML file per page of the route tree
 * (dist/pricing.html; `/` keeps index.html) with, in its head, the script that keeps a button
 * pressed before hydration (src/early-press.ts), the script that preloads Firebase Auth's chunks
 * for a returning signed-in user (scripts/signed-in-preload.ts), and modulepreloads of its own
 * chunks, so they download with the entry instead of after it has matched the URL; its content when
 * its staticData says `prerender: true` (scripts/prerender.ts); its critical CSS inline
 * (scripts/critical-css.ts); 404.html, sitemap.xml and robots.txt.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { EARLY_PRESS_SCRIPT } from '../src/early-press.ts'
import { criticalCss } from './critical-css.ts'
import { writeHostingConfig } from './hosting.ts'
import { entryClosure, filesBeyond, pageChunks, readManifest } from './quality/manifest.ts'
import { createPrerenderer, NOT_FOUND_PATH, withPrerenderedPage } from './prerender.ts'
import {
  indexedPaths,
  pagesOf,
  prerenderedPaths,
  redirectsOf,
  type SiteRoute,
} from './quality/public-routes.ts'
import { writeCrawlerFiles } from './sitemap.ts'
import { INLINE_STYLES_FILE } from './security-headers.ts'
import {
  FIREBASE_AUTH_MODULE,
  SIGNED_IN_PRELOAD_DATA_ID,
  SIGNED_IN_PRELOAD_SCRIPT,
} from './signed-in-preload.ts'

const modulepreload = (base: string, file: string) =>
  `<link rel="modulepreload" crossorigin href="${base}${file}">`

/** Records the inline blocks' CSP hashes; rewrites the list and firebase.json when they changed. */
function recordInlineStyles(hashes: Set<string>, routes: SiteRoute[]) {
  const list = `${JSON.stringify([...hashes].sort(), null, 2)}\n`
  if (existsSync(INLINE_STYLES_FILE) && readFileSync(INLINE_STYLES_FILE, 'utf8') === list) return
  writeFileSync(INLINE_STYLES_FILE, list)
  writeHostingConfig(redirectsOf(routes))
  console.log(
    "scripts/inline-styles.json and firebase.json: the CSP hashes of the pages' critical CSS changed (commit both)",
  )
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
  // The chunk list is data, not script: the CSP does not apply to it, and the script's hash stays the same.
  const signedInChunks = JSON.stringify(
    filesBeyond(manifest, [FIREBASE_AUTH_MODULE], entry).js.map((f) => `${config.base}${f}`),
  )
  const scripts = [
    `<script>${EARLY_PRESS_SCRIPT}</script>`,
    `<script type="application/json" id="${SIGNED_IN_PRELOAD_DATA_ID}">${signedInChunks}</script>`,
    `<script>${SIGNED_IN_PRELOAD_SCRIPT}</script>`,
  ]
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
  const shell = (tags: string[]) =>
    index.replace(
      /\n( *)<\/head>/,
      (_, indent: string) =>
        `\n${[...scripts, ...tags].map((l) => `${indent}  ${l}\n`).join('')}${indent}</head>`,
    )
  try {
    for (const route of pagesOf(routes)) {
      const links = filesBeyond(manifest, pageChunks(manifest, route), entry)
        .js.filter((f) => !inHtml.has(`${config.base}${f}`))
        .map((f) => modulepreload(config.base, f))
      const html = prerendered.includes(route.path)
        ? withPrerenderedPage(shell(links), await prerenderer.render(route.path))
        : shell(links)
      await write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`, html)
    }
    // Firebase Hosting answers an unknown path with this file and status 404: the not-found page.
    await write(
      '404.html',
      withPrerenderedPage(shell([]), await prerenderer.render(NOT_FOUND_PATH), { hydrate: false }),
    )
  } finally {
    await prerenderer.close()
  }
  writeCrawlerFiles(outDir, config.env.VITE_APP_ORIGIN as string | undefined, indexedPaths(routes))
  recordInlineStyles(hashes, routes)
}
