// @vitest-environment node
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchChrome } from '../../../scripts/quality/chrome'
import { groupAlive, removeFolder, stopProcessGroup } from '../../../scripts/quality/process-group'
import { server as mswServer } from '../../support/setup'

// Chromium's DevTools port is a real local server: the MSW interceptor must not stand in between.
beforeAll(() => mswServer.close())
afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }))

const folders: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'superbullet-pg-test-'))
  folders.push(dir)
  return dir
}

/**
 * A browser in miniature: a leader that exits at once on SIGTERM, and a helper process of its
 * group that keeps writing into the profile for `lingerMs` after it, as Chromium's renderers do.
 */
function busyGroup(profile: string, lingerMs: number) {
  const helper = `
    const fs = require('node:fs'); const path = require('node:path')
    const dir = path.join(${JSON.stringify(profile)}, 'Default'); fs.mkdirSync(dir, { recursive: true })
    let n = 0; const write = () => fs.writeFileSync(path.join(dir, 'f' + (n++ % 50)), 'x'.repeat(4096))
    const timer = setInterval(write, 5)
    process.on('SIGTERM', () => setTimeout(() => { clearInterval(timer); process.exit(0) }, ${lingerMs}))
    write(); console.log('ready')`
  const leader = `
    require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(helper)}], { stdio: 'inherit' })
    process.on('SIGTERM', () => process.exit(0))
    setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['-e', leader], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] })
  const ready = new Promise<void>((ok) => child.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && ok()))
  return { child, ready }
}

describe('stopping a process group and removing its folder', () => {
  it('waits for every process of the group, so the busy profile is removed without an error', async () => {
    const profile = tempFolder()
    const { child, ready } = busyGroup(profile, 800)
    await ready
    expect(readdirSync(join(profile, 'Default')).length).toBeGreaterThan(0)
    const leaderExited = new Promise((ok) => child.once('exit', ok))

    await stopProcessGroup(child.pid)

    await leaderExited
    expect(groupAlive(child.pid!)).toBe(false)
    expect(removeFolder(profile)).toBe(true)
    expect(existsSync(profile)).toBe(false)
  })

  it('kills a group that ignores SIGTERM once the grace period is over', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((ok) => child.stdout.on('data', () => ok()))
    const started = Date.now()
    await stopProcessGroup(child.pid, { graceMs: 300 })
    expect(groupAlive(child.pid!)).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  })

  it('retries while a late writer finishes, then removes the folder', () => {
    const dir = tempFolder()
    const remove = vi.fn<typeof rmSync>()
    removeFolder(dir, remove)
    expect(remove).toHaveBeenCalledWith(dir, expect.objectContaining({ recursive: true, maxRetries: 10, retryDelay: 200 }))
  })

  it('reports a folder that cannot be removed as a warning, not a failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stuck = Object.assign(new Error("ENOTEMPTY: directory not empty, rmdir '/tmp/x/Default'"), { code: 'ENOTEMPTY' })
    const remove = vi.fn<typeof rmSync>(() => {
      throw stuck
    })
    expect(() => removeFolder('/tmp/x', remove)).not.toThrow()
    expect(removeFolder('/tmp/x', remove)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ENOTEMPTY'))
  })
})

describe("Lighthouse's Chromium", () => {
  it('stops with all of its processes and leaves no profile behind, with a writer still in the profile', async () => {
    const before = new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('superbullet-lh-chrome-')))
    const chrome = await launchChrome()
    const profile = readdirSync(tmpdir()).find((n) => n.startsWith('superbullet-lh-chrome-') && !before.has(n))
    expect(profile).toBeDefined()
    const profileDir = join(tmpdir(), profile!)
    folders.push(profileDir)
    // Something outside Chromium's group still writing into the profile while the runner stops.
    // It goes on for 600 ms after being told to stop: the removal's retries outlast it.
    const { child: writer, ready } = busyGroup(profileDir, 600)
    await ready
    process.kill(-writer.pid!, 'SIGTERM')

    await expect(chrome.kill()).resolves.toBeUndefined()

    expect(existsSync(profileDir)).toBe(false)
    await stopProcessGroup(writer.pid)
  }, 30_000)
})
