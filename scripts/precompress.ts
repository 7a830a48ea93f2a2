/**
 * Brotli for the hashed assets, as production hosts serve them: the build writes
 * `dist/assets/<file>.br` next to each script and stylesheet, and `vite preview` (which only
 * gzips, at a middling level, on the fly) serves those copies to a browser that accepts br.
 * The app chunk is 111 kB in brotli against 129 kB in gzip. `npm run size` still reports gzip,
 * the unit the budgets are written in.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import sirv from 'sirv'
import type { Plugin } from 'vite'
import { afterBuild } from './vite-plugins.ts'

const COMPRESSIBLE = /\.(js|css)$/

const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  })

export const precompressAssets = () =>
  afterBuild('superbullet:precompress-assets', (outDir) => {
    const assets = resolve(outDir, 'assets')
    for (const name of readdirSync(assets).filter((n) => COMPRESSIBLE.test(n))) {
      const path = resolve(assets, name)
      writeFileSync(`${path}.br`, brotli(readFileSync(path)))
    }
  })

/** Serves /assets/* from its .br copy when the browser accepts br; anything else falls through to
 *  Vite's own static handler (gzip on the fly). `dev` mode looks files up per request, so a
 *  rebuild under a running preview (`npm run build:stack`) is served at once. */
export const previewPrecompressed = (): Plugin => ({
  name: 'superbullet:preview-precompressed',
  configurePreviewServer(server) {
    const assets = resolve(server.config.root, server.config.build.outDir, 'assets')
    const serve = sirv(assets, {
      dev: true,
      etag: true,
      brotli: true,
      extensions: [],
      // Hashed file names: the same caching dist/_headers asks of production hosting.
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    })
    server.middlewares.use('/assets', (req, res, next) => {
      const accepted = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
      if (accepted && COMPRESSIBLE.test(new URL(req.url ?? '/', 'http://x').pathname)) serve(req, res, next)
      else next()
    })
  },
})
