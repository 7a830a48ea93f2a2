/**
 * `npm test`: every check in the order of STAGES. A failed stage stops the run; the closing line
 * `N passed, N failed` is printed whether or not a step failed, and the exit code is 1 then.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { parseReport, type Counts } from './test-report'

/**
 * Quick checks first, so that a type error or a failing unit test is reported in a minute, then
 * the build-based checks, then what needs the running stack. A step that runs tests names its
 * runner's JSON report, whose counts make the closing line. No timing figure decides pass or fail.
 */
interface Step {
  name: string
  script: string
  report?: string
}

/**
 * The steps of one stage run side by side: the unit tests and the storyboards mostly wait (timers,
 * screens settling), so together they take about the longer one's time. The first step's output is
 * live; the others' is printed when they end.
 */
const STAGES: Step[][] = [
  [{ name: 'type check', script: 'typecheck' }],
  [{ name: 'lint', script: 'lint' }],
  [{ name: 'format check', script: 'format:check' }],
  [{ name: 'OpenAPI lint', script: 'openapi:lint' }],
  [
    { name: 'unit, machine and view tests', script: 'test:unit', report: 'unit' },
    // Every state's story rendered in Chromium, without a console error and axe clean.
    { name: 'storyboards', script: 'test:stories', report: 'stories' },
  ],
  [{ name: 'bundle checks and size budgets', script: 'test:build', report: 'build' }],
  // The README's first command from an empty Vite cache; it starts and stops its own servers, so
  // it runs before the production stack takes the same ports.
  [{ name: 'development server smoke test', script: 'test:dev', report: 'dev' }],
  // Against one production stack that Playwright starts (playwright.config.ts): the backend
  // contract's conformance suite, Lighthouse over every public page, the end-to-end tests in
  // Chromium, then the buyer's flows in Firefox and WebKit (tests/engines/).
  [
    {
      name: 'conformance, Lighthouse, end-to-end, Firefox and WebKit tests',
      script: 'test:e2e',
      report: 'e2e',
    },
  ],
]

/** Runs an npm script (its output live, or kept and printed under its name when it ends): its
 *  exit code and how long it took. */
function run(step: Step, live: boolean): Promise<{ code: number | null; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step.script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n=== npm test: ${step.name} (ran beside the step above) ===\n`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ code, ms: Date.now() - started })
    })
  })
}

/** A runner's counts, or none when it wrote no readable report (it has not shown what it ran). */
function countsOf(name: string): Counts | undefined {
  try {
    return parseReport(JSON.parse(readFileSync(`reports/tmp/tests/${name}.json`, 'utf8')))
  } catch {
    return undefined
  }
}

rmSync('reports/tmp/tests', { recursive: true, force: true })
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const lines: string[] = []
let failedStep: string | undefined
for (const stage of STAGES) {
  if (failedStep) {
    lines.push(...stage.map((step) => `  not run ${step.name}`))
    continue
  }
  console.log(`\n=== npm test: ${stage.map((step) => step.name).join(', and beside it: ')} ===\n`)
  const ends = await Promise.all(stage.map((step, index) => run(step, index === 0)))
  for (const [index, step] of stage.entries()) {
    const { code, ms } = ends[index]!
    const counts = step.report ? countsOf(step.report) : undefined
    const failed = code !== 0 || (step.report !== undefined && !counts)
    if (counts)
      for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key]
    // A step that failed without a failed test of its own (type check, lint, a global teardown)
    // counts as one failure, so that a failed run never closes on '0 failed'.
    if (failed && !counts?.failed) total.failed += 1
    if (failed) failedStep ??= step.name
    const figures = counts
      ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
      : ''
    lines.push(
      `  ${(failed ? 'failed' : 'passed').padEnd(8)}${step.name} (${Math.round(ms / 1000)} s)${figures}`,
      ...(counts?.retried ?? []).map((title) => `          passed on its retry: ${title}`),
    )
  }
}
// The closing line CI reads: ', N skipped' only when a test was skipped, which fails the run too.
console.log(
  [
    '',
    'npm test:',
    ...lines,
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  ].join('\n'),
)
process.exitCode = failedStep || total.failed || total.skipped || !total.passed ? 1 : 0
