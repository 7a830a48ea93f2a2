/**
 * Starts one headless Debian Chromium with a DevTools port for Lighthouse (never a downloaded
 * browser), and stops it again.
 */
import { spawn, type SpawnOptions } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeFolder, stopProcessGroup } from './process-group'

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
  // Its own process group: Chromium's renderer and utility processes write into the profile too,
  // and stopping it must wait for all of them.
  const options: SpawnOptions = { detached: true, stdio: ['ignore', 'ignore', 'pipe'] }
  const child = nice ? spawn('nice', ['-n', nice, path, ...args], options) : spawn(path, args, options)
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
      await stopProcessGroup(child.pid)
      removeFolder(profile)
    },
  }
}
