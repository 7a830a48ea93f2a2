/**
 * Vite's build manifest (dist/.vite/manifest.json): what a page loads first is the entry chunk and
 * its static imports (what index.html loads or modulepreloads), plus its route's and its layouts'
 * split chunks (keys like `src/routes/pricing.tsx?tsr-split=component`) and their static imports.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteRoute } from './public-routes.ts'

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>

export const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest

/** The manifest keys of the entry chunk and everything it imports statically. */
export const entryClosure = (manifest: Manifest) =>
  staticClosure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k]!.isEntry),
  )

/** Chunks and everything they import statically, as manifest keys. */
export function staticClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key)) return
    if (!manifest[key]) throw new Error(`manifest has no chunk ${key}`)
    seen.add(key)
    manifest[key].imports?.forEach(walk)
  }
  for (const key of roots) walk(key)
  return seen
}

/** The split chunks of a page, its layouts' first. */
export const pageChunks = (manifest: Manifest, route: SiteRoute) =>
  [...route.layouts.map((l) => l.file), route.file].flatMap((file) =>
    Object.keys(manifest).filter((k) => k.startsWith(`${file}?tsr-split=`)),
  )

export function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    js.add(manifest[key]!.file)
    manifest[key]!.css?.forEach((c) => css.add(c))
  }
  return { js: [...js], css: [...css] }
}

/** The files of `roots` and their static imports that are not among the `loaded` keys already. */
export const filesBeyond = (
  manifest: Manifest,
  roots: Iterable<string>,
  loaded: ReadonlySet<string>,
) =>
  filesOf(
    manifest,
    [...staticClosure(manifest, roots)].filter((k) => !loaded.has(k)),
  )
