/** The decisions of `npm test` (scripts/test.ts): the order of its steps, and its closing line. */
import { closingLine, total, type Counts } from './test-counts'

export interface Step {
  name: string
  /** The npm script (and its arguments) that runs it. */
  args: string[]
  /** The test runner's JSON report, for a step that runs tests: its counts make the closing line. */
  report?: string
}

/**
 * Quick checks first, so that a type error or a failing unit test is reported in a minute, then
 * the build-based checks, then what needs the running stack. The first failure stops the run.
 * What decides pass or fail is deterministic: no timing figure (Lighthouse performance is measured
 * only, see tests/lighthouse/lighthouse.spec.ts).
 */
export const STEPS: readonly Step[] = [
  { name: 'type check', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'OpenAPI lint', args: ['run', 'openapi:lint'] },
  { name: 'unit, machine and view tests', args: ['run', 'test:unit'], report: 'reports/tmp/tests/unit.json' },
  // Every state's story rendered in Chromium, without a console error and axe clean.
  { name: 'storyboards', args: ['run', 'test:stories'], report: 'reports/tmp/tests/stories.json' },
  { name: 'bundle checks and size budgets', args: ['run', 'test:build'], report: 'reports/tmp/tests/build.json' },
  // The README's first command from an empty Vite cache (it starts and stops its own servers, so it
  // runs before the production stack takes the same ports).
  { name: 'development server smoke test', args: ['run', 'test:dev'], report: 'reports/tmp/tests/dev.json' },
  // Against one production stack that Playwright starts (playwright.config.ts): the backend
  // contract's conformance suite, Lighthouse over every public page, the end-to-end tests.
  { name: 'conformance, Lighthouse and end-to-end tests', args: ['run', 'test:e2e'], report: 'reports/tmp/tests/e2e.json' },
]

export type Outcome = { step: Step; status: 'passed' | 'failed' | 'not run'; seconds?: number; counts?: Counts }

/**
 * The closing line counts the tests of every runner that ran, and one failure for a step that
 * failed without a test report of its own (type check, lint, ...), so that a failed run never
 * closes on '0 failed'.
 */
export function closingCounts(outcomes: Outcome[]): Counts {
  const counted = outcomes.flatMap((o) => (o.counts ? [o.counts] : []))
  const uncounted = outcomes.filter((o) => o.status === 'failed' && !(o.counts && o.counts.failed > 0)).length
  const sum = total(counted)
  return { ...sum, failed: sum.failed + uncounted }
}

export function summary(outcomes: Outcome[]): string[] {
  const line = (o: Outcome) => {
    const time = o.seconds === undefined ? '' : ` (${Math.round(o.seconds)} s)`
    const counts = o.counts ? `: ${o.counts.passed} passed, ${o.counts.failed} failed, ${o.counts.skipped} skipped` : ''
    return `  ${o.status.padEnd(8)}${o.step.name}${time}${counts}`
  }
  return ['npm test:', ...outcomes.map(line), closingLine(closingCounts(outcomes))]
}

/** The exit code of the run: 0 only when every step passed, no test was skipped and some ran. */
export function exitCode(outcomes: Outcome[]): number {
  const c = closingCounts(outcomes)
  const allPassed = outcomes.every((o) => o.status === 'passed')
  return allPassed && c.failed === 0 && c.skipped === 0 && c.passed > 0 ? 0 : 1
}
