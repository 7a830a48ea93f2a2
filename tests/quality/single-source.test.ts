import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LATEST_VERSION } from '../../src/content/latest-release'

// One source per fact: the installer's version in src/content/latest-release.ts, every address
// the site links to or mails in src/config.ts or its settings' defaults (src/settings.ts) (so a release or a move changes one line).
const root = process.cwd()
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.tsx?$/.test(name) ? [relative(root, path)] : []
  })
/** The code of a file without its comments (a comment may quote an example). */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
const src = files(join(root, 'src')).filter((p) => p !== 'src/routeTree.gen.ts')

describe('single sources', () => {
  it("writes the installer's version once, in src/content/latest-release.ts", () => {
    const places = src.filter((p) => code(p).includes(LATEST_VERSION))
    expect(places).toEqual(['src/content/latest-release.ts'])
    expect(code('src/content/latest-release.ts').split(LATEST_VERSION)).toHaveLength(2)
  })

  it('writes no superbullet.ai address outside the config module (mocks aside)', () => {
    const config = ['src/config.ts', 'src/settings.ts']
    const written = src.filter(
      (p) =>
        !config.includes(p) && !p.startsWith('src/mocks/') && /superbullet\.ai\b/.test(code(p)),
    )
    expect(written).toEqual([])
  })
})
