/**
 * Stopping what a run started, and cleaning up after it. A browser or a stack is spawned
 * `detached`, so it leads its own process group: stopping it means every process of that group is
 * gone, not only the one we spawned. Removing a temporary folder afterwards is housekeeping: it
 * retries while late writers finish, and a folder that still cannot go is a warning, never a
 * failed run.
 */
import { rmSync } from 'node:fs'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Whether any process of the group led by `pgid` is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    // EPERM: the group exists but belongs to another user; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal)
  } catch {
    // already gone
  }
}

async function waitGone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (groupAlive(pgid)) {
    if (Date.now() >= until) return false
    await sleep(50)
  }
  return true
}

/**
 * SIGTERM to the whole group, then waits until none of its processes is left; after `graceMs`
 * the rest get SIGKILL. Resolves once the group is gone (or, at worst, `killMs` after SIGKILL).
 */
export async function stopProcessGroup(pgid: number | undefined, { graceMs = 10_000, killMs = 5_000 } = {}): Promise<void> {
  if (pgid === undefined || !groupAlive(pgid)) return
  signalGroup(pgid, 'SIGTERM')
  if (await waitGone(pgid, graceMs)) return
  signalGroup(pgid, 'SIGKILL')
  if (!(await waitGone(pgid, killMs))) console.warn(`warning: process group ${pgid} still has processes after SIGKILL`)
}

/**
 * Removes a folder, retrying while something still writes into it. Returns whether it is gone; a
 * folder that cannot be removed is reported as a warning.
 */
export function removeFolder(dir: string, remove: typeof rmSync = rmSync): boolean {
  try {
    remove(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    return true
  } catch (error) {
    console.warn(`warning: could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}
