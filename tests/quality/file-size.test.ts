import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './source-files.helpers'

// Files a reader can hold: no hand-written source file of the site, its machines, the contract
// server, the storyboards, the scripts or the tests over 300 lines. The router's generated route tree is
// not hand-written.
const MAX_LINES = 300
const GENERATED = new Set(['src/routeTree.gen.ts'])

describe('file size', () => {
  it(`keeps every hand-written source file at ${MAX_LINES} lines or fewer`, () => {
    const root = process.cwd()
    const files = ['src', 'machines', 'contract', 'storyboards', 'scripts', 'tests']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((path) => relative(root, path))
      .filter((path) => !GENERATED.has(path))
    expect(files.length).toBeGreaterThan(100)
    const tooLong = files
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter((file) => file.lines > MAX_LINES)
    expect(tooLong).toEqual([])
  })
})
