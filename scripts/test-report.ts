/** The counts of a test runner's JSON report (Vitest's or Playwright's), for `npm test`'s closing line. */
import * as v from 'valibot'

export type Counts = { passed: number; failed: number; skipped: number; retried?: string[] }

type ReportSuite = {
  title?: string
  suites?: ReportSuite[]
  specs?: { title: string; tests: { projectName: string; status: string }[] }[]
}

/** The titles of the project's tests that passed on their retry, from Playwright's JSON report. */
function flakyIn(project: string, suites: unknown[]): string[] {
  return (suites as ReportSuite[]).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.projectName === project && t.status === 'flaky')
        .map(() => `[${project}] ${suite.title} › ${spec.title}`),
    ),
    ...flakyIn(project, suite.suites ?? []),
  ])
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const report = v.union([
  v.pipe(
    v.object({
      numPassedTests: count,
      numFailedTests: count,
      numPendingTests: count,
      numTodoTests: count,
    }),
    v.transform((r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    })),
  ),
  // Playwright's: a flaky test (passed on retry) counts as failed, but in WebKit, the one project
  // with a retry (playwright.config.ts): there it counts as passed and is named in the closing lines.
  v.pipe(
    v.object({
      stats: v.object({ expected: count, unexpected: count, flaky: count, skipped: count }),
      suites: v.array(v.unknown()),
    }),
    v.transform(({ stats: s, suites }) => {
      const retried = flakyIn('webkit', suites)
      return {
        passed: s.expected + retried.length,
        failed: s.unexpected + s.flaky - retried.length,
        skipped: s.skipped,
        retried,
      }
    }),
  ),
])

/** A runner's report as counts; throws when it is not one. */
export const parseReport = (json: unknown): Counts => v.parse(report, json)
