/**
 * firebase.json's hosting block, from one source: the security headers (security-headers.ts) for
 * a set of VITE_* settings, plus caching, clean URLs and redirects. `npm run hosting:write` writes
 * it into firebase.json for the production settings (VITE_* from the environment or
 * .env.production); `npm run stack` writes the local stack's own (firebase.stack.json, not committed)
 * and serves dist/ through the Hosting emulator with it. tests/scripts/hosting.test.ts checks that the
 * committed firebase.json is what this file generates.
 *
 * firebase.json has two Hosting targets (.firebaserc maps them to sites): `site` serves dist/, and
 * `storyboards` serves the static Storybook (storybook-static/, `npm run storyboards`) for preview
 * channels. The stack serves the site alone.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { loadSiteRoutes, redirectsOf } from './quality/public-routes.ts'
import { originsFrom, securityHeaders, type HeaderOrigins } from './security-headers.ts'

export const root = resolve(import.meta.dirname, '..')

/** Content-hashed file names never change content: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (the HTML above all) is revalidated on every visit, so a deploy shows at once. */
export const REVALIDATE = 'no-cache'

type Header = { key: string; value: string }
export interface HostingConfig {
  public: string
  ignore: string[]
  cleanUrls: boolean
  trailingSlash: boolean
  redirects: { source: string; destination: string; type: 301 }[]
  headers: { source: string; headers: Header[] }[]
}

const pairs = (record: Record<string, string>): Header[] => Object.entries(record).map(([key, value]) => ({ key, value }))

export interface Redirect {
  source: string
  destination: string
}

/** The headers of every path for one set of origins; the later rule wins where both match, so
 *  assets get the immutable caching. */
export const hostingHeaders = (o: HeaderOrigins): HostingConfig['headers'] => [
  { source: '**', headers: [...pairs(securityHeaders(o)), { key: 'Cache-Control', value: REVALIDATE }] },
  { source: '/assets/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
]

/**
 * The hosting block for one set of origins. `redirects`: the routes that only redirect (/demos,
 * /terms, ...; redirectsOf the site's routes) have no page, so the host answers them with a
 * permanent redirect to where the router would send them. `publicDir` is relative to the config file.
 */
export function hostingConfig(o: HeaderOrigins, redirects: readonly Redirect[], publicDir = 'dist'): HostingConfig {
  return {
    public: publicDir,
    // The build manifest (dist/.vite) is for the size checks, not for visitors.
    ignore: ['firebase.json', '**/.*', '**/.*/**', '**/node_modules/**'],
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((r) => ({ ...r, type: 301 as const })),
    headers: hostingHeaders(o),
  }
}

/** The production settings: VITE_* (and CSP_REPORT_*) from the environment or the .env.production files, as `vite build` reads them. */
export const productionOrigins = () => originsFrom(loadEnv('production', root, ['VITE_', 'CSP_REPORT_']))

const firebaseJson = resolve(root, 'firebase.json')
/** The local stack's config: beside firebase.json, since Firebase reads `public` relative to it. */
export const STACK_FIREBASE_JSON = resolve(root, 'firebase.stack.json')

type Target = { target: string }

/** The static Storybook for the people who review flows: not indexed, revalidated on every visit. */
export const STORYBOARDS_HOSTING = {
  target: 'storyboards',
  public: 'storybook-static',
  ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
  headers: [{ source: '**', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }, { key: 'Cache-Control', value: REVALIDATE }] }],
}

/** firebase.json's targets: the site, and the storyboards. */
export const hostingTargets = (site: HostingConfig) => [{ target: 'site', ...site }, STORYBOARDS_HOSTING]

/** The site's hosting block firebase.json holds. */
export function committedHosting(file = firebaseJson): HostingConfig {
  const targets = (JSON.parse(readFileSync(file, 'utf8')) as { hosting: (HostingConfig & Target)[] }).hosting
  const found = targets.find((t) => t.target === 'site')
  if (!found) throw new Error(`${file}: no hosting target 'site'`)
  const { target: _target, ...site } = found
  return site
}

/** firebase.json with its hosting block replaced by `hosting` (the site alone, or the targets). */
export function withHosting(hosting: HostingConfig | (HostingConfig | typeof STORYBOARDS_HOSTING)[], file = firebaseJson): Record<string, unknown> {
  const { hosting: _old, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  return { ...rest, hosting }
}

export const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Rewrites firebase.json's hosting block for the production settings. */
export const writeHostingConfig = (redirects: readonly Redirect[]) =>
  writeFileSync(firebaseJson, formatJson(withHosting(hostingTargets(hostingConfig(productionOrigins(), redirects)))))

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeHostingConfig(redirectsOf(await loadSiteRoutes(root)))
  console.log('firebase.json: hosting block written for the production settings')
}
