import { expect, test } from '@playwright/test'
import { credentials } from '../../contract/conformance/credentials'
import { formatTable } from '../../contract/conformance/rows'
import { runConformance } from '../../contract/conformance/suite'
import { stackPorts } from '../../scripts/stack-env'

/**
 * The backend contract's conformance suite against the stack's contract server, as a backend team
 * runs it against its own (`npm run contract:verify -- --api <url>`): every row passes.
 */
test('the contract server passes every check of the conformance suite', async () => {
  const api = new URL(`http://localhost:${stackPorts.contract}`)
  const rows = await runConformance({
    api: api.href,
    origin: `http://localhost:${stackPorts.stack}`,
    ...(await credentials(api)),
    // The stack's store is the test's own: cancel, reactivate and purchases run too.
    allowWrites: true,
  })
  console.log(formatTable(rows))
  expect(rows.length).toBeGreaterThan(50)
  expect(rows.filter((row) => !row.pass)).toEqual([])
  // Only the rows that need what a local stack cannot give (a signed token) are skipped.
  expect(rows.filter((row) => row.skipped).map((row) => row.check)).toEqual([
    '401 with an unsigned token with the right claims',
    '401 with a signed token of another project',
  ])
})
