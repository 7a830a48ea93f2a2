/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) in
 * Debian's Chromium, one run per public route of the production build that `npm run stack` serves
 * (a running stack is reused; otherwise one is started and stopped afterwards). One Chrome,
 * sequential runs. Writes reports/lighthouse.md (and the raw reports to reports/tmp/lighthouse/),
 * each row with the run's benchmark index.
 *
 * Accessibility, best practices and SEO below 100 fail the run (exit 1): they do not depend on the
 * machine's speed. Performance, FCP, LCP and TBT are measured only (scripts/quality/lighthouse-gate.ts);
 * `npm run bench` is the performance benchmark.
 */
import lighthouse from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchChrome, CHROME_FLAGS } from './quality/chrome'
import { CATEGORIES, gateFailures, type Category, type Scores } from './quality/lighthouse-gate'
import { indexedPaths, loadSiteRoutes, publicPaths } from './quality/public-routes'
import { ensureStack } from './quality/stack-control'

/** Audits that take time but feed no score. */
const SKIPPED_AUDITS = ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache', 'valid-source-maps']

interface Row {
  route: string
  scores: Scores
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  /** Audits under 1 in accessibility, best practices and SEO: what to fix. */
  failing: string[]
  benchmarkIndex: number
}

const root = resolve(import.meta.dirname, '..')
const base = 'http://localhost:4173'
const siteRoutes = await loadSiteRoutes(root)
const indexed = indexedPaths(siteRoutes)
const routes = publicPaths(siteRoutes)
const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'))

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function toRow(route: string, lhr: Lhr): Row {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const failing: string[] = []
  for (const cat of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${cat}: ${ref.id} (${audit.title})`)
    }
  }
  const score = (c: Category) => {
    const s = lhr.categories[c]?.score
    return s === null || s === undefined ? null : Math.round(s * 100)
  }
  return {
    route,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ms = (v: number) => `${Math.round(v)} ms`

function table(rows: Row[]): string[] {
  return [
    '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | benchmark index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.scores.performance ?? 'n/a'} | ${r.scores.accessibility ?? 'n/a'} | ${r.scores['best-practices'] ?? 'n/a'} | ${r.scores.seo ?? 'n/a'} | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} |`,
    ),
  ]
}

function markdown(rows: Row[], chrome: string, failures: string[], seconds: number): string {
  const bench = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b)
  return [
    '# Lighthouse',
    '',
    `Written by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion} (mobile defaults: simulated`,
    `slow 4G, 4x CPU slowdown), ${chrome}, against the production build served by \`npm run stack\`;`,
    `one run per route, ${Math.round(seconds)} s in all. Benchmark index of the runs (Lighthouse's CPU speed estimate): ${Math.round(bench[0]!)}-${Math.round(bench[bench.length - 1]!)}.`,
    '',
    'Pass or fail: accessibility, best practices and SEO 100. Performance, FCP, LCP and TBT are measured only (a benchmark: they swing by 20 points between machines of one kind).',
    '',
    ...table(rows),
    '',
    failures.length ? `**Failed:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every route passes.',
    '',
    ...(rows.some((r) => r.failing.length)
      ? ['Audits to fix (accessibility, best practices, SEO):', '', ...rows.flatMap((r) => r.failing.map((f) => `- \`${r.route}\` ${f}`)), '']
      : []),
  ].join('\n')
}

let lighthouseVersion = ''

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like: a busy machine)
 *  is tried again, twice at most. */
async function audit(port: number, url: string, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A noindex page (the dashboard, the checkout pages) is kept out of search on purpose.
      skipAudits: indexed.includes(new URL(url).pathname) ? SKIPPED_AUDITS : [...SKIPPED_AUDITS, 'is-crawlable'],
      disableFullPageScreenshot: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) return result
    if (attempt >= tries) throw new Error(`${url}: ${error.code} ${error.message}`)
    console.log(`  ${url}: ${error.code}, trying again`)
  }
}

async function main() {
  const started = Date.now()
  const stack = await ensureStack(`${base}/`)
  const chrome = await launchChrome()
  // Ctrl-C: stop what this run started (Chrome, and the stack unless it was already running).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void Promise.all([chrome.kill(), stack.stop()]).finally(() => process.exit(130)))
  }
  const rows: Row[] = []
  const rawDir = join(root, 'reports', 'tmp', 'lighthouse')
  mkdirSync(rawDir, { recursive: true })
  try {
    for (const route of routes) {
      const result = await audit(chrome.port, `${base}${route}`)
      lighthouseVersion = result.lhr.lighthouseVersion
      writeFileSync(join(rawDir, `${slug(route)}.json`), String(result.report))
      const r = toRow(route, result.lhr)
      rows.push(r)
      console.log(
        `${route.padEnd(20)} perf ${String(r.scores.performance).padStart(3)}  a11y ${r.scores.accessibility}  bp ${r.scores['best-practices']}  seo ${r.scores.seo}  FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${ms(r.tbt)}  CLS ${r.cls.toFixed(3)}`,
      )
    }
  } finally {
    await chrome.kill()
    await stack.stop()
  }
  const failures = rows.flatMap((r) => gateFailures(r.route, r.scores))
  const seconds = (Date.now() - started) / 1000
  writeFileSync(join(root, 'reports', 'lighthouse.md'), markdown(rows, `${chrome.version} (${CHROME_FLAGS.join(' ')})`, failures, seconds))
  console.log('\nwrote reports/lighthouse.md')
  for (const r of rows) for (const f of r.failing) console.log(`  ${r.route}: ${f}`)
  console.log(`${rows.length} routes in ${Math.round(seconds)} s`)
  if (failures.length) {
    console.error(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error)
  process.exit(1)
})
