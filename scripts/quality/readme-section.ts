import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const README = resolve(import.meta.dirname, '../../README.md')

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in README.md, so the
 *  README always shows the latest figures of a gate that writes its report. */
export function updateReadmeSection(name: string, body: string, file = README): void {
  const text = readFileSync(file, 'utf8')
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} section`)
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`)
}
