// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { updateReadmeSection } from '../../../scripts/quality/readme-section'

const readme = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'readme-section-')), 'README.md')
  writeFileSync(file, text)
  return file
}

describe('updateReadmeSection', () => {
  it('replaces only what stands between the markers', () => {
    const file = readme('# Title\n\n<!-- size:start -->\nold table\n<!-- size:end -->\n\nafter\n')
    updateReadmeSection('size', '| new | table |\n', file)
    expect(readFileSync(file, 'utf8')).toBe('# Title\n\n<!-- size:start -->\n| new | table |\n<!-- size:end -->\n\nafter\n')
  })

  it('fails when the README has no such section, and leaves it alone', () => {
    const file = readme('# Title\n<!-- lighthouse:start -->\nx\n<!-- lighthouse:end -->\n')
    expect(() => updateReadmeSection('size', 'y', file)).toThrow('README.md has no <!-- size:start --> ... <!-- size:end --> section')
    expect(readFileSync(file, 'utf8')).toBe('# Title\n<!-- lighthouse:start -->\nx\n<!-- lighthouse:end -->\n')
  })
})
