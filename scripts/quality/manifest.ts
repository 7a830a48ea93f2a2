/**
 * Reads Vite's build manifest (dist/.vite/manifest.json, `build.manifest: true`) and answers
 * what a route loads first: the entry chunk and its static imports (what index.html loads or
 * modulepreloads) plus the route's split chunks (TanStack's autoCodeSplitting, keys like
 * `src/routes/pricing.tsx?tsr-split=component`) and their static imports.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

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

export interface RouteFile {
  /** Path of the route file relative to the project, with forward slashes. */
  file: string
  /** The URL it serves (`/`, `/pricing`, `/dashboard/billing`; a layout gives its own path). */
  path: string
  /** Layout route files (`route.tsx`) above it, outermost first. */
  layouts: string[]
  /** The route only redirects (its `beforeLoad` throws `redirect(...)`). */
  redirect: boolean
  /** Where a redirect-only route sends the visitor (`redirect({ to })`). */
  redirectTo?: string
}

/**
 * Every route but the root, with its URL, read from the router's generated route tree
 * (src/routeTree.gen.ts): its imports name each route's file, its `update({ id, path,
 * getParentRoute })` calls the nesting, and `FileRoutesById` each route's full id. Reading it,
 * not the file names, keeps pathless layouts and `$param` segments as the router sees them.
 */
export function listRouteFiles(root: string, tree = 'src/routeTree.gen.ts'): RouteFile[] {
  const source = readFileSync(join(root, tree), 'utf8')
  const dir = tree.slice(0, tree.lastIndexOf('/') + 1)
  const fileOf = new Map<string, string>()
  for (const m of source.matchAll(/import \{ Route as (\w+)Import \} from '\.\/([^']+)'/g)) {
    const base = join(root, dir, m[2]!)
    const ext = existsSync(`${base}.tsx`) ? '.tsx' : '.ts'
    fileOf.set(m[1]!, relative(root, `${base}${ext}`).split(sep).join('/'))
  }
  const parentOf = new Map<string, string>()
  for (const m of source.matchAll(/const (\w+) = (\w+)Import\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g)) {
    if (m[1] !== m[2]) throw new Error(`${tree}: unexpected route ${m[1]}`)
    parentOf.set(m[1]!, m[3]!)
  }
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(source)?.[1]
  if (!byId) throw new Error(`${tree} has no FileRoutesById`)
  const routes = [...byId.matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?\n/g)].map((m) => ({ id: m[1]!, name: m[2]! }))
  if (routes.length === 0) throw new Error(`${tree} lists no routes`)
  return routes
    .map(({ id, name }) => {
      const file = fileOf.get(name)
      if (!file) throw new Error(`${tree}: no file for ${name}`)
      const layouts: string[] = []
      for (let p = parentOf.get(name); p && fileOf.has(p) && p !== 'rootRoute'; p = parentOf.get(p)) layouts.unshift(fileOf.get(p)!)
      const code = readFileSync(join(root, file), 'utf8')
      const redirect = /throw\s+redirect\(/.test(code) && !/\bcomponent\s*:/.test(code)
      const redirectTo = redirect ? /redirect\(\{\s*to:\s*'([^']+)'/.exec(code)?.[1] : undefined
      return {
        file,
        path: id.length > 1 ? id.replace(/\/$/, '') : id,
        layouts,
        redirect,
        ...(redirectTo ? { redirectTo } : {}),
      }
    })
    .sort((x, y) => x.file.localeCompare(y.file))
}

/** Manifest keys of a route file's split chunks (`<file>?tsr-split=...`). */
export const splitChunksOf = (manifest: Manifest, routeFile: string) =>
  Object.keys(manifest).filter((k) => k.startsWith(`${routeFile}?tsr-split=`))

export interface RouteLoad {
  route: RouteFile
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

/** What each route loads first: the entry closure plus its own and its layouts' split chunks. */
export function routeLoads(root: string, outDir: string, manifest: Manifest, options: LoadOptions = {}): RouteLoad[] {
  const entry = staticClosure(manifest, [entryKey(manifest)])
  return listRouteFiles(root).map((route) => {
    const splits = [...route.layouts, route.file].flatMap((f) => splitChunksOf(manifest, f))
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
