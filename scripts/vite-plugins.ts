/**
 * Build-only Vite plugins:
 * - startupPreload: index.html gets `<link rel="modulepreload">` for the chunks the app imports
 *   dynamically at start-up (Firebase Auth), so they download in parallel with the entry instead
 *   of after it has run.
 * - hostingHeaders: writes dist/_headers (Netlify / Cloudflare Pages format) with the same
 *   security headers the preview server sends, for the origins of this build's VITE_* settings.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
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

export function hostingHeaders(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'superbullet:hosting-headers',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const styleHashes = inlineStyleHashes(readFileSync(resolve(outDir, 'index.html'), 'utf8'))
      writeFileSync(resolve(outDir, '_headers'), hostingHeadersFile(originsFrom(config.env, styleHashes)))
    },
  }
}
