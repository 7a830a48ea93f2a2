import * as v from 'valibot'

export type Counts = { passed: number; failed: number; skipped: number }

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const vitestReport = v.object({ numPassedTests: count, numFailedTests: count, numPendingTests: count, numTodoTests: count })
const playwrightReport = v.object({ stats: v.object({ expected: count, unexpected: count, flaky: count, skipped: count }) })

/** Reads a Vitest or a Playwright JSON report; a flaky Playwright test (passed on retry) counts as failed. */
export function countsOf(report: unknown): Counts {
  const vitest = v.safeParse(vitestReport, report)
  if (vitest.success) {
    const r = vitest.output
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
  }
  const playwright = v.safeParse(playwrightReport, report)
  if (playwright.success) {
    const s = playwright.output.stats
    return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped }
  }
  throw new Error('not a Vitest or Playwright JSON report')
}

export const total = (all: Counts[]): Counts =>
  all.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  })

/** The closing line CI reads, in its plainest form: 'N passed, N failed' alone on a line, with
 *  ', N skipped' only when a test was skipped (which fails the run anyway). */
export const closingLine = (c: Counts) =>
  `${c.passed} passed, ${c.failed} failed` + (c.skipped > 0 ? `, ${c.skipped} skipped` : '')
