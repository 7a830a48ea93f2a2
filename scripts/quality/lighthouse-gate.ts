/** The decision of `npm run lighthouse` (scripts/lighthouse.ts): which run of a route counts, and
 *  what fails the gate. Only scores that do not depend on the machine's speed gate by default. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number | null>

/**
 * A route's runs, sorted by performance: the median run (what the table shows) and the best
 * performance score (what an opt-in performance floor judges). Other processes on the machine
 * only ever lower a score; a slower page lowers every run.
 */
export function pickRuns<T extends { scores: Scores }>(runs: T[]): { median: T; bestPerformance: number | null } {
  if (runs.length === 0) throw new Error('pickRuns: no runs')
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, bestPerformance: sorted[sorted.length - 1]!.scores.performance }
}

export interface Targets {
  /** Performance floor on the best run, or null: performance is measured, never gated. A score
   *  that swings by 20 points between machines of one kind is a benchmark, not a test. */
  minPerf: number | null
  /** Accessibility, best practices and SEO, on the median run: these do not depend on speed. */
  minOther: number
}

/** Reads LIGHTHOUSE_MIN_PERF: unset or empty turns the performance floor off (the default, and CI). */
export function perfFloorFrom(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null
  const floor = Number(value)
  if (!Number.isFinite(floor) || floor < 0 || floor > 100) throw new Error(`LIGHTHOUSE_MIN_PERF must be a score from 0 to 100, not ${JSON.stringify(value)}`)
  return floor
}

/** The gate's complaints for one route; none means it passes. A missing gated score fails. */
export function gateFailures(route: string, median: Scores, bestPerformance: number | null, targets: Targets, runs: number): string[] {
  const out: string[] = []
  if (targets.minPerf !== null && (bestPerformance === null || bestPerformance < targets.minPerf)) {
    out.push(`performance ${bestPerformance ?? 'n/a'}${runs > 1 ? ` (best of ${runs})` : ''} < ${targets.minPerf}`)
  }
  for (const c of CATEGORIES.slice(1)) {
    const s = median[c]
    if (s === null || s < targets.minOther) out.push(`${c} ${s ?? 'n/a'} < ${targets.minOther}`)
  }
  return out.map((f) => `${route}: ${f}`)
}
