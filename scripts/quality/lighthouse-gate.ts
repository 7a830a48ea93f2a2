/** The decision of `npm run lighthouse` (scripts/lighthouse.ts): which run of a route counts, and
 *  what fails the gate. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number | null>

/**
 * A route's runs, sorted by performance: the median run (what the table shows) and the best
 * performance score (what the gate judges). Other processes on the machine only ever lower a
 * score; a slower page lowers every run.
 */
export function pickRuns<T extends { scores: Scores }>(runs: T[]): { median: T; bestPerformance: number | null } {
  if (runs.length === 0) throw new Error('pickRuns: no runs')
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, bestPerformance: sorted[sorted.length - 1]!.scores.performance }
}

export interface Targets {
  /** Performance, on the best run. */
  minPerf: number
  /** Accessibility, best practices and SEO, on the median run. */
  minOther: number
}

/** The gate's complaints for one route; none means it passes. A missing score fails. */
export function gateFailures(route: string, median: Scores, bestPerformance: number | null, targets: Targets, runs: number): string[] {
  const out: string[] = []
  if (bestPerformance === null || bestPerformance < targets.minPerf) {
    out.push(`performance ${bestPerformance ?? 'n/a'}${runs > 1 ? ` (best of ${runs})` : ''} < ${targets.minPerf}`)
  }
  for (const c of CATEGORIES.slice(1)) {
    const s = median[c]
    if (s === null || s < targets.minOther) out.push(`${c} ${s ?? 'n/a'} < ${targets.minOther}`)
  }
  return out.map((f) => `${route}: ${f}`)
}
