/**
 * Reuses a running `npm run stack` when its port answers; otherwise starts one (in its own
 * process group, so that stopping it stops the Auth emulator, contract server and preview too)
 * and hands back a stop function. Only a stack started here is ever stopped here.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { stopProcessGroup } from './process-group'

export async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) })
    return res.status < 500
  } catch {
    return false
  }
}

export interface StackHandle {
  reused: boolean
  stop: () => Promise<void>
}

export async function ensureStack(baseUrl: string, timeoutMs = 240_000): Promise<StackHandle> {
  if (await answers(baseUrl)) return { reused: true, stop: async () => {} }
  const root = resolve(import.meta.dirname, '..', '..')
  console.log(`${baseUrl} does not answer: starting npm run stack ...`)
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['scripts/stack.ts', 'stack'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const ready = new Promise<void>((ok, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('stack is ready')) ok()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => fail(new Error(`npm run stack exited with ${code}:\n${output.slice(-2000)}`)))
    setTimeout(() => fail(new Error(`npm run stack was not ready within ${timeoutMs / 1000} s`)), timeoutMs).unref()
  })
  // Every process of the stack (emulators, contract server, hosting) is gone when this resolves.
  const stop = () => stopProcessGroup(child.pid, { graceMs: 20_000 })
  try {
    await ready
  } catch (error) {
    await stop()
    throw error
  }
  child.stdout?.removeAllListeners('data')
  child.stderr?.removeAllListeners('data')
  child.stdout?.resume()
  child.stderr?.resume()
  return { reused: false, stop }
}
