/**
 * What a production build may be made from: the site Hosting serves (dist/) must never point at
 * the local stack. Settings that name a loopback host, the Auth emulator, plain http or a Firebase
 * `demo-` project (src/settings.ts's defaults) are refused, each by its name.
 */
import { resolve } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import * as v from 'valibot'
import { SettingsSchema } from '../src/settings.ts'

/** The directory Hosting's `site` target serves (firebase.json); the stacks build into STACK_DIR. */
export const SITE_DIR = 'dist'
export const STACK_DIR = 'dist-stack'

const URL_SETTINGS = [
  'VITE_API_BASE_URL',
  'VITE_APP_ORIGIN',
  'VITE_CHECKOUT_ENDPOINT',
  'CSP_REPORT_URL',
] as const
const HOST_SETTINGS = ['VITE_CHECKOUT_URL_HOSTS', 'VITE_INVOICE_URL_HOSTS'] as const
const FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
] as const
const LOCAL = /(^|[^a-z0-9-])(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)([^a-z0-9-]|$)/i

/** Every reason the settings (as the build reads them, defaults applied) cannot ship. */
export function productionSettingProblems(raw: Record<string, string | undefined>): string[] {
  const parsed = v.safeParse(SettingsSchema, raw)
  if (!parsed.success)
    return parsed.issues.map((i) => `${v.getDotPath(i) ?? 'settings'}: ${i.message}`)
  const env: Record<string, unknown> = { ...parsed.output, ...pick(raw, 'CSP_REPORT_') }
  const problems: string[] = []
  for (const [name, value] of Object.entries(env)) {
    if (typeof value === 'string' && LOCAL.test(value))
      problems.push(`${name}=${value} names a local address`)
  }
  for (const name of URL_SETTINGS) {
    const value = env[name]
    if (typeof value === 'string' && value && !value.startsWith('https://'))
      problems.push(`${name}=${value} is not https`)
  }
  for (const name of HOST_SETTINGS) {
    if (!String(env[name] ?? '').trim()) problems.push(`${name} is empty`)
  }
  const emulator = String(env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '')
  if (emulator)
    problems.push(`VITE_FIREBASE_AUTH_EMULATOR_HOST=${emulator} names the Auth emulator`)
  for (const name of FIREBASE_SETTINGS) {
    const value = String(env[name])
    if (value.startsWith('demo-'))
      problems.push(`${name}=${value} is a Firebase demo- value (the emulator's)`)
  }
  return [...new Set(problems)]
}

const pick = (env: Record<string, string | undefined>, prefix: string) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith(prefix)))

/** The settings a build in `mode` reads: the environment over .env files, as Vite loads them. */
export const buildSettings = (mode: string, dir: string) =>
  loadEnv(mode, dir, ['VITE_', 'CSP_REPORT_'])

/** Fails a build into SITE_DIR whose settings are not production's, naming each setting. */
export function productionSettingsGuard(): Plugin {
  return {
    name: 'superbullet:production-settings',
    apply: 'build',
    configResolved(config) {
      if (resolve(config.root, config.build.outDir) !== resolve(config.root, SITE_DIR)) return
      const problems = productionSettingProblems(
        buildSettings(config.mode, config.envDir || config.root),
      )
      if (problems.length)
        throw new Error(
          `Refusing to build the production site into ${SITE_DIR}/ with these settings ` +
            `(.env.production.example lists production's; the stacks build into ${STACK_DIR}/):\n` +
            problems.map((p) => `  - ${p}`).join('\n'),
        )
    },
  }
}
