/**
 * `npm test`: every check, in the order of STEPS (scripts/quality/test-run.ts): type check, lint,
 * flow diagrams and unit tests first, then the build-based checks, then Lighthouse and the
 * end-to-end suite against one production stack. The first failure stops the run; the closing
 * line `N passed, N failed` is printed whether or not a step failed, and the exit code is 1 then.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { countsOf } from './quality/test-counts'
import { exitCode, STEPS, summary, type Outcome, type Step } from './quality/test-run'
import { ensureStack, type StackHandle } from './quality/stack-control'

const root = resolve(import.meta.dirname, '..')
const STACK_URL = 'http://localhost:4173/'

function run(step: Step): Promise<number> {
  return new Promise((done) => {
    // A stack started here is reused by Playwright and Lighthouse (playwright.config.ts).
    const env = { ...process.env, ...(step.needsStack ? { SUPERBULLET_STACK_RUNNING: '1' } : {}) }
    const child = spawn('npm', step.args, { cwd: root, env, stdio: 'inherit' })
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
  let stack: StackHandle | undefined
  try {
    for (const outcome of outcomes) {
      const { step } = outcome
      console.log(`\n=== npm test: ${step.name} ===\n`)
      const started = Date.now()
      let code: number
      try {
        if (step.needsStack) stack ??= await ensureStack(STACK_URL)
        code = await run(step)
      } catch (error) {
        console.error(error instanceof Error ? error.message : error)
        code = 1
      }
      outcome.seconds = (Date.now() - started) / 1000
      outcome.counts = readCounts(step)
      // A runner that exits 0 without its report has not shown what it ran.
      outcome.status = code === 0 && (!step.report || outcome.counts) ? 'passed' : 'failed'
      if (outcome.status === 'failed') break
    }
  } finally {
    await stack?.stop()
  }
  console.log(`\n${summary(outcomes).join('\n')}`)
  process.exitCode = exitCode(outcomes)
}

void main()
