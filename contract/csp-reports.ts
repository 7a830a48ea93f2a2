/**
 * The CSP violation reports browsers send to the contract server in test mode (the stack's pages
 * name it in `Reporting-Endpoints`): kept until cleared, not by a store reset, so a test run can
 * assert at its end that no page violated the policy.
 */

export interface CspReport {
  documentURL: string
  effectiveDirective: string
  blockedURL: string
  sample: string
  receivedAt: string
}

/** The media types of a report upload: the Reporting API's, the older report-uri's, or plain JSON. */
export const isReportMediaType = (contentType: string | null) =>
  /^application\/(reports\+json|csp-report|json)\s*(;|$)/i.test(contentType ?? '')

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

  /** Adds the CSP violations of an upload (other report types are ignored); returns how many. */
  add(upload: unknown, now = new Date()): number {
    const found = (Array.isArray(upload) ? upload : [upload])
      .map((raw) => toReport(raw, now.toISOString()))
      .filter((r): r is CspReport => r !== undefined)
    this.reports.push(...found)
    return found.length
  }

  list(): CspReport[] {
    return [...this.reports]
  }

  clear(): void {
    this.reports = []
  }
}
