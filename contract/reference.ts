/**
 * The backend contract as the contract server publishes it: the OpenAPI document at
 * /openapi.json (contract/openapi.json, written by `npm run openapi`) and a readable reference
 * at /docs, drawn by Redoc's standalone bundle served from node_modules (no CDN: it works
 * offline). Public, like /health.
 */
import { HttpResponse, http, type RequestHandler } from 'msw'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export const OPENAPI_PATH = '/openapi.json'
export const REFERENCE_PATH = '/docs'
const REDOC_SCRIPT_PATH = '/docs/redoc.standalone.js'

const documentFile = new URL('./openapi.json', import.meta.url)
const redocFile = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')

// Images and fonts from this server only: Redoc's "powered by" logo (a CDN image) is left out.
const PAGE_CSP = "img-src 'self' data:; font-src 'self' data:; connect-src 'self'"

export const referencePage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SuperbulletAI website backend: the contract</title>
</head>
<body>
<redoc spec-url="${OPENAPI_PATH}"></redoc>
<script src="${REDOC_SCRIPT_PATH}"></script>
</body>
</html>
`

export function createReferenceHandlers(origin: string): RequestHandler[] {
  const at = (path: string) => `${origin}${path}`
  return [
    // Read on each call, so a regenerated document is served without a restart.
    http.get(
      at(OPENAPI_PATH),
      () =>
        new HttpResponse(readFileSync(documentFile), {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-cache',
          },
        }),
    ),
    http.get(at(REFERENCE_PATH), () =>
      HttpResponse.html(referencePage(), {
        headers: { 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-cache' },
      }),
    ),
    http.get(
      at(REDOC_SCRIPT_PATH),
      () =>
        new HttpResponse(readFileSync(redocFile), {
          headers: {
            'Content-Type': 'text/javascript; charset=utf-8',
            'Cache-Control': 'max-age=3600',
          },
        }),
    ),
  ]
}
