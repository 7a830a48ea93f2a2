/**
 * Reads Vite's build manifest (dist/.vite/manifest.json, `build.manifest: true`) and answers
 * what a route loads first: the entry chunk and its static imports (what index.html loads or
 * modulepreloads) plus the route's split chunks (TanStack's autoCodeSplitting, keys like
 * `src/routes/pricing.tsx?tsr-split=component`) and their static imports.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { SiteRoute } from './public-routes.ts'

export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The manifest key of index.html's entry script. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!key) throw new Error('the manifest has no entry chunk')
  return key
}

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk ${key}`)
    seen.add(key)
    for (const dep of chunk.imports ?? []) walk(dep)
  }
  roots.forEach(walk)
  return seen
}

export const filesOf = (manifest: Manifest, keys: Iterable<string>) => {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]!
    js.add(chunk.file)
    for (const c of chunk.css ?? []) css.add(c)
  }
  return { js: [...js], css: [...css] }
}

const gzipCache = new Map<string, number>()
/** Gzip size in bytes of one built file (node's zlib, default level). */
export function gzipSize(outDir: string, file: string): number {
  const path = join(outDir, file)
  let size = gzipCache.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length
    gzipCache.set(path, size)
  }
  return size
}
export const sumGzip = (outDir: string, files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSize(outDir, f), 0)

/** Manifest keys of a route file's split chunks (`<file>?tsr-split=...`). */
export const splitChunksOf = (manifest: Manifest, routeFile: string) =>
  Object.keys(manifest).filter((k) => k.startsWith(`${routeFile}?tsr-split=`))

export interface RouteLoad {
  route: SiteRoute
  /** Gzip bytes of the JavaScript and CSS the route loads first. */
  js: number
  css: number
  /** Gzip bytes of the start-up dynamic imports (Firebase) not already counted. */
  startup: number
  jsFiles: string[]
  cssFiles: string[]
}

export interface LoadOptions {
  /** Dynamic imports the app starts at boot, in parallel with the route (e.g. Firebase). */
  startupModules?: string[]
}

/** What each page loads first: the entry closure plus its own and its layouts' split chunks. */
export function routeLoads(outDir: string, manifest: Manifest, pages: readonly SiteRoute[], options: LoadOptions = {}): RouteLoad[] {
  const entry = staticClosure(manifest, [entryKey(manifest)])
  return pages.map((route) => {
    const splits = [...route.layouts.map((l) => l.file), route.file].flatMap((f) => splitChunksOf(manifest, f))
    const keys = staticClosure(manifest, [...entry, ...splits])
    const { js, css } = filesOf(manifest, keys)
    const startupKeys = [...staticClosure(manifest, (options.startupModules ?? []).filter((m) => manifest[m]))].filter((k) => !keys.has(k))
    const startup = filesOf(manifest, startupKeys)
    return {
      route,
      js: sumGzip(outDir, js),
      css: sumGzip(outDir, css),
      startup: sumGzip(outDir, startup.js) + sumGzip(outDir, startup.css.filter((c) => !css.includes(c))),
      jsFiles: js,
      cssFiles: css,
    }
  })
}
