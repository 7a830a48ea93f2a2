import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The README's flow index: a row per machine in machines/, and every link in it leads somewhere
 * (a file or folder of the repository; a route by its file in src/routes).
 */
const readme = readFileSync('README.md', 'utf8')
const section = readme.split(/^## /m).find((part) => part.startsWith('Flow index')) ?? ''
const rows = section.split('\n').filter((line) => /^\| \*\*/.test(line))
const links = [...section.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, target]) => target!)

describe("the README's flow index", () => {
  it('has a row for every machine in machines/', () => {
    const machines = readdirSync('machines').filter((name) => name.endsWith('.machine.ts'))
    expect(machines.length).toBeGreaterThan(5)
    const withoutRow = machines.filter(
      (name) => !rows.some((row) => row.includes(`(machines/${name})`)),
    )
    expect(withoutRow).toEqual([])
  })

  it('links only to paths that exist', () => {
    expect(links.length).toBeGreaterThan(rows.length * 5)
    expect(links.filter((target) => !/^https?:/.test(target) && !existsSync(target))).toEqual([])
  })
})
