import { expect, test } from '@playwright/test'
import lighthouse from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { indexedPaths, loadSiteRoutes, publicPaths } from '../../scripts/quality/public-routes'
import { LIGHTHOUSE_PORTS } from '../../scripts/chromium'

/**
 * Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) over every public page of the
 * production build the stack serves, one run each. Accessibility, best practices and SEO below 100
 * fail: they do not depend on the machine's speed. Performance, FCP, LCP, TBT and CLS swing by 20
 * points between machines of one kind: they are written to reports/lighthouse.md with the
 * machine's benchmark index, never gated (`npm run bench` is the performance benchmark).
 */
const GATED = ['accessibility', 'best-practices', 'seo'] as const
/** Audits that take time but feed no score. */
const SKIPPED_AUDITS = [
  'full-page-screenshot',
  'screenshot-thumbnails',
  'final-screenshot',
  'bf-cache',
  'valid-source-maps',
]

const root = resolve(import.meta.dirname, '..', '..')
const siteRoutes = await loadSiteRoutes(root)
const indexed = indexedPaths(siteRoutes)

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** One run; a trace that came out broken (NO_NAVSTART and the like: a busy machine) is run again, twice at most. */
async function audit(url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: LIGHTHOUSE_PORTS.test,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...GATED],
      // A noindex page (the dashboard, the checkout pages) is kept out of search on purpose.
      skipAudits: indexed.includes(new URL(url).pathname)
        ? SKIPPED_AUDITS
        : [...SKIPPED_AUDITS, 'is-crawlable'],
      disableFullPageScreenshot: true,
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError) return lhr
    if (attempt >= 3)
      throw new Error(
        `${url}: ${lhr?.runtimeError?.code ?? 'no result'} ${lhr?.runtimeError?.message ?? ''}`,
      )
  }
}

const score = (lhr: Lhr, category: string) => {
  const s = lhr.categories[category]?.score
  return s === null || s === undefined ? 'n/a' : String(Math.round(s * 100))
}

/** The gated categories' audits under 1, as what to fix. */
const failingAudits = (lhr: Lhr) =>
  GATED.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const a = lhr.audits[ref.id]
      return ref.weight > 0 && a && a.score !== null && a.score < 1
        ? [`${category}: ${ref.id} (${a.title})`]
        : []
    }),
  )

function tableRow(route: string, lhr: Lhr): string {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const scores = ['performance', ...GATED].map((c) => score(lhr, c)).join(' | ')
  const metrics = `${s(num('first-contentful-paint'))} | ${s(num('largest-contentful-paint'))} | ${Math.round(num('total-blocking-time'))} ms | ${num('cumulative-layout-shift').toFixed(3)}`
  return `| \`${route}\` | ${scores} | ${metrics} | ${Math.round(lhr.environment.benchmarkIndex)} |`
}

// One test over every page, so that the table is written whole even when a page fails. The browser
// fixture starts the project's Chromium, which Lighthouse drives through its DevTools port.
test('every public page scores 100 in accessibility, best practices and SEO', async ({
  browser,
}) => {
  const testInfo = test.info()
  const routes = publicPaths(siteRoutes)
  test.setTimeout(routes.length * 60_000)
  const raw = join(root, 'reports', 'tmp', 'lighthouse')
  mkdirSync(raw, { recursive: true })
  const rows: string[] = []
  let version = ''
  for (const route of routes) {
    await test.step(route, async () => {
      const lhr = await audit(new URL(route, testInfo.project.use.baseURL).href)
      version = lhr.lighthouseVersion
      writeFileSync(
        join(raw, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      )
      rows.push(tableRow(route, lhr))
      console.log(rows.at(-1))
      for (const category of GATED)
        expect
          .soft(score(lhr, category), `${route} ${category}: ${failingAudits(lhr).join('; ')}`)
          .toBe('100')
    })
  }
  writeFileSync(
    join(root, 'reports', 'lighthouse.md'),
    [
      '# Lighthouse',
      '',
      `Written by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${version} (mobile defaults: simulated slow 4G, 4x CPU`,
      `slowdown) in Chromium ${browser.version()}, against the production build served by \`npm run stack\`, one run per page.`,
      'Accessibility, best practices and SEO at 100 pass or fail; performance and the timings are measured only.',
      '',
      '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | benchmark index |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  )
})
