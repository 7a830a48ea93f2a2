/**
 * firebase.json's hosting block, from one source: the security headers for a set of settings,
 * caching, clean URLs and redirects. `npm run hosting:write` (and the build, when the inline CSS
 * hashes change) writes it for the production settings; `npm run stack` writes the stack's own
 * (firebase.stack.json, not committed, serving the stack's own build in dist-stack/). Two Hosting
 * targets (.firebaserc): `site` serves dist/, built for production by its predeploy step (what
 * `npm run deploy` runs), `storyboards` the static Storybook for preview channels.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { loadSiteRoutes, redirectsOf } from './quality/public-routes.ts'
import { SITE_DIR } from './production-settings.ts'
import {
  originsFrom,
  securityHeaders,
  storybookHeaders,
  type HeaderOrigins,
} from './security-headers.ts'

const root = resolve(import.meta.dirname, '..')
const FIREBASE_JSON = resolve(root, 'firebase.json')
/** Beside firebase.json, since Firebase reads `public` relative to the config file. */
export const STACK_FIREBASE_JSON = resolve(root, 'firebase.stack.json')
/** Everything but the content-hashed assets (the HTML above all) is revalidated, so a deploy shows at once. */
const REVALIDATE = 'no-cache'

type Header = { key: string; value: string }
type Redirect = { source: string; destination: string }
export type HostingConfig = ReturnType<typeof hostingConfig>

/** Every path's headers; the later rule wins where both match, so assets are cached for a year. */
export const hostingHeaders = (o: HeaderOrigins): { source: string; headers: Header[] }[] => [
  {
    source: '**',
    headers: [
      ...Object.entries(securityHeaders(o)).map(([key, value]) => ({ key, value })),
      { key: 'Cache-Control', value: REVALIDATE },
    ],
  },
  {
    source: '/assets/**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
]

/** The site's block. A route that only redirects has no page: the host answers it with a permanent redirect. */
export function hostingConfig(o: HeaderOrigins, redirects: readonly Redirect[], dir = SITE_DIR) {
  return {
    public: dir,
    // The build manifest (dist/.vite) is for the size checks, not for visitors.
    ignore: ['firebase.json', '**/.*', '**/.*/**', '**/node_modules/**'],
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map((r) => ({ ...r, type: 301 as const })),
    headers: hostingHeaders(o),
  }
}

/** The static Storybook for the people who review flows: hardened like the site, not indexed, revalidated on every visit. */
const STORYBOARDS = {
  target: 'storyboards',
  public: 'storybook-static',
  ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
  headers: [
    {
      source: '**',
      headers: [
        ...Object.entries(storybookHeaders()).map(([key, value]) => ({ key, value })),
        { key: 'X-Robots-Tag', value: 'noindex' },
        { key: 'Cache-Control', value: REVALIDATE },
      ],
    },
  ],
}

/** The production build (scripts/production-settings.ts refuses local settings) before every deploy of the site. */
export const SITE_PREDEPLOY = ['npm run build']

export const hostingTargets = (site: HostingConfig) => [
  { target: 'site', predeploy: SITE_PREDEPLOY, ...site },
  STORYBOARDS,
]

/** The redirects of the site's block that firebase.json holds. */
export const committedRedirects = (): Redirect[] =>
  (
    JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
      hosting: { target: string; redirects: Redirect[] }[]
    }
  ).hosting
    .find((t) => t.target === 'site')!
    .redirects.map(({ source, destination }) => ({ source, destination }))

/** firebase.json with its hosting block replaced. */
export function withHosting(hosting: unknown, file = FIREBASE_JSON): Record<string, unknown> {
  const { hosting: _old, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    unknown
  >
  return { ...rest, hosting }
}

export const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The production settings: VITE_* and CSP_REPORT_* from the environment or .env.production, as `vite build` reads them. */
export const productionOrigins = () =>
  originsFrom(loadEnv('production', root, ['VITE_', 'CSP_REPORT_']))

const SETTING = /^(VITE_|CSP_REPORT_)/

/**
 * The settings of the committed firebase.json: .env.production's (or the defaults), never those
 * of the process that runs the write. A stack build rewrites firebase.json when the critical CSS
 * changes, with the stack's local addresses in its environment.
 */
export function committedOrigins() {
  const inProcess = Object.entries(process.env).filter(([key]) => SETTING.test(key))
  for (const [key] of inProcess) delete process.env[key]
  try {
    return productionOrigins()
  } finally {
    for (const [key, value] of inProcess) process.env[key] = value
  }
}

export const writeHostingConfig = (redirects: readonly Redirect[]) =>
  writeFileSync(
    FIREBASE_JSON,
    formatJson(withHosting(hostingTargets(hostingConfig(committedOrigins(), redirects)))),
  )

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeHostingConfig(redirectsOf(await loadSiteRoutes(root)))
  console.log('firebase.json: hosting block written for the production settings')
}
