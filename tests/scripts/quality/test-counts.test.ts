import { describe, expect, it } from 'vitest'
import { closingLine, countsOf, total } from '../../../scripts/quality/test-counts'

const vitest = { numPassedTests: 12, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, testResults: [] }
const playwright = { stats: { expected: 9, unexpected: 1, flaky: 1, skipped: 0, duration: 1000 } }

describe('test counts for the closing line of npm test', () => {
  it('reads a Vitest report: pending and todo tests count as skipped', () => {
    expect(countsOf(vitest)).toEqual({ passed: 12, failed: 1, skipped: 3 })
  })

  it('reads a Playwright report: a flaky test counts as failed', () => {
    expect(countsOf(playwright)).toEqual({ passed: 9, failed: 2, skipped: 0 })
  })

  it('rejects anything else, and counts that are not whole and non-negative', () => {
    expect(() => countsOf({})).toThrow('not a Vitest or Playwright JSON report')
    expect(() => countsOf({ ...vitest, numPassedTests: -1 })).toThrow()
    expect(() => countsOf({ stats: { ...playwright.stats, expected: 1.5 } })).toThrow()
  })

  it('adds the runs up into one plain line CI can read', () => {
    const line = closingLine(total([countsOf(vitest), countsOf(playwright)]))
    expect(line).toBe('21 passed, 3 failed, 3 skipped')
    expect(line).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/)
  })

  it('leaves the skipped count out when nothing was skipped', () => {
    expect(closingLine({ passed: 2975, failed: 0, skipped: 0 })).toBe('2975 passed, 0 failed')
  })
})
