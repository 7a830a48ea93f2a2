// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { updateReportSection } from '../../../scripts/quality/report-section'

const report = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'report-section-')), 'performance.md')
  writeFileSync(file, text)
  return file
}

describe('updateReportSection', () => {
  it('replaces only what stands between the markers', () => {
    const file = report('# Title\n\n<!-- size:start -->\nold table\n<!-- size:end -->\n\nafter\n')
    updateReportSection('size', '| new | table |\n', file)
    expect(readFileSync(file, 'utf8')).toBe('# Title\n\n<!-- size:start -->\n| new | table |\n<!-- size:end -->\n\nafter\n')
  })

  it('fails when the report has no such section, and leaves it alone', () => {
    const file = report('# Title\n<!-- lighthouse:start -->\nx\n<!-- lighthouse:end -->\n')
    expect(() => updateReportSection('size', 'y', file)).toThrow('performance.md has no <!-- size:start --> ... <!-- size:end --> section')
    expect(readFileSync(file, 'utf8')).toBe('# Title\n<!-- lighthouse:start -->\nx\n<!-- lighthouse:end -->\n')
  })
})
