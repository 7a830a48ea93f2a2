/**
 * The last step of `npm test`: adds up the JSON reports of the three test runs (bundle, end-to-end,
 * unit) and prints one plain closing line, `N passed, N failed`, so a reader of
 * the log (or CI) sees the whole count without parsing three runners' own summaries. Exits 1 when a
 * report is missing or unreadable, a test failed or was skipped, or nothing ran.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { closingLine, countsOf, REPORTS, total, type Counts } from './quality/test-counts'

const root = resolve(import.meta.dirname, '..')
const runs: Counts[] = []
let broken = false
for (const [name, file] of Object.entries(REPORTS)) {
  try {
    const counts = countsOf(JSON.parse(readFileSync(resolve(root, file), 'utf8')))
    runs.push(counts)
    console.log(`${name}, ${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  } catch (error) {
    broken = true
    console.error(`${name}: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`)
  }
}
const sum = total(runs)
console.log(closingLine(sum))
if (broken || sum.failed > 0 || sum.skipped > 0 || sum.passed === 0) process.exit(1)
