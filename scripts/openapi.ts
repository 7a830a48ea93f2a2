/**
 * `npm run openapi`: writes the backend contract's OpenAPI document (scripts/openapi/document.ts)
 * to contract/openapi.json.
 * `npm run openapi:check`: exits 1 when the committed file differs from what the schemas make
 * now, or when Redocly's linter (redocly.yaml) finds a problem in it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { openApiDocument } from './openapi/document'

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'contract', 'openapi.json')
const root = join(import.meta.dirname, '..')
const shown = relative(root, OPENAPI_FILE)

const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`

if (process.argv.includes('--check')) {
  const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : undefined
  if (committed !== text) {
    console.error(`openapi: ${shown} is ${committed === undefined ? 'missing' : 'stale: the schemas in src/api changed'}. Run \`npm run openapi\` and commit it.`)
    process.exit(1)
  }
  const lint = spawnSync(join(root, 'node_modules', '.bin', 'redocly'), ['lint', shown, '--format', 'stylish'], {
    cwd: root,
    stdio: 'inherit',
    // Offline and quiet: no usage report, no update check, no notices.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  })
  if (lint.status !== 0) {
    console.error(`openapi: redocly lint found problems in ${shown}.`)
    process.exit(1)
  }
  console.log(`openapi: ${shown} is up to date and lints clean.`)
} else {
  writeFileSync(OPENAPI_FILE, text)
  console.log(`openapi: wrote ${shown}.`)
}
