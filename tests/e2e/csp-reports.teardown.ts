/**
 * The end-to-end run's global teardown (playwright.config.ts), whichever specs ran: no page violated
 * the Content-Security-Policy, as the contract server's collector saw it. The fixtures also fail a
 * test on a violation its page logs; this sees every frame of every page. It runs in the runner
 * after the last test, before the stack stops: two local calls, no worker, no browser. The collector
 * is cleared once read, so that a reused stack's next run starts empty. A failure fails the run
 * (exit 1), which `npm test` counts as one failure of the end-to-end step (scripts/test.ts).
 */
import type { CspReport } from '../../contract/csp-reports'
import { CSP_COLLECTOR, unprovokedViolations } from './support/csp-reports'

export default async function cspReportsTeardown(): Promise<void> {
  const res = await fetch(CSP_COLLECTOR).catch((error: unknown) => {
    throw new Error(`The CSP reports could not be read from ${CSP_COLLECTOR}: ${String(error)}`)
  })
  if (!res.ok)
    throw new Error(`The CSP reports could not be read from ${CSP_COLLECTOR}: HTTP ${res.status}`)
  const { reports } = (await res.json()) as { reports: CspReport[] }
  await fetch(CSP_COLLECTOR, { method: 'DELETE' })
  const unprovoked = unprovokedViolations(reports)
  if (unprovoked.length > 0) {
    throw new Error(
      `The browser reported ${unprovoked.length} CSP violation(s) outside the probe pages (page: directive blocked URI):\n${unprovoked.map((line) => `  ${line}`).join('\n')}`,
    )
  }
}
