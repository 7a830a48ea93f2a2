/**
 * One command per stack, in the foreground until Ctrl-C:
 *   tsx scripts/stack.ts dev    Auth emulator + contract server + Vite dev server (5173)
 *   tsx scripts/stack.ts stack  Auth emulator + contract server (test mode) + the production build
 *                               served by the Firebase Hosting emulator (4173), as firebase.json's
 *                               hosting block declares for the stack's settings (scripts/hosting.ts)
 * The URL is printed only once every part answers. `tsx scripts/stack.ts build` only builds
 * dist-stack/ with the end-to-end stack's settings: a running `npm run stack` serves it at once.
 * The stacks never write dist/, the directory Hosting's site serves (production's build).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import {
  committedRedirects,
  formatJson,
  hostingConfig,
  STACK_FIREBASE_JSON,
  withHosting,
} from './hosting'
import { originsFrom } from './security-headers'
import { STACK_DIR } from './production-settings'
import { seedAuthEmulator } from './seed-auth'
import { stackPorts, stackEnv } from './stack-env'

const subcommand = process.argv[2] ?? 'dev'
if (!['dev', 'stack', 'build'].includes(subcommand)) {
  console.error('usage: tsx scripts/stack.ts dev|stack|build')
  process.exit(2)
}
const mode = subcommand === 'dev' ? 'dev' : 'stack'

const children: ChildProcess[] = []
const env = { ...process.env, ...stackEnv(mode) }
const bin = (name: string) => `node_modules/.bin/${name}`
const build = () =>
  spawnSync(bin('vite'), ['build', '--outDir', STACK_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env,
    stdio: 'inherit',
  }).status === 0
if (subcommand === 'build') process.exit(build() ? 0 : 1)

function start(name: string, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk: Buffer) => `${chunk}`.trimEnd().replace(/^/gm, `[${name}] `)
  child.stdout?.on('data', (c: Buffer) => process.env.STACK_VERBOSE && console.log(prefix(c)))
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)))
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with ${code}; stopping the stack`)
      stop(1)
    }
  })
  children.push(child)
  return child
}

let stopping = false
// Exits once every part has exited (the emulators write their state on the way out), or after
// 15 s with SIGKILL for what is left.
function stop(code = 0) {
  if (stopping) return
  stopping = true
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null)
  const exited = running.map((c) => new Promise((ok) => c.once('exit', ok)))
  for (const c of running) c.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const c of running) if (c.exitCode === null) c.kill('SIGKILL')
    process.exit(code)
  }, 15_000)
  void Promise.all(exited).then(() => {
    clearTimeout(force)
    process.exit(code)
  })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))

async function waitFor(url: string, name: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (res) => res.status < 500,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`)
}

async function main() {
  const appPort = stackPorts[mode]
  const project = env.VITE_FIREBASE_PROJECT_ID!
  if (mode === 'stack') {
    // The end-to-end stack serves the production build, made with the stack's settings.
    if (!build()) throw new Error('vite build failed')
    // firebase.json with the hosting block for the stack's origins (and the committed redirects,
    // which tests/scripts/hosting.test.ts keeps equal to the routes') and the Hosting emulator's port.
    const config = withHosting(hostingConfig(originsFrom(env), committedRedirects(), STACK_DIR))
    const emulators = {
      ...(config.emulators as object),
      hosting: { host: '127.0.0.1', port: appPort },
    }
    writeFileSync(STACK_FIREBASE_JSON, formatJson({ ...config, emulators }))
  }
  const firebase =
    mode === 'stack'
      ? ['--only', 'auth,hosting', '--config', STACK_FIREBASE_JSON]
      : ['--only', 'auth']
  start('firebase', bin('firebase'), ['emulators:start', ...firebase, '--project', project])
  start('contract', bin('tsx'), [
    'contract/server.ts',
    ...(mode === 'stack' ? ['--test-mode'] : []),
  ])
  await waitFor(`http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}/`, 'Auth emulator')
  await seedAuthEmulator(env.VITE_FIREBASE_AUTH_EMULATOR_HOST!, project)
  await waitFor(`${env.VITE_API_BASE_URL}/health`, 'contract server')
  // The dev server starts last, so that its port answering means the whole stack is ready; the
  // Hosting emulator started with the Auth emulator, and is waited for here.
  if (mode === 'dev') start('vite', bin('vite'), ['--port', String(appPort), '--strictPort'])
  await waitFor(`http://localhost:${appPort}/`, 'app')
  console.log(
    `\nSuperbulletAI ${mode === 'dev' ? 'development' : 'test'} stack is ready: http://localhost:${appPort}/`,
  )
  console.log(`  Auth emulator  http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`)
  console.log(`  Contract API   ${env.VITE_API_BASE_URL}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
