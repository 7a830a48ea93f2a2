/**
 * Mock code stays out of the production bundle: no file under src/ outside src/mocks imports
 * from src/mocks or from msw (static imports, re-exports, dynamic import() and require()).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const SRC = join(ROOT, 'src')
const MOCKS = join(SRC, 'mocks')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path === MOCKS ? [] : sourceFiles(path)
    return /\.(m?[jt]sx?)$/.test(name) ? [path] : []
  })
}

/** Every module specifier a file names: import/export ... from '...', import('...'), require('...'), import '...'. */
export function specifiers(code: string): string[] {
  const found: string[] = []
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]!)
  return found
}

function pointsIntoMocks(file: string, specifier: string): boolean {
  if (specifier === 'msw' || specifier.startsWith('msw/')) return true
  if (specifier.startsWith('.')) {
    const target = resolve(join(file, '..'), specifier)
    return target === MOCKS || target.startsWith(MOCKS + sep)
  }
  return /(^|\/)src\/mocks(\/|$)/.test(specifier) || /^[@~]\/mocks(\/|$)/.test(specifier)
}

describe('no mock code in the app', () => {
  it('finds the specifiers of every import form', () => {
    expect(
      specifiers(`import a from '../mocks/handlers'
export { b } from "./x"
import './side-effect'
const c = await import('../mocks/scenario-store')
const d = require('msw')
import type { E } from '../../src/mocks/demo-accounts'`),
    ).toEqual([
      '../mocks/handlers',
      './x',
      '../../src/mocks/demo-accounts',
      './side-effect',
      '../mocks/scenario-store',
      'msw',
    ])
    expect(pointsIntoMocks(join(SRC, 'features/a.ts'), '../mocks/handlers')).toBe(true)
    expect(pointsIntoMocks(join(SRC, 'features/a.ts'), '../api/client')).toBe(false)
    expect(pointsIntoMocks(join(SRC, 'features/a.ts'), 'msw/node')).toBe(true)
  })

  it('no file under src/ outside src/mocks imports src/mocks or msw', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(10)
    const offenders = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => pointsIntoMocks(file, s))
        .map((s) => `${relative(ROOT, file)} imports ${s}`),
    )
    expect(offenders).toEqual([])
  })
})
