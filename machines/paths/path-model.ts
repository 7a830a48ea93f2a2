/**
 * Path generation for model-based tests: traverses a production machine with `xstate/graph`
 * (`getShortestPaths`, `getSimplePaths`) and returns named, deduplicated paths. Usage is
 * documented in docs/model-based-tests.md.
 *
 * `createTestModel` (xstate/graph) refuses machines that invoke actors or use `after`, so the
 * machine is traversed directly with `machine.transition` and the synthetic events that a live
 * actor would receive: `xstate.done.actor.<invokeId>` (with `output`),
 * `xstate.error.actor.<invokeId>` (with `error`) and `xstate.after.<delay>.<stateNodeId>`.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate'
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph'
import { once } from '../../src/lib/once'
import {
  delaysOf,
  eventKey,
  invokesOf,
  leafKeysOf,
  leafStateKeysOf,
  ownEventTypes,
  stateKeyOf,
} from './graph'
import type { EventSamples, MachinePath, PathModel, PathModelOptions } from './path-types'
import { boundedSimplePaths, countSimplePaths, nameUniquely } from './simple-paths'

export const DEFAULT_MAX_SIMPLE_PATHS = 300
export const DEFAULT_MAX_STATES = 500
type Snapshot = AnyMachineSnapshot

export function createPathModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathModelOptions<TMachine> = {},
): PathModel<TMachine> {
  const name = options.name ?? machine.id
  const maxSimplePaths = options.maxSimplePaths ?? DEFAULT_MAX_SIMPLE_PATHS
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES
  const invokes = invokesOf(machine)
  const delays = delaysOf(machine)
  const samples = (options.events ?? {}) as Record<string, EventSamples<Snapshot>>
  const serialize = options.serialize as ((s: Snapshot) => unknown) | undefined
  const serializeState = (snapshot: Snapshot) =>
    serialize
      ? JSON.stringify({ value: snapshot.value, key: serialize(snapshot) })
      : defaultSerialize(snapshot)

  // Called once per distinct snapshot the traversal visits.
  let visited = 0
  const eventsFor = (snapshot: Snapshot): AnyEventObject[] => {
    if (++visited > maxStates) {
      throw new Error(
        `[paths] ${name}: more than ${maxStates} distinct snapshots. Narrow the state key with ` +
          `the 'serialize' option, use fewer event samples, or raise 'maxStates'.`,
      )
    }
    return ownEventTypes(snapshot)
      .sort()
      .flatMap((type): AnyEventObject[] => {
        const given = samples[type]
        if (given) return [...(typeof given === 'function' ? given(snapshot) : given)]
        if (type.startsWith('xstate.done.actor.')) {
          const invoke = invokes.find((i) => `xstate.done.actor.${i.id}` === type)
          const outputs = (invoke && options.outputs?.[invoke.src]) ?? [undefined]
          return outputs.map((output) => ({ type, output }))
        }
        if (type.startsWith('xstate.error.actor.')) {
          const invoke = invokes.find((i) => `xstate.error.actor.${i.id}` === type)
          const src = invoke?.src ?? type
          const errors = options.errors?.[src] ?? [new Error(`${src} failed`)]
          return errors.map((error) => ({ type, error }))
        }
        // Raised by XState itself when a compound state completes; never sent from outside.
        if (type.startsWith('xstate.done.state.')) return []
        // onSnapshot of an invoked actor: needs samples (the snapshot it would emit).
        if (type.startsWith('xstate.snapshot.')) return []
        // Wildcards ('*', 'foo.*') need samples to be traversed.
        if (type.includes('*')) return []
        return [{ type }]
      })
  }

  const traversal = {
    events: eventsFor,
    serializeState,
    serializeEvent: eventKey,
    input: options.input,
  }

  const adjacency = getAdjacencyMap(machine, traversal as never)
  visited = Number.NEGATIVE_INFINITY // the next traversals revisit the same snapshots
  const vertices = Object.keys(adjacency).length

  const toPath = (
    kind: MachinePath['kind'],
    path: StatePath<Snapshot, AnyEventObject>,
  ): MachinePath<TMachine> => ({
    kind,
    description: '',
    steps: path.steps.map((step) => ({
      event: step.event,
      state: step.state as SnapshotFrom<TMachine>,
      key: stateKeyOf(step.state),
    })),
  })

  const shortest = (
    getShortestPaths(machine, traversal as never) as StatePath<Snapshot, AnyEventObject>[]
  ).map((p) => toPath('shortest', p))

  const sequence = (path: MachinePath) => path.steps.map((s) => eventKey(s.event))
  const seqKey = (path: MachinePath) => sequence(path).join('\n')
  const byLength = (a: MachinePath, b: MachinePath) =>
    a.steps.length - b.steps.length || (seqKey(a) < seqKey(b) ? -1 : seqKey(a) > seqKey(b) ? 1 : 0)
  shortest.sort(byLength)
  nameUniquely(shortest)

  // The simple paths cost most of the time and only the path suites read them: made on first use
  // (the storyboards, in the browser, need the shortest paths alone).
  const simplePart = once(() => {
    // getSimplePaths enumerates everything before returning: count first, with an early stop.
    const rootKey = Object.keys(adjacency)[0]!
    const simpleCount = countSimplePaths(adjacency, rootKey, serializeState, maxSimplePaths + 1)
    const capped = simpleCount > maxSimplePaths
    const simpleRaw = capped
      ? boundedSimplePaths(adjacency, rootKey, serializeState, maxSimplePaths)
      : (getSimplePaths(machine, traversal as never) as StatePath<Snapshot, AnyEventObject>[])
    const simpleAll = simpleRaw.map((p) => toPath('simple', p))

    const shortestKeys = new Set(shortest.map(seqKey))
    const seen = new Set<string>()
    let simple = simpleAll.filter((path) => {
      const key = seqKey(path)
      if (shortestKeys.has(key) || seen.has(key)) return false
      seen.add(key)
      return true
    })
    if (!options.keepPrefixPaths) {
      const keys = simple.map(seqKey)
      simple = simple.filter(
        (_, i) =>
          !keys.some(
            (other, j) =>
              j !== i && other.length > keys[i]!.length && other.startsWith(`${keys[i]}\n`),
          ),
      )
    }
    simple.sort(byLength)
    nameUniquely([...shortest, ...simple])

    const reached = new Set(
      [...shortest, ...simple].flatMap((p) => p.steps.flatMap((s) => leafKeysOf(s.state))),
    )
    const stats = {
      shortest: shortest.length,
      simpleGenerated: simpleAll.length,
      simpleKept: simple.length,
      capped,
      maxSimplePaths,
      vertices,
    }
    return { simple, reached, stats }
  })

  const edgePaths = ({
    selfLoops = true,
  }: { selfLoops?: boolean } = {}): MachinePath<TMachine>[] => {
    const edgeId = (from: Snapshot, event: AnyEventObject) =>
      `${serializeState(from)}|${eventKey(event)}`
    const taken = new Set(
      [...shortest, ...simplePart().simple].flatMap((p) =>
        p.steps.slice(1).map((step, i) => edgeId(p.steps[i]!.state, step.event)),
      ),
    )
    const shortestTo = new Map(shortest.map((p) => [serializeState(p.steps.at(-1)!.state), p]))
    const edges: MachinePath<TMachine>[] = []
    for (const [vertex, { transitions }] of Object.entries(
      adjacency as AdjacencyMap<Snapshot, AnyEventObject>,
    )) {
      const base = shortestTo.get(vertex)
      if (!base) continue
      for (const { event, state } of Object.values(transitions) as {
        event: AnyEventObject
        state: Snapshot
      }[]) {
        if (
          taken.has(edgeId(base.steps.at(-1)!.state, event)) ||
          (!selfLoops && serializeState(state) === vertex)
        )
          continue
        edges.push({
          kind: 'edge',
          description: '',
          steps: [
            ...base.steps,
            { event, state: state as SnapshotFrom<TMachine>, key: stateKeyOf(state) },
          ],
        })
      }
    }
    edges.sort(byLength)
    nameUniquely(edges, '[edge] ')
    return edges
  }

  return {
    name,
    machine,
    input: options.input,
    shortestPaths: shortest,
    get simplePaths() {
      return simplePart().simple
    },
    get paths() {
      return [...shortest, ...simplePart().simple]
    },
    leafStateKeys: leafStateKeysOf(machine),
    get reachedStateKeys() {
      return [...simplePart().reached].sort()
    },
    invokes,
    delays,
    get stats() {
      return simplePart().stats
    },
    edgePaths,
    summary: () => {
      const stats = simplePart().stats
      return (
        `[paths] ${name}: ${stats.shortest} shortest, ${stats.simpleKept} simple ` +
        `(${stats.simpleGenerated} simple generated${stats.capped ? `, CAPPED at maxSimplePaths=${maxSimplePaths}` : ''}; ` +
        `${stats.simpleGenerated - stats.simpleKept} identical to another path or a prefix of a longer one; ` +
        `${vertices} distinct snapshots)`
      )
    },
  }
}

function defaultSerialize(snapshot: Snapshot): string {
  const context = snapshot.context as Record<string, unknown> | undefined
  return JSON.stringify(
    {
      value: snapshot.value,
      context: context && Object.keys(context).length ? context : undefined,
    },
    (_k, v: unknown) => (v instanceof Error ? { error: v.message } : v),
  )
}
