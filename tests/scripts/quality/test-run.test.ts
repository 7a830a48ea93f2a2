import { describe, expect, it } from 'vitest'
import { closingCounts, exitCode, STEPS, summary, type Outcome } from '../../../scripts/quality/test-run'

const step = (name: string) => STEPS.find((s) => s.name === name)!
const passed = (name: string, counts?: Outcome['counts']): Outcome => ({ step: step(name), status: 'passed', counts })
const failed = (name: string, counts?: Outcome['counts']): Outcome => ({ step: step(name), status: 'failed', counts })
const notRun = (name: string): Outcome => ({ step: step(name), status: 'not run' })

describe('npm test: the order of its steps', () => {
  it('runs the type check, lint and unit tests before anything that builds, and the end-to-end suite last', () => {
    const names = STEPS.map((s) => s.name)
    expect(names.slice(0, 5)).toEqual(['type check', 'lint', 'flow diagrams', 'OpenAPI document', 'unit, machine and view tests'])
    expect(names.indexOf('size budgets')).toBeGreaterThan(names.indexOf('unit, machine and view tests'))
    expect(names.at(-1)).toBe('end-to-end tests')
  })

  it('runs the development server smoke test with its own report, before anything takes the stack ports', () => {
    const names = STEPS.map((s) => s.name)
    const smoke = names.indexOf('development server smoke test')
    expect(step('development server smoke test')).toMatchObject({ args: ['run', 'test:dev'], report: 'reports/tmp/tests/dev.json' })
    expect(step('development server smoke test').needsStack).toBeFalsy()
    expect(smoke).toBeLessThan(STEPS.findIndex((s) => s.needsStack))
  })

  it('checks the OpenAPI document before the unit tests, and the contract against the stack with its own report', () => {
    expect(step('OpenAPI document')).toMatchObject({ args: ['run', 'openapi:check'] })
    expect(step('contract conformance')).toMatchObject({
      args: ['run', 'contract:verify', '--', '--api', 'http://localhost:8787', '--report', 'reports/tmp/tests/contract.json'],
      report: 'reports/tmp/tests/contract.json',
      needsStack: true,
    })
  })

  it('runs Lighthouse against the stack, as `npm run lighthouse` does', () => {
    expect(step('Lighthouse')).toEqual({ name: 'Lighthouse', args: ['run', 'lighthouse'], needsStack: true })
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
      passed('flow diagrams'),
      passed('unit, machine and view tests', unit),
      passed('size budgets'),
      passed('bundle checks', build),
      passed('Lighthouse'),
      passed('end-to-end tests', e2e),
    ]
    expect(summary(all).at(-1)).toBe('2980 passed, 0 failed')
    expect(exitCode(all)).toBe(0)
  })

  it('still prints the line when an early step fails, counting the failed step, and exits 1', () => {
    const early = [passed('type check'), failed('lint'), ...STEPS.slice(2).map((s) => notRun(s.name))]
    expect(closingCounts(early)).toEqual({ passed: 0, failed: 1, skipped: 0 })
    const lines = summary(early)
    expect(lines.at(-1)).toBe('0 passed, 1 failed')
    expect(lines).toContain('  not run end-to-end tests')
    expect(exitCode(early)).toBe(1)
  })

  it('counts a runner\'s own failed tests once, not the step again', () => {
    const run = [passed('type check'), failed('unit, machine and view tests', { passed: 10, failed: 2, skipped: 0 })]
    expect(summary(run).at(-1)).toBe('10 passed, 2 failed')
    expect(exitCode(run)).toBe(1)
  })

  it('counts a runner that failed with every test passed as one failure (the end-to-end run\'s CSP check, a global teardown)', () => {
    const run = [passed('type check'), failed('end-to-end tests', { passed: 194, failed: 0, skipped: 0 })]
    expect(summary(run).at(-1)).toBe('194 passed, 1 failed')
    expect(exitCode(run)).toBe(1)
  })

  it('fails a run with a skipped test, or with no test at all', () => {
    expect(exitCode([passed('unit, machine and view tests', { passed: 3, failed: 0, skipped: 1 })])).toBe(1)
    expect(exitCode([passed('type check')])).toBe(1)
  })
})
