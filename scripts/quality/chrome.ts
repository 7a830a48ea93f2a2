/**
 * Starts one headless Debian Chromium with a DevTools port for Lighthouse (never a downloaded
 * browser), and stops it again.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface Chrome {
  port: number
  version: string
  kill: () => Promise<void>
}

export async function launchChrome(path = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<Chrome> {
  const profile = mkdtempSync(join(tmpdir(), 'superbullet-lh-chrome-'))
  const args = [...CHROME_FLAGS, '--no-first-run', '--no-default-browser-check', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank']
  // On a machine shared with other work, LIGHTHOUSE_CHROME_NICE=-10 (root only) gives Chrome the
  // CPU first, so that the runs measure the site rather than the neighbours.
  const nice = process.env.LIGHTHOUSE_CHROME_NICE
  const child = nice ? spawn('nice', ['-n', nice, path, ...args], { stdio: ['ignore', 'ignore', 'pipe'] }) : spawn(path, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const port = await new Promise<number>((ok, fail) => {
    let err = ''
    const timer = setTimeout(() => fail(new Error(`Chromium did not open a DevTools port:\n${err.slice(-1500)}`)), 30_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)
      if (match) {
        clearTimeout(timer)
        ok(Number(match[1]))
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`Chromium exited with ${code}:\n${err.slice(-1500)}`))
    })
  })
  child.stderr?.removeAllListeners('data')
  child.stderr?.resume()
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string }
  return {
    port,
    version: info.Browser,
    async kill() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
