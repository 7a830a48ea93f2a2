/**
 * A page on which a test provokes a CSP violation on purpose carries the probe parameter in its
 * address: its reports are expected; any other report the contract server collected fails the run
 * (csp-reports.teardown.ts).
 */
import type { CspReport } from '../../contract/csp-reports'

export const CSP_PROBE = 'csp-probe'

export const isProbeReport = (report: CspReport) => new URL(report.documentURL || 'about:blank').searchParams.has(CSP_PROBE)
