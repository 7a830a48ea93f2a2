import { describe, expect, it } from 'vitest'
import { parseReport } from '../../scripts/test-report'

const spec = (title: string, projectName: string, status: string) => ({
  title,
  tests: [{ projectName, status }],
})

/** Playwright's JSON report: a file's suite, a describe's suite inside it, specs in both. */
const playwright = (flaky: { chromium: number; webkit: number }) => ({
  stats: { expected: 10, unexpected: 1, flaky: flaky.chromium + flaky.webkit, skipped: 0 },
  suites: [
    {
      title: 'purchases.spec.ts',
      specs: [spec('passes', 'webkit', 'expected')],
      suites: [
        {
          title: 'purchases',
          specs: [
            ...Array.from({ length: flaky.webkit }, (_, i) => spec(`buys ${i}`, 'webkit', 'flaky')),
            ...Array.from({ length: flaky.chromium }, (_, i) =>
              spec(`pays ${i}`, 'chromium', 'flaky'),
            ),
            spec('fails', 'chromium', 'unexpected'),
          ],
        },
      ],
    },
  ],
})

describe("npm test's counts", () => {
  it("reads Vitest's report", () => {
    expect(
      parseReport({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1 }),
    ).toEqual({ passed: 5, failed: 1, skipped: 2 })
  })

  it('counts a WebKit test that passed on its retry as passed, and names it', () => {
    expect(parseReport(playwright({ chromium: 0, webkit: 1 }))).toEqual({
      passed: 11,
      failed: 1,
      skipped: 0,
      retried: ['[webkit] purchases › buys 0'],
    })
  })

  it('counts any other test that passed only on a retry as failed', () => {
    expect(parseReport(playwright({ chromium: 2, webkit: 0 }))).toMatchObject({
      passed: 10,
      failed: 3,
      retried: [],
    })
  })

  it('rejects what is no runner report', () => {
    expect(() => parseReport({ stats: { expected: 1 } })).toThrow()
  })
})
