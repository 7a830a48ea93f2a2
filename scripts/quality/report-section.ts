import { readFileSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in a report under
 *  reports/ (never the README), so that it keeps the latest figures of a gate beside its prose. */
export function updateReportSection(name: string, body: string, file: string): void {
  const text = readFileSync(file, 'utf8')
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${basename(file)} has no ${start} ... ${end} section`)
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`)
}
