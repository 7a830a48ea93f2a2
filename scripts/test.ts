/**
 * `npm test`: every check, in the order of STEPS (scripts/quality/test-run.ts): type check, lint,
 * the OpenAPI lint and the unit tests (which also compare every generated file with its source)
 * first, then the build-based checks, then Playwright against the
 * production stack it starts. The first failure stops the run; the closing line
 * `N passed, N failed` is printed whether or not a step failed, and the exit code is 1 then.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { countsOf } from './quality/test-counts'
import { exitCode, STEPS, summary, type Outcome, type Step } from './quality/test-run'

const root = resolve(import.meta.dirname, '..')

function run(step: Step): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', step.args, { cwd: root, stdio: 'inherit' })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

function readCounts(step: Step) {
  if (!step.report) return undefined
  try {
    return countsOf(JSON.parse(readFileSync(resolve(root, step.report), 'utf8')))
  } catch {
    return undefined
  }
}

async function main() {
  // Reports of an earlier run must not count in this one.
  rmSync(resolve(root, 'reports/tmp/tests'), { recursive: true, force: true })
  const outcomes: Outcome[] = STEPS.map((step) => ({ step, status: 'not run' }))
  for (const outcome of outcomes) {
    const { step } = outcome
    console.log(`\n=== npm test: ${step.name} ===\n`)
    const started = Date.now()
    const code = await run(step)
    outcome.seconds = (Date.now() - started) / 1000
    outcome.counts = readCounts(step)
    // A runner that exits 0 without its report has not shown what it ran.
    outcome.status = code === 0 && (!step.report || outcome.counts) ? 'passed' : 'failed'
    if (outcome.status === 'failed') break
  }
  console.log(`\n${summary(outcomes).join('\n')}`)
  process.exitCode = exitCode(outcomes)
}

void main()
