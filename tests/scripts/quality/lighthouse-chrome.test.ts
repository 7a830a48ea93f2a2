// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchLighthouseChrome } from '../../../scripts/quality/lighthouse-chrome'
import { server as mswServer } from '../../support/setup'

// Chromium's DevTools port is a real local server: the MSW interceptor must not stand in between.
beforeAll(() => mswServer.close())
afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }))

const root = resolve(import.meta.dirname, '../../..')

/** The pids of the processes whose command line names `text` (the browser's profile folder). */
function processesWith(text: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text) ? [Number(entry)] : []
    } catch {
      return []
    }
  })
}

async function gone(text: string, ms = 5000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (processesWith(text).length === 0) return true
  }
  return false
}

describe("Lighthouse's Chromium", () => {
  let folder = ''
  afterEach(() => {
    for (const pid of processesWith(folder)) process.kill(pid, 'SIGKILL')
    rmSync(folder, { recursive: true, force: true })
  })

  it('is stopped, every process of it, by kill(), and its profile is left to the caller', async () => {
    folder = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'))
    const chrome = await launchLighthouseChrome(join(folder, 'profile'))
    expect(chrome.version).toMatch(/Chrome\/\d+/)
    expect(processesWith(folder).length).toBeGreaterThan(1)
    await chrome.kill()
    expect(await gone(folder)).toBe(true)
    expect(readdirSync(join(folder, 'profile')).length).toBeGreaterThan(0)
  })

  it('is stopped when the process that started it exits without stopping it (a timed-out test)', async () => {
    folder = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'))
    const script = join(folder, 'start.mts')
    writeFileSync(
      script,
      `import { launchLighthouseChrome } from ${JSON.stringify(join(root, 'scripts/quality/lighthouse-chrome.ts'))}
await launchLighthouseChrome(${JSON.stringify(join(folder, 'profile'))})
process.exit(0)
`,
    )
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [script], { cwd: root, encoding: 'utf8', timeout: 60_000 })
    expect(run.status, run.stderr).toBe(0)
    expect(await gone(folder)).toBe(true)
  })
})
