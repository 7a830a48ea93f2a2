import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './source-files.helpers'
import config from '../../panda.config'

// The views style from src/theme's tokens and recipes only: a colour or a length written in a
// feature is one the theme does not know, and drifts from the rest of the site.
const RAW_COLOUR = /#[0-9a-fA-F]{3,8}\b|rgba?\(/
const RAW_PIXELS = /\b\d+(\.\d+)?px\b/

describe('design tokens', () => {
  it('has Panda refuse a raw value where a token fits (strictTokens, strictPropertyValues)', () => {
    expect(config.strictTokens).toBe(true)
    expect(config.strictPropertyValues).toBe(true)
  })

  it('leaves no raw colour or pixel value in src/features', () => {
    const root = process.cwd()
    const files = sourceFiles(join(root, 'src', 'features'))
    expect(files.length).toBeGreaterThan(50)
    const raw = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${relative(root, path)}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => RAW_COLOUR.test(line) || RAW_PIXELS.test(line)),
    )
    expect(raw).toEqual([])
  })
})
