/** Naming generated paths, and enumerating simple paths with a cap (getSimplePaths has none). */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { getAdjacencyMap, StatePath } from 'xstate/graph'
import type { MachinePath } from './path-types'

type Snapshot = AnyMachineSnapshot

/** 'loading → signedOut → signedIn via auth.changed, auth.login, xstate.done.actor.…' */
export function describePath(path: MachinePath): string {
  const states = path.steps.map((s) => s.key).join(' → ')
  const events = path.steps.slice(1).map((s) => s.event.type)
  return events.length ? `${states} via ${events.join(', ')}` : `${states} (initial state)`
}

export function nameUniquely(paths: MachinePath[], prefix = '') {
  const counts = new Map<string, number>()
  for (const path of paths) {
    const base = `${prefix}${describePath(path)}`
    const n = (counts.get(base) ?? 0) + 1
    counts.set(base, n)
    path.description = n === 1 ? base : `${base} [${n}]`
  }
}

type Adjacency = ReturnType<typeof getAdjacencyMap>

/** Number of simple paths from the root (every prefix counts, as in getSimplePaths), up to `stopAt`. */
export function countSimplePaths(
  adjacency: Adjacency,
  rootKey: string,
  serializeState: (s: Snapshot) => string,
  stopAt: number,
): number {
  let count = 0
  const onPath = new Set<string>([rootKey])
  const visit = (key: string) => {
    count++
    if (count >= stopAt) return
    for (const { state } of Object.values(adjacency[key as never]!.transitions)) {
      const next = serializeState(state as Snapshot)
      if (onPath.has(next)) continue
      onPath.add(next)
      visit(next)
      onPath.delete(next)
      if (count >= stopAt) return
    }
  }
  visit(rootKey)
  return count
}

/** The first `max` simple paths in depth-first order, in the shape getSimplePaths returns. */
export function boundedSimplePaths(
  adjacency: Adjacency,
  rootKey: string,
  serializeState: (s: Snapshot) => string,
  max: number,
): StatePath<Snapshot, AnyEventObject>[] {
  const paths: StatePath<Snapshot, AnyEventObject>[] = []
  const root = adjacency[rootKey as never]!.state as Snapshot
  const steps: { state: Snapshot; event: AnyEventObject }[] = [
    { state: root, event: { type: 'xstate.init' } },
  ]
  const onPath = new Set<string>([rootKey])
  const visit = (key: string) => {
    paths.push({
      state: steps[steps.length - 1]!.state,
      steps: [...steps],
      weight: steps.length - 1,
    })
    if (paths.length >= max) return
    for (const { state, event } of Object.values(adjacency[key as never]!.transitions)) {
      const next = serializeState(state as Snapshot)
      if (onPath.has(next)) continue
      onPath.add(next)
      steps.push({ state: state as Snapshot, event: event as AnyEventObject })
      visit(next)
      steps.pop()
      onPath.delete(next)
      if (paths.length >= max) return
    }
  }
  visit(rootKey)
  return paths
}
