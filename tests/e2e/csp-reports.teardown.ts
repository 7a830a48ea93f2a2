/**
 * After the whole end-to-end run: the contract server collected no CSP violation report from the
 * browser (the stack's pages name it in Reporting-Endpoints), except those a test provoked on a
 * probe page. The fixtures also fail a test on a violation the page logs; this is the server's view.
 */
import { stackPorts } from '../../scripts/stack-env'
import type { CspReport } from '../../contract/csp-reports'
import { isProbeReport } from './csp-probe'

export default async function cspReportsTeardown(): Promise<void> {
  const res = await fetch(`http://localhost:${stackPorts.contract}/__control/csp-reports`)
  if (!res.ok) throw new Error(`CSP reports could not be read from the contract server: ${res.status}`)
  const { reports } = (await res.json()) as { reports: CspReport[] }
  const unexpected = reports.filter((r) => !isProbeReport(r))
  if (unexpected.length > 0) {
    throw new Error(`The browser reported ${unexpected.length} CSP violation(s):\n${unexpected.map((r) => `  ${r.effectiveDirective} blocked ${r.blockedURL || '(inline)'} on ${r.documentURL}`).join('\n')}`)
  }
  console.log(`CSP reports: none unexpected (${reports.length} from probe pages)`)
}
