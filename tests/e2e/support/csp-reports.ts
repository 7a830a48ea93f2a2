/**
 * The end-to-end suite's view of the CSP reports the contract server collected (the stack's pages
 * name its collector in `report-uri`). A test that violates the policy on purpose does it on a
 * probe page: one of the stack's pages opened by its IP address instead of `localhost` (the suite's
 * baseURL). Every other report fails the run (csp-reports.teardown.ts). The origin is the mark,
 * not a query parameter: Chromium cuts some reports' addresses down to their origin (frame-ancestors).
 */
import type { CspReport } from '../../../contract/csp-reports'
import { stackPorts } from '../../../scripts/stack-env'

export const PROBE_ORIGIN = `http://127.0.0.1:${stackPorts.stack}`

/** The contract server's collector, which the stack's CSP names in `report-uri`. */
export const CSP_COLLECTOR = `http://localhost:${stackPorts.contract}/__control/csp-reports`

/** A path of the site opened as a probe page: its violations are provoked on purpose. */
export const probeUrl = (path: string) => new URL(path, PROBE_ORIGIN).href

export const isProbeReport = (report: CspReport) =>
  URL.canParse(report.documentURL) && new URL(report.documentURL).origin === PROBE_ORIGIN

/** The reports no test provoked, one line each: the page, the directive and what it blocked. */
export function unprovokedViolations(reports: CspReport[]): string[] {
  return reports
    .filter((r) => !isProbeReport(r))
    .map(
      (r) =>
        `${r.documentURL || '(unknown page)'}: ${r.effectiveDirective} blocked ${r.blockedURL || '(nothing named)'}${r.sample ? ` (${r.sample})` : ''}`,
    )
}
