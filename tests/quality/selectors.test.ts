import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// One selector style: every machine has exactly one module that maps its snapshot to
// what the app reads, `<machine>.selectors.ts`, made of plain `selectX(snapshot)` functions.
const root = process.cwd()
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [relative(root, path)]
  })

// The app's root: no view reads its snapshot (views reach its children by systemId).
const READ_BY_NO_VIEW = ['app']
const machines = readdirSync(join(root, 'machines'))
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => basename(f, '.machine.ts'))
  .filter((machine) => !READ_BY_NO_VIEW.includes(machine))
const selectorModules = files(join(root, 'src')).filter((f) => /selectors?\.tsx?$/.test(f))

describe('selectors', () => {
  it.each(machines)('%s has exactly one <machine>.selectors.ts', (machine) => {
    expect(selectorModules.filter((f) => basename(f) === `${machine}.selectors.ts`)).toHaveLength(1)
  })

  it('has no selectors module of another name, and each exports only selectX functions', () => {
    expect(
      selectorModules.filter((f) => !machines.some((m) => basename(f) === `${m}.selectors.ts`)),
    ).toEqual([])
    for (const file of selectorModules) {
      const exported = [
        ...readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm),
      ].map((m) => m[1])
      expect(
        exported.filter((name) => !/^select[A-Z]/.test(name!) && !/^[A-Z_]+$/.test(name!)),
        file,
      ).toEqual([])
    }
  })
})
