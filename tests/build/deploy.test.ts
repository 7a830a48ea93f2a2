/**
 * `npm run deploy`: the site Hosting serves (dist/) holds production's build only. The deploy
 * refuses local or demo settings by name, `--dry-run` builds from the example production settings
 * and stops before the upload, and a stack build goes to its own directory, leaving dist/ alone.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SITE_DIR, STACK_DIR } from '../../scripts/production-settings'
import { stackEnv } from '../../scripts/stack-env'

const root = resolve(import.meta.dirname, '../..')
const example = parseEnv(readFileSync(resolve(root, '.env.production.example'), 'utf8')) as Record<
  string,
  string
>
/** The environment without any VITE_ or CSP_REPORT_ setting of the machine running the tests, nor
 *  Vitest's NODE_ENV=test: a build inheriting it bundles React's development build. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(VITE_|CSP_REPORT_|NODE_ENV$)/.test(k)),
)
/** React's development build leaves `jsxDEV` in the bundle; the production build does not. */
const DEVELOPMENT_REACT = 'jsxDEV'
const run = (command: string, args: string[], env: Record<string, string | undefined>) => {
  const r = spawnSync(command, args, { cwd: root, env: { ...cleanEnv, ...env }, encoding: 'utf8' })
  return { status: r.status, output: `${r.stdout}${r.stderr}` }
}
const deploy = (env: Record<string, string>) =>
  run('node_modules/.bin/tsx', ['scripts/deploy.ts', '--dry-run'], env)

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
const snapshot = (dir: string) =>
  Object.fromEntries(files(dir).map((f) => [f, statSync(f).mtimeMs]))
const everything = (dir: string) =>
  files(dir)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')

describe('npm run deploy', () => {
  it('refuses a local API address, naming the setting, before building', () => {
    const r = deploy({ ...example, VITE_API_BASE_URL: 'http://localhost:8787' })
    expect(r.status).toBe(1)
    expect(r.output).toContain('VITE_API_BASE_URL=http://localhost:8787 names a local address')
    expect(r.output).not.toContain('predeploy:')
  })

  it("refuses today's demo-superbullet default project, naming the setting", () => {
    const { VITE_FIREBASE_PROJECT_ID: _project, ...withoutProject } = example
    const r = deploy(withoutProject)
    expect(r.status).toBe(1)
    expect(r.output).toContain(
      'VITE_FIREBASE_PROJECT_ID=demo-superbullet is a Firebase demo- value',
    )
  })

  it('refuses the Auth emulator and a 127.0.0.1 or http address, each by its name', () => {
    const r = deploy({
      ...example,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      VITE_CHECKOUT_ENDPOINT: 'http://127.0.0.1:8787/sandbox/embedded',
      VITE_APP_ORIGIN: 'http://superbullet.ai',
    })
    expect(r.status).toBe(1)
    expect(r.output).toContain(
      'VITE_FIREBASE_AUTH_EMULATOR_HOST=localhost:9099 names the Auth emulator',
    )
    expect(r.output).toContain(
      'VITE_CHECKOUT_ENDPOINT=http://127.0.0.1:8787/sandbox/embedded names a local address',
    )
    expect(r.output).toContain('VITE_APP_ORIGIN=http://superbullet.ai is not https')
  })

  it(`a build into ${SITE_DIR}/ with the stack's settings fails in the build itself`, () => {
    const r = run('node_modules/.bin/vite', ['build', '--logLevel', 'error'], stackEnv('stack'))
    expect(r.status).not.toBe(0)
    expect(r.output).toContain(`Refusing to build the production site into ${SITE_DIR}/`)
    expect(r.output).toContain('VITE_FIREBASE_AUTH_EMULATOR_HOST=localhost:9099')
  })

  it(`--dry-run builds ${SITE_DIR}/ from the example production settings and stops; a stack build then leaves it alone`, () => {
    const r = deploy(example)
    expect(r.output).toContain('stopped before the upload')
    expect(r.status).toBe(0)
    // The settings the bundle carries (Vite writes import.meta.env as an object literal).
    const site = everything(resolve(root, SITE_DIR))
    const has = (text: string) => site.includes(text)
    expect(has(`VITE_FIREBASE_PROJECT_ID:\`${example.VITE_FIREBASE_PROJECT_ID}\``)).toBe(true)
    expect(has('VITE_FIREBASE_AUTH_EMULATOR_HOST:``')).toBe(true)
    for (const stackValue of ['http://localhost:8787', 'localhost:9099', 'localhost:4173'])
      expect(has(stackValue), stackValue).toBe(false)
    expect(has(DEVELOPMENT_REACT), 'a production build').toBe(false)
    const deployJson = readFileSync(resolve(root, 'firebase.deploy.json'), 'utf8')
    expect(deployJson).toContain(`https://${example.VITE_FIREBASE_AUTH_DOMAIN}`)
    expect(deployJson).not.toMatch(/localhost|demo-/)

    const before = snapshot(resolve(root, SITE_DIR))
    const stack = run('node_modules/.bin/tsx', ['scripts/stack.ts', 'build'], {})
    expect(stack.status, stack.output).toBe(0)
    expect(snapshot(resolve(root, SITE_DIR))).toEqual(before)
    const stackSite = everything(resolve(root, STACK_DIR))
    expect(stackSite.includes('VITE_API_BASE_URL:`http://localhost:8787`')).toBe(true)
    expect(stackSite.includes(DEVELOPMENT_REACT), 'a production build').toBe(false)
  }, 300_000)
})
