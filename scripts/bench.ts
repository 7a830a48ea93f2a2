/**
 * `npm run bench`, a benchmark and never a gate (docs/quality-gates.md), on a running `npm run stack`:
 * Lighthouse over four routes in both throttling modes for the build beside its floor pages, served
 * alike by Vite's preview server, and the money moments timed in the page (scripts/bench/moments.ts).
 * Writes reports/bench.md. Options: --runs 3 (per route, mode and variant; medians), --moments 3.
 */
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { preview } from 'vite'
import { writeFloorPages, writeMomentFloor } from './bench/floor'
import {
  floorMoments,
  launchBrowser,
  siteMoments,
  type MomentTimes,
  type SiteTimes,
} from './bench/moments'
import { stackPorts } from './stack-env'
import { LIGHTHOUSE_PORTS, lighthouseLaunch } from './chromium'

const ROUTES = ['/', '/pricing', '/faq', '/roadmap'] as const
const MODES = ['simulate', 'devtools'] as const
type Mode = (typeof MODES)[number]

const root = resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, moments: { type: 'string', default: '3' } },
})
const runs = Math.max(1, Number(options.runs))
const momentRuns = Math.max(1, Number(options.moments))

/** One folder on one port: clean URLs (/pricing from pricing.html), compressed for a browser that asks. */
const serve = (outDir: string, port: number) =>
  preview({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'mpa',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  })

type Sample = { lcp: number; tbt: number; perf: number; benchmarkIndex: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  )
}

async function measure(url: string, mode: Mode): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: LIGHTHOUSE_PORTS.bench,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: mode,
      skipAudits: [
        'full-page-screenshot',
        'screenshot-thumbnails',
        'final-screenshot',
        'bf-cache',
        'valid-source-maps',
      ],
      disableFullPageScreenshot: true,
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError) {
      return {
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      }
    }
    if (attempt >= 3) throw new Error(`${url} (${mode}): ${lhr?.runtimeError?.code ?? 'no result'}`)
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ms = (v: number) => `${Math.round(v)} ms`

/** The 1-minute load average: the other work on the machine, which the figures also measure. */
const load = () => loadavg()[0]!.toFixed(1)

async function main() {
  const started = Date.now()
  const loadAtStart = load()
  const site = `http://localhost:${stackPorts.stack}`
  if (
    !(await fetch(site).then(
      (res) => res.ok,
      () => false,
    ))
  )
    throw new Error(`${site} does not answer: start the stack first (npm run stack)`)
  const floorDir = join(root, 'reports', 'tmp', 'bench', 'floor')
  rmSync(floorDir, { recursive: true, force: true })
  mkdirSync(floorDir, { recursive: true })
  writeFloorPages(join(root, 'dist'), floorDir, ROUTES)
  // Served on the benchmark's own ports, not the shared stack ports.
  const floorVariant = { name: 'floor', port: 4792, dir: floorDir }
  const variants = [{ name: 'build', port: 4791, dir: join(root, 'dist') }, floorVariant]
  const servers = await Promise.all(variants.map((v) => serve(v.dir, v.port)))
  const lighthouseBrowser = await chromium.launch(lighthouseLaunch(LIGHTHOUSE_PORTS.bench))
  const browser = await launchBrowser()
  const samples = new Map<string, Sample[]>()
  const key = (variant: string, route: string, mode: Mode) => `${variant} ${route} ${mode}`
  let moments: { site: SiteTimes; floor: MomentTimes } | undefined
  let momentError = ''
  try {
    // The money moments first: a failure there is reported, and the Lighthouse part still runs.
    try {
      const onSite = await siteMoments(browser, site, momentRuns)
      if (!onSite.checkoutUrl) throw new Error('the site opened no checkout frame')
      const floor = await floorMoments(
        browser,
        `http://127.0.0.1:${floorVariant.port}${writeMomentFloor(floorDir, onSite.checkoutUrl)}`,
        momentRuns,
      )
      moments = { site: onSite, floor }
      console.log(
        `Get Pro -> dialog, settled: ${onSite.getPro.map(ms).join(', ')}; early: ${onSite.getProEarly.map(ms).join(', ')} (floor ${floor.getPro.map(ms).join(', ')})`,
      )
      console.log(
        `Proceed -> checkout frame: ${onSite.proceed.map(ms).join(', ')} (POST /api/purchase ${onSite.purchase.map(ms).join(', ')}; the frame alone ${floor.proceed.map(ms).join(', ')})`,
      )
    } catch (error) {
      momentError = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      console.error(`money moments not measured: ${momentError}`)
    }
    // Alternating the variants in each round, so that a busy spell of the machine hits them alike.
    for (let round = 0; round < runs; round++) {
      for (const mode of MODES) {
        for (const route of ROUTES) {
          for (const v of variants) {
            const sample = await measure(`http://127.0.0.1:${v.port}${route}`, mode)
            samples.set(key(v.name, route, mode), [
              ...(samples.get(key(v.name, route, mode)) ?? []),
              sample,
            ])
            console.log(
              `${v.name.padEnd(6)} ${route.padEnd(9)} ${mode.padEnd(8)} LCP ${s(sample.lcp)}  TBT ${ms(sample.tbt)}  perf ${sample.perf}  index ${Math.round(sample.benchmarkIndex)}`,
            )
          }
        }
      }
    }
  } finally {
    await browser.close()
    await lighthouseBrowser.close()
    await Promise.all(servers.map((server) => server.close()))
  }

  const indexes = [...samples.values()].flat().map((x) => x.benchmarkIndex)
  // Lighthouse leaves a metric out of a run it cannot compute (TBT needs a quiet 5 s after the
  // load): the median is of the runs that have it, and a cell says when some did not.
  const values = (variant: string, route: string, mode: Mode, f: keyof Sample) =>
    samples.get(key(variant, route, mode))!.map((x) => x[f])
  const med = (variant: string, route: string, mode: Mode, f: keyof Sample) =>
    median(values(variant, route, mode, f).filter((x) => !Number.isNaN(x)))
  const counted = (variant: string, route: string, mode: Mode, f: keyof Sample, shown: string) => {
    const all = values(variant, route, mode, f)
    const missing = all.filter((x) => Number.isNaN(x)).length
    return missing === 0 ? shown : `${shown} (${all.length - missing} of ${all.length} runs)`
  }
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`
  const rows = ROUTES.flatMap((route) =>
    variants.map((v) => {
      const lcpSim = med(v.name, route, 'simulate', 'lcp')
      const lcpApplied = med(v.name, route, 'devtools', 'lcp')
      const vsFloor =
        v.name === 'floor'
          ? ''
          : ` (${ratio(lcpSim, med('floor', route, 'simulate', 'lcp'))} / ${ratio(lcpApplied, med('floor', route, 'devtools', 'lcp'))} of the floor)`
      const tbtApplied = counted(
        v.name,
        route,
        'devtools',
        'tbt',
        ms(med(v.name, route, 'devtools', 'tbt')),
      )
      const perfApplied = counted(
        v.name,
        route,
        'devtools',
        'perf',
        `${med(v.name, route, 'devtools', 'perf')}`,
      )
      return `| \`${route}\` | ${v.name} | ${s(lcpSim)} | ${s(lcpApplied)}${vsFloor} | ${ms(med(v.name, route, 'simulate', 'tbt'))} | ${tbtApplied} | ${med(v.name, route, 'simulate', 'perf')} | ${perfApplied} |`
    }),
  )
  const all = (values: number[]) => `${ms(median(values))} (${values.map(ms).join(', ')})`
  const momentRow = (label: string, site: number[], floor: string, floorMs: number) =>
    `| ${label} | ${all(site)} | ${floor} | ${ratio(median(site), floorMs)} |`
  const momentRows = moments
    ? (() => {
        const { site: on, floor } = moments
        const dialogFloor = median(floor.getPro)
        // Proceed's fair floor: the same purchase request, then the checkout frame alone.
        const proceedFloor = median(on.purchase) + median(floor.proceed)
        return [
          momentRow(
            'Get Pro, pressed settled -> Upgrade to Pro dialog',
            on.getPro,
            all(floor.getPro),
            dialogFloor,
          ),
          momentRow(
            `Get Pro, pressed early (at ${all(on.earlyAt)} from the navigation; the dialogs' code had arrived before the press in ${on.earlyCodeArrived.filter(Boolean).length} of ${on.earlyCodeArrived.length}) -> Upgrade to Pro dialog; ${ratio(median(on.getProEarly), median(on.getPro))} of settled`,
            on.getProEarly,
            all(floor.getPro),
            dialogFloor,
          ),
          momentRow(
            'Proceed -> checkout frame loaded',
            on.proceed,
            `${ms(proceedFloor)}: the site's \`POST /api/purchase\` ${all(on.purchase)} + the frame alone ${all(floor.proceed)}`,
            proceedFloor,
          ),
        ]
      })()
    : [`| (not measured: ${momentError}) | | | |`]
  /** What the press alone costs Proceed: the frame's address comes with the purchase's answer,
   *  which the page reads once the press's task and rendering are done. */
  const proceedBound = (on: SiteTimes, floor: MomentTimes) => {
    const bound = median(on.proceedPress) + median(floor.proceed)
    return `Proceed's press (the click to the first frame after it: Upgrade to Pro closed, the purchase request sent) took ${all(on.proceedPress)}. The checkout frame's address comes with the purchase's answer, which the page reads after that frame, so the press plus the frame alone bounds Proceed from below: ${ms(bound)}, ${ratio(bound, median(on.purchase) + median(floor.proceed))} of the floor.`
  }
  const report = [
    '# Benchmark',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round((Date.now() - started) / 60000)} min: Lighthouse mobile defaults in`,
    `Chromium ${lighthouseBrowser.version()}, ${runs === 1 ? 'one run' : `medians of ${runs} runs`} per route, mode and variant, alternating the variants; benchmark index ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))};`,
    `load average ${loadAtStart} at the start, ${load()} at the end (a quiet machine: about 0-1 and an index near 2,700).`,
    "Both variants served by Vite's preview server: **build** (this tree's dist), **floor** (the build's HTML with the whole stylesheet inlined and no JavaScript). Measured, never a gate.",
    '',
    '| route | variant | LCP simulated | LCP applied (ratio to the floor: simulated / applied) | TBT simulated | TBT applied | perf simulated | perf applied |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `The money moments, timed in the page (click event to the frame that shows the dialog; to the checkout frame's load event), Chromium at 4x CPU, free@ signed in, ${momentRuns} runs each (median; all runs).`,
    "Get Pro is pressed early (the first frame with the button enabled once the account placeholder gave way and the browser had its first idle period, the app's ready signal) and settled (dialogs mounted, no long task for 1 s), on two loads of /pricing in the same run. Proceed's floor is the site's own purchase request in that run plus the checkout frame alone:",
    '',
    '| moment | site | floor | ratio |',
    '|---|---:|---:|---:|',
    ...momentRows,
    '',
    ...(moments ? [proceedBound(moments.site, moments.floor), ''] : []),
  ].join('\n')
  writeFileSync(join(root, 'reports', 'bench.md'), report)
  console.log('\nwrote reports/bench.md')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
