/**
 * The size budgets, checked on the bundle tests' production build (tests/build/bundle.test.ts;
 * `npm run size` alone), which writes the table to reports/size.md: the gzip size of what each page
 * loads first (scripts/quality/manifest.ts). 1 kB = 1000 bytes, as Vite prints.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  entryClosure,
  filesBeyond,
  filesOf,
  pageChunks,
  readManifest,
  staticClosure,
} from './quality/manifest'
import { pagesOf, type SiteRoute } from './quality/public-routes'
import { FIREBASE_AUTH_MODULE } from './signed-in-preload'

const BUDGETS = { initialJsHome: 150_000, css: 20_000, routeFirstLoad: 200_000 } as const

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** The table of every page of `routes`, measured in the build `outDir`, and what breaks the budgets. */
export function measure(outDir: string, routes: readonly SiteRoute[]) {
  const manifest = readManifest(outDir)
  const gzip = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0)
  const entry = entryClosure(manifest)
  const loads = pagesOf(routes)
    .map((route) => {
      const keys = staticClosure(manifest, [...entry, ...pageChunks(manifest, route)])
      const { js, css } = filesOf(manifest, keys)
      const auth = filesBeyond(
        manifest,
        [FIREBASE_AUTH_MODULE].filter((k) => manifest[k]),
        keys,
      )
      return {
        path: route.path,
        js: gzip(js),
        css: gzip(css),
        auth: gzip(auth.js) + gzip(auth.css.filter((c) => !css.includes(c))),
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
  const home = loads.find((l) => l.path === '/')
  const failures: string[] = []
  if (!home) failures.push('no / route found in src/routes')
  else if (home.js > BUDGETS.initialJsHome)
    failures.push(
      `initial JavaScript for / is ${kb(home.js)} kB gzip (budget ${kb(BUDGETS.initialJsHome)} kB)`,
    )
  for (const l of loads) {
    if (l.css > BUDGETS.css)
      failures.push(`${l.path}: CSS ${kb(l.css)} kB gzip (budget ${kb(BUDGETS.css)} kB)`)
    if (l.js + l.css > BUDGETS.routeFirstLoad)
      failures.push(
        `${l.path}: first load ${kb(l.js + l.css)} kB gzip (budget ${kb(BUDGETS.routeFirstLoad)} kB)`,
      )
  }
  const table = [
    '| route | JS kB | CSS kB | total kB | + auth, signed in kB |',
    '|---|---:|---:|---:|---:|',
    ...loads.map(
      (l) => `| \`${l.path}\` | ${kb(l.js)} | ${kb(l.css)} | ${kb(l.js + l.css)} | ${kb(l.auth)} |`,
    ),
  ].join('\n')
  const markdown = [
    '# Bundle size per route',
    '',
    "Written by `npm run size` (the bundle tests' production build, gzip with node's zlib at its default level, 1 kB = 1000 bytes).",
    "A route's first load is the entry chunk and its static imports (what index.html loads and",
    "modulepreloads) plus the route's split chunks, its layout's, and their static imports.",
    '',
    `Budgets: initial JavaScript for \`/\` at most ${kb(BUDGETS.initialJsHome)} kB; CSS at most ${kb(BUDGETS.css)} kB;`,
    `no route's first load above ${kb(BUDGETS.routeFirstLoad)} kB.`,
    '',
    table,
    '',
    `"+ auth, signed in": Firebase Auth (\`${FIREBASE_AUTH_MODULE}\`), which a returning signed-in user's start-up loads in`,
    "parallel with the entry; a visitor's page imports it only when the sign-in dialog opens (or, without storage for the hint, once settled).",
    '',
    failures.length
      ? `**Over budget:**\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : 'All routes are within the budgets.',
    '',
  ].join('\n')
  return { failures, markdown, table }
}
