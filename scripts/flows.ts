/**
 * `npm run flows`: writes docs/flows/<machine>.md (one Mermaid state diagram per
 * machines/*.machine.ts) and docs/flows/README.md.
 * `npm run flows:check`: regenerates in memory and exits 1 if any file differs or is missing.
 * `--out <dir>` uses another directory than docs/flows (the tests use a temporary one).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkFlowFiles, formatStaleReport, generateFlowFiles, isStale } from './flows/generate'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined
const flowsDir = out ? resolve(out) : join(rootDir, 'docs', 'flows')
const check = args.includes('--check')

const files = await generateFlowFiles(rootDir)
const report = checkFlowFiles(flowsDir, files)
const shown = flowsDir.startsWith(rootDir) ? relative(rootDir, flowsDir) : flowsDir

if (check) {
  if (isStale(report)) {
    console.error(formatStaleReport(shown, report))
    process.exit(1)
  }
  console.log(`flows: ${files.size} files in ${shown} are up to date.`)
} else {
  mkdirSync(flowsDir, { recursive: true })
  for (const [name, content] of files) writeFileSync(join(flowsDir, name), content)
  for (const name of report.extra) rmSync(join(flowsDir, name))
  const changed = report.missing.length + report.changed.length + report.extra.length
  console.log(`flows: wrote ${files.size} files to ${shown} (${changed} changed).`)
}
