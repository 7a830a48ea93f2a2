/**
 * A plain static server for the benchmark: one folder on one port, gzip for a browser that asks
 * for it, clean URLs (/pricing from pricing.html). Every variant the benchmark compares (the
 * build, an earlier build, the floor pages) is served by this same code, so only the pages differ.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

function fileFor(root: string, pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  for (const candidate of [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

export function serveFolder(root: string, port: number): Promise<Server> {
  const gzipped = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    const file = fileFor(root, new URL(req.url ?? '/', 'http://x').pathname)
    if (!file) {
      res.writeHead(404).end()
      return
    }
    const headers: Record<string, string> = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }
    let body: Buffer = readFileSync(file)
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipped.get(file) ?? gzipped.set(file, gzipSync(body)).get(file)!
      headers['Content-Encoding'] = 'gzip'
    }
    res.writeHead(200, headers).end(body)
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok(server))
  })
}
