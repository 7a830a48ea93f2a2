import { describe, expect, it } from 'vitest'
import { closingCounts, exitCode, STEPS, summary, type Outcome } from '../../../scripts/quality/test-run'

const step = (name: string) => STEPS.find((s) => s.name === name)!
const passed = (name: string, counts?: Outcome['counts']): Outcome => ({ step: step(name), status: 'passed', counts })
const failed = (name: string, counts?: Outcome['counts']): Outcome => ({ step: step(name), status: 'failed', counts })
const notRun = (name: string): Outcome => ({ step: step(name), status: 'not run' })
const E2E = 'conformance, Lighthouse and end-to-end tests'

describe('npm test: the order of its steps', () => {
  it('runs the quick checks first, the development smoke test before Playwright takes the stack ports, and Playwright last', () => {
    const names = STEPS.map((s) => s.name)
    expect(names.slice(0, 4)).toEqual(['type check', 'lint', 'OpenAPI lint', 'unit, machine and view tests'])
    expect(names.indexOf('bundle checks and size budgets')).toBeGreaterThan(names.indexOf('unit, machine and view tests'))
    expect(names.indexOf('development server smoke test')).toBe(names.length - 2)
    expect(STEPS.at(-1)).toEqual({ name: E2E, args: ['run', 'test:e2e'], report: 'reports/tmp/tests/e2e.json' })
  })
})

describe('npm test: the closing line and the exit code', () => {
  const unit = { passed: 2778, failed: 0, skipped: 0 }
  const build = { passed: 8, failed: 0, skipped: 0 }
  const e2e = { passed: 194, failed: 0, skipped: 0 }

  it('adds up every runner when all pass, and exits 0', () => {
    const all = [
      passed('type check'),
      passed('lint'),
      passed('OpenAPI lint'),
      passed('unit, machine and view tests', unit),
      passed('bundle checks and size budgets', build),
      passed(E2E, e2e),
    ]
    expect(summary(all).at(-1)).toBe('2980 passed, 0 failed')
    expect(exitCode(all)).toBe(0)
  })

  it('still prints the line when an early step fails, counting the failed step, and exits 1', () => {
    const early = [passed('type check'), failed('lint'), ...STEPS.slice(2).map((s) => notRun(s.name))]
    expect(closingCounts(early)).toEqual({ passed: 0, failed: 1, skipped: 0 })
    const lines = summary(early)
    expect(lines.at(-1)).toBe('0 passed, 1 failed')
    expect(lines).toContain(`  not run ${E2E}`)
    expect(exitCode(early)).toBe(1)
  })

  it('counts a runner\'s own failed tests once, not the step again', () => {
    const run = [passed('type check'), failed('unit, machine and view tests', { passed: 10, failed: 2, skipped: 0 })]
    expect(summary(run).at(-1)).toBe('10 passed, 2 failed')
    expect(exitCode(run)).toBe(1)
  })

  it('counts a runner that failed with every test passed as one failure (the end-to-end run\'s CSP check, a global teardown)', () => {
    const run = [passed('type check'), failed(E2E, { passed: 194, failed: 0, skipped: 0 })]
    expect(summary(run).at(-1)).toBe('194 passed, 1 failed')
    expect(exitCode(run)).toBe(1)
  })

  it('fails a run with a skipped test, or with no test at all', () => {
    expect(exitCode([passed('unit, machine and view tests', { passed: 3, failed: 0, skipped: 1 })])).toBe(1)
    expect(exitCode([passed('type check')])).toBe(1)
  })
})
