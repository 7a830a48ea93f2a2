/**
 * `npm run deploy [-- --dry-run]`: the production site to Firebase Hosting's `site` target.
 * Settings come from the environment or .env.production (see .env.production.example), the project
 * from VITE_FIREBASE_PROJECT_ID. Local or demo settings are refused before anything is built.
 * It runs firebase.json's predeploy step for the site (the production build into dist/), writes
 * firebase.deploy.json (the site's block with the headers for these settings: the CSP names their
 * API, auth domain and report collector), and deploys with it. `--dry-run` stops before the
 * upload, printing the command it would run.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  committedRedirects,
  formatJson,
  hostingConfig,
  productionOrigins,
  withHosting,
} from './hosting.ts'
import { buildSettings, productionSettingProblems, SITE_DIR } from './production-settings.ts'

const root = resolve(import.meta.dirname, '..')
const dryRun = process.argv.includes('--dry-run')
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as unknown

const fail = (message: string): never => {
  console.error(`npm run deploy: ${message}`)
  process.exit(1)
}

const settings = buildSettings('production', root)
const problems = productionSettingProblems(settings)
if (problems.length)
  fail(
    `refusing these production settings (see .env.production.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
const project = settings.VITE_FIREBASE_PROJECT_ID!

const DEPLOY_JSON = 'firebase.deploy.json'
const { hosting } = read('firebase.json') as { hosting: { target: string; predeploy?: string[] }[] }
const predeploy = hosting.find((t) => t.target === 'site')?.predeploy ?? []
if (!predeploy.length) fail("firebase.json's site target has no predeploy build")
for (const command of predeploy) {
  console.log(`predeploy: ${command}`)
  if (spawnSync(command, { cwd: root, shell: true, stdio: 'inherit' }).status !== 0)
    fail(`predeploy step failed: ${command}`)
}
// Built already, so no predeploy here; the headers after the build, which may change the CSS hashes.
const site = { target: 'site', ...hostingConfig(productionOrigins(), committedRedirects()) }
writeFileSync(resolve(root, DEPLOY_JSON), formatJson(withHosting([site])))

const deploy = ['deploy', '--only', 'hosting:site', '--project', project, '--config', DEPLOY_JSON]
if (dryRun) {
  console.log(
    `\nDry run: ${SITE_DIR}/ holds the production build for ${project}, ${DEPLOY_JSON} its headers; ` +
      `stopped before the upload.\nWould run: firebase ${deploy.join(' ')}`,
  )
  process.exit(0)
}

const rc = read('.firebaserc') as { targets?: Record<string, { hosting?: { site?: string[] } }> }
if (!rc.targets?.[project]?.hosting?.site?.length)
  fail(
    `.firebaserc maps no Hosting site to the target "site" for ${project}: run ` +
      `npx firebase target:apply hosting site <site-id> --project ${project} once, and commit .firebaserc`,
  )
const result = spawnSync(resolve(root, 'node_modules/.bin/firebase'), deploy, {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
