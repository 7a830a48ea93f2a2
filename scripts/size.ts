/**
 * The size budgets, checked on the production build of the bundle tests (tests/build/bundle.test.ts,
 * `npm run size` alone), which writes the table to reports/size.md. For each route, the gzip size
 * of the JavaScript and CSS it loads first (BUDGETS):
 *   - initial JavaScript for / (entry closure + the / route's chunks): at most 150 kB gzip;
 *   - CSS: at most 20 kB gzip;
 *   - no route's first load (JS + CSS) above 200 kB gzip.
 * 1 kB = 1000 bytes, as Vite prints.
 */
import { readManifest, routeLoads, type RouteLoad } from './quality/manifest'
import { pagesOf, type SiteRoute } from './quality/public-routes'

export const BUDGETS = { initialJsHome: 150_000, css: 20_000, routeFirstLoad: 200_000 } as const
/** Loaded by a dynamic import (src/auth/load-firebase.ts): at start-up, in parallel with the route, only
 *  for a returning signed-in user; for a visitor once the page has settled. */
export const STARTUP_MODULES = ['src/auth/firebase-session.ts']

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

export interface SizeReport {
  loads: RouteLoad[]
  failures: string[]
  markdown: string
  /** The per-route table alone. */
  table: string
}

/** What breaks the budgets. */
export function budgetFailures(loads: { route: { path: string }; js: number; css: number }[]): string[] {
  const failures: string[] = []
  const home = loads.find((l) => l.route.path === '/')
  if (!home) failures.push('no / route found in src/routes')
  else if (home.js > BUDGETS.initialJsHome) failures.push(`initial JavaScript for / is ${kb(home.js)} kB gzip (budget ${kb(BUDGETS.initialJsHome)} kB)`)
  for (const l of loads) {
    if (l.css > BUDGETS.css) failures.push(`${l.route.path}: CSS ${kb(l.css)} kB gzip (budget ${kb(BUDGETS.css)} kB)`)
    if (l.js + l.css > BUDGETS.routeFirstLoad) failures.push(`${l.route.path}: first load ${kb(l.js + l.css)} kB gzip (budget ${kb(BUDGETS.routeFirstLoad)} kB)`)
  }
  return failures
}

/** The table of every page of `routes` (redirect-only routes load nothing of their own; a layout
 *  is counted in the pages under it) measured in the build `outDir`. */
export function measure(outDir: string, routes: readonly SiteRoute[]): SizeReport {
  const manifest = readManifest(outDir)
  const loads = routeLoads(outDir, manifest, pagesOf(routes), { startupModules: STARTUP_MODULES }).sort((a, b) => a.route.path.localeCompare(b.route.path))
  const failures = budgetFailures(loads)
  const table = [
    '| route | JS kB | CSS kB | total kB | + auth, signed in kB |',
    '|---|---:|---:|---:|---:|',
    ...loads.map((l) => `| \`${l.route.path}\` | ${kb(l.js)} | ${kb(l.css)} | ${kb(l.js + l.css)} | ${kb(l.startup)} |`),
  ]
  const markdown = [
    '# Bundle size per route',
    '',
    'Written by `npm run size` (the bundle tests\' production build, gzip with node\'s zlib at its default level, 1 kB = 1000 bytes).',
    'A route\'s first load is the entry chunk and its static imports (what index.html loads and',
    'modulepreloads) plus the route\'s split chunks, its layout\'s, and their static imports.',
    '',
    `Budgets: initial JavaScript for \`/\` at most ${kb(BUDGETS.initialJsHome)} kB; CSS at most ${kb(BUDGETS.css)} kB;`,
    `no route's first load above ${kb(BUDGETS.routeFirstLoad)} kB.`,
    '',
    ...table,
    '',
    `"+ auth, signed in": Firebase Auth (\`${STARTUP_MODULES.join('`, `')}\`). A returning signed-in user's start-up`,
    'needs it before the page replaces the loading spinner (index.html then preloads it, in parallel with the entry),',
    'so that user\'s first load is total + auth. A visitor\'s first load is the total: the app imports Firebase only',
    'once the page has settled (load + 1 s + idle) or the sign-in dialog opens.',
    '',
    failures.length ? `**Over budget:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All routes are within the budgets.',
    '',
  ].join('\n')
  return { loads, failures, markdown, table: table.join('\n') }
}
