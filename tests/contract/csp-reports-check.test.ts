import { describe, expect, it } from 'vitest'
import type { CspReport } from '../../contract/csp-reports'
import { CspReportLog } from '../../contract/csp-reports'
import { isProbeReport, probeUrl, unprovokedViolations } from '../e2e/support/csp-reports'

const report = (
  documentURL: string,
  effectiveDirective: string,
  blockedURL: string,
  sample = '',
): CspReport => ({
  documentURL,
  effectiveDirective,
  blockedURL,
  sample,
  receivedAt: '2026-11-25T20:00:00.000Z',
})

describe("the end-to-end run's CSP check (tests/e2e/csp-reports.teardown.ts)", () => {
  it('names the page, the directive and what was blocked of every report no test provoked', () => {
    expect(
      unprovokedViolations([
        report('http://localhost:4173/pricing', 'script-src-elem', 'inline', 'window.x = 1'),
        report('http://localhost:4173/dashboard', 'img-src', 'https://evil.example/x.png'),
        report('', 'connect-src', ''),
      ]),
    ).toEqual([
      'http://localhost:4173/pricing: script-src-elem blocked inline (window.x = 1)',
      'http://localhost:4173/dashboard: img-src blocked https://evil.example/x.png',
      '(unknown page): connect-src blocked (nothing named)',
    ])
  })

  it('leaves out the reports of probe pages (the stack opened by its IP address), and only those', () => {
    const probe = probeUrl('/?inline')
    expect(probe).toBe('http://127.0.0.1:4173/?inline')
    expect(isProbeReport(report(probe, 'script-src-elem', 'inline'))).toBe(true)
    // Chromium cuts a frame-ancestors report's addresses down to the origin.
    expect(
      isProbeReport(report('http://127.0.0.1:4173/', 'frame-ancestors', 'http://127.0.0.1:4173/')),
    ).toBe(true)
    expect(isProbeReport(report('http://127.0.0.1:8787/', 'script-src-elem', 'inline'))).toBe(false)
    expect(isProbeReport(report('not a url', 'script-src-elem', 'inline'))).toBe(false)
    expect(
      unprovokedViolations([
        report(probe, 'script-src-elem', 'inline'),
        report('http://localhost:4173/', 'frame-ancestors', 'http://localhost:4173/'),
      ]),
    ).toEqual(['http://localhost:4173/: frame-ancestors blocked http://localhost:4173/'])
  })

  it("reads a report-uri upload as the stack's pages send it (Chromium's application/csp-report body)", () => {
    const log = new CspReportLog()
    log.add({
      'csp-report': {
        'document-uri': 'http://localhost:4173/pricing',
        referrer: '',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'original-policy':
          "default-src 'self'; report-uri http://localhost:8787/__control/csp-reports",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.png',
        'status-code': 200,
        'script-sample': '',
      },
    })
    expect(unprovokedViolations(log.list())).toEqual([
      'http://localhost:4173/pricing: img-src blocked https://evil.example/x.png',
    ])
  })
})
