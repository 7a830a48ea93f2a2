/**
 * `npm run contract:verify -- --api <base URL> [--origin <site origin>] [--allow-writes]`: the
 * conformance suite of the backend contract (contract/conformance/suite.ts) against any backend.
 * Prints one row per check (check, expected, got, result) and exits 1 on any failure. It sends a
 * real ID token, so plain http is refused except on localhost; the calls that change the account
 * (cancel, reactivate, purchases) run only with --allow-writes, which says first what they change.
 * CONTRACT_OTHER_PROJECT_TOKEN: an ID token of the test uid signed for another Firebase project
 * (its rows are skipped without it).
 *
 * Credentials: see contract/conformance/credentials.ts (the environment for a real backend, the
 * Auth emulator's demo accounts for localhost). The site's origin, which CORS must allow:
 * --origin, or CONTRACT_SITE_ORIGIN, or the stack's (localhost) or production's.
 */
import { parseArgs } from 'node:util'
import { credentials, isLocalApi, unsafeApi } from './conformance/credentials'
import { formatTable } from './conformance/rows'
import { runConformance } from './conformance/suite'
import { stackEnv } from '../scripts/stack-env'

const PRODUCTION_ORIGIN = 'https://superbullet.ai'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      origin: { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
    },
  })
  if (!values.api) {
    console.error(
      'Usage: npm run contract:verify -- --api <base URL> [--origin <site origin>] [--allow-writes]',
    )
    return 1
  }
  const base = values.api
  const api = new URL(base)
  const refused = unsafeApi(api)
  if (refused) {
    console.error(`contract:verify: ${refused}`)
    return 1
  }
  const origin =
    values.origin ??
    process.env.CONTRACT_SITE_ORIGIN ??
    (isLocalApi(api) ? stackEnv('stack').VITE_APP_ORIGIN : undefined) ??
    PRODUCTION_ORIGIN
  const who = await credentials(api)
  console.log(
    `Contract conformance of ${api.origin}${api.pathname.replace(/\/$/, '')} against contract/openapi.json, as ${who.user.uid}, for the site at ${origin}\n`,
  )

  const rows = await runConformance({
    api: base,
    origin,
    ...who,
    allowWrites: values['allow-writes'],
    ...(process.env.CONTRACT_OTHER_PROJECT_TOKEN
      ? { otherProjectToken: process.env.CONTRACT_OTHER_PROJECT_TOKEN }
      : {}),
  })
  console.log(formatTable(rows))
  return rows.every((r) => r.pass) ? 0 : 1
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`contract:verify: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
