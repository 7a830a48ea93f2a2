import { describe, expect, it } from 'vitest'
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
