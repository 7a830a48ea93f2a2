/**
 * The CSP violation reports browsers send to the contract server in test mode (the stack's pages
 * name it in `report-uri`): kept until cleared, not by a store reset, so a test run can assert at
 * its end that no page violated the policy. Only the stack's pages may upload (their Origin), in
 * a browser's report type, a bounded body, and a bounded number of reports.
 */

export interface CspReport {
  documentURL: string
  effectiveDirective: string
  blockedURL: string
  sample: string
  receivedAt: string
}

/** The media types browsers upload reports as: the Reporting API's and the older report-uri's. */
export const isBrowserReportType = (contentType: string | null) =>
  /^application\/(reports\+json|csp-report)\s*(;|$)/i.test(contentType ?? '')

/** At most this many reports are kept (a test run provokes a handful); later ones are counted, not kept. */
export const MAX_CSP_REPORTS = 200
/** The largest upload read, in bytes (a browser's batch of reports is a few KiB). */
export const MAX_CSP_REPORT_BYTES = 64 * 1024

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** One violation of a Reporting API report (`{ type: 'csp-violation', body }`) or of a report-uri one (`{ 'csp-report': { ... } }`). */
function toReport(raw: unknown, receivedAt: string): CspReport | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const entry = raw as Record<string, unknown>
  if (entry.type === 'csp-violation' && typeof entry.body === 'object' && entry.body !== null) {
    const body = entry.body as Record<string, unknown>
    return {
      documentURL: text(body.documentURL),
      effectiveDirective: text(body.effectiveDirective),
      blockedURL: text(body.blockedURL),
      sample: text(body.sample),
      receivedAt,
    }
  }
  const legacy = entry['csp-report']
  if (typeof legacy === 'object' && legacy !== null) {
    const body = legacy as Record<string, unknown>
    return {
      documentURL: text(body['document-uri']),
      effectiveDirective: text(body['effective-directive'] ?? body['violated-directive']),
      blockedURL: text(body['blocked-uri']),
      sample: text(body['script-sample']),
      receivedAt,
    }
  }
  return undefined
}

export class CspReportLog {
  private reports: CspReport[] = []
  /** Reports received past MAX_CSP_REPORTS, not kept. */
  dropped = 0

  /** Adds the CSP violations of an upload (other report types are ignored) up to the cap; returns how many it kept. */
  add(upload: unknown, now = new Date()): number {
    const found = (Array.isArray(upload) ? upload : [upload])
      .map((raw) => toReport(raw, now.toISOString()))
      .filter((r): r is CspReport => r !== undefined)
    const kept = found.slice(0, Math.max(0, MAX_CSP_REPORTS - this.reports.length))
    this.reports.push(...kept)
    this.dropped += found.length - kept.length
    return kept.length
  }

  list(): CspReport[] {
    return [...this.reports]
  }

  clear(): void {
    this.reports = []
    this.dropped = 0
  }
}
