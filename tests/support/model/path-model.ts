/**
 * Path generation for model-based tests: traverses a production machine with `xstate/graph`
 * (`getShortestPaths`, `getSimplePaths`) and returns named, deduplicated paths. Usage is
 * documented in `tests/support/model/index.ts` and docs/model-based-tests.md.
 *
 * `createTestModel` (xstate/graph) refuses machines that invoke actors or use `after`, so the
 * machine is traversed directly with `machine.transition` and the synthetic events that a live
 * actor would receive: `xstate.done.actor.<invokeId>` (with `output`),
 * `xstate.error.actor.<invokeId>` (with `error`) and `xstate.after.<delay>.<stateNodeId>`.
 */
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventFromLogic,
  SnapshotFrom,
} from 'xstate'
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph'
import { once } from '../../../src/lib/once'

export const DEFAULT_MAX_SIMPLE_PATHS = 300
export const DEFAULT_MAX_STATES = 500

/** Sample events of one type: a list, or a function of the snapshot the event is sent in. */
export type EventSamples<TSnapshot> =
  readonly AnyEventObject[] | ((snapshot: TSnapshot) => readonly AnyEventObject[])

export interface PathModelOptions<TMachine extends AnyStateMachine> {
  /** Name used in test titles and in the `[paths]` report; defaults to the machine id. */
  name?: string
  /**
   * Sample events per event type, for events that carry data (`auth.login` with credentials,
   * `auth.changed` with and without a user). An event type the current state accepts that has
   * no samples is sent as `{ type }`, so a new transition gets paths without a test edit.
   * Synthetic event types may be given here too, to override `outputs` / `errors`.
   */
  events?: Partial<Record<EventFromLogic<TMachine>['type'], EventSamples<SnapshotFrom<TMachine>>>> &
    Record<string, EventSamples<SnapshotFrom<TMachine>>>
  /** `output` samples of each invoked actor's done event, by actor `src` name (default: `[undefined]`). */
  outputs?: Record<string, readonly unknown[]>
  /** `error` samples of each invoked actor's error event, by actor `src` name
   *  (default: one `Error('<src> failed')`). */
  errors?: Record<string, readonly unknown[]>
  /**
   * The part of a snapshot that makes it a distinct vertex of the graph. Default: state value
   * and context. Narrow it (e.g. value plus `Boolean(context.error)`) when free-form context
   * would multiply the vertices.
   */
  serialize?: (snapshot: SnapshotFrom<TMachine>) => unknown
  /** Cap on the simple paths generated (default 300). Reported when it bites. */
  maxSimplePaths?: number
  /** Cap on distinct vertices the traversal may visit (default 500); exceeding it throws. */
  maxStates?: number
  /** Keep simple paths that are a strict prefix of a longer simple path (default: drop them,
   *  the longer path replays and asserts every one of their steps). */
  keepPrefixPaths?: boolean
  /** Machine input, when the machine takes one. */
  input?: unknown
}

export interface PathStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The event that led here (`xstate.init` for the first step). */
  event: AnyEventObject
  /** The model's snapshot after the event. */
  state: SnapshotFrom<TMachine>
  /** State value as text: 'signedIn', 'open.submittingEmail' (parallel regions joined by ' + '). */
  key: string
}

export interface MachinePath<TMachine extends AnyStateMachine = AnyStateMachine> {
  kind: 'shortest' | 'simple' | 'edge'
  /** 'loading → signedOut → signedIn via auth.changed, auth.changed' (unique within the model). */
  description: string
  steps: PathStep<TMachine>[]
}

export interface InvokeInfo {
  /** The invoke id: the `id` of the invoke config, or XState's `<index>.<stateNodeId>`. */
  id: string
  /** The actor's name in `setup({ actors })`. */
  src: string
  /** Path of the invoking state node ('' for the root). */
  stateKey: string
}

export interface DelayInfo {
  /** `xstate.after.<delay>.<stateNodeId>` */
  eventType: string
  /** The delay as written: a number of ms or a named delay ('PROCESSING_DIALOG_DELAY'). */
  delay: number | string
  stateKey: string
}

export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string
  machine: TMachine
  /** The input the paths start from. */
  input?: unknown
  shortestPaths: MachinePath<TMachine>[]
  /** Simple paths minus those identical to a shortest path (and, by default, minus prefixes). */
  simplePaths: MachinePath<TMachine>[]
  /** Both lists. */
  paths: MachinePath<TMachine>[]
  /** Every leaf (atomic or final) state node, as keys like 'open.idle'. */
  leafStateKeys: string[]
  /** Leaf state keys that appear in at least one generated path. */
  reachedStateKeys: string[]
  invokes: InvokeInfo[]
  delays: DelayInfo[]
  stats: {
    shortest: number
    simpleGenerated: number
    simpleKept: number
    /** True when `maxSimplePaths` cut the enumeration short. */
    capped: boolean
    maxSimplePaths: number
    vertices: number
  }
  /**
   * Every edge of the graph that no shortest or simple path takes, each as the shortest path to
   * its source plus that edge. A simple path never revisits a vertex, so the edges back to an
   * earlier vertex (a flow that ends in idle: a success, a failure toast, a closed dialog) are in
   * no generated path; these complete them. Self-loops stay in unless `selfLoops: false`: an event
   * that keeps the vertex may still act (a toast, the sign-in dialog).
   */
  edgePaths: (options?: { selfLoops?: boolean }) => MachinePath<TMachine>[]
  /** `[paths] auth: 8 shortest, 14 simple (62 generated, ...)` */
  summary: () => string
}

type Snapshot = AnyMachineSnapshot

const nodeKey = (node: AnyStateNode) => node.path.join('.')

/** Leaf state paths of a snapshot: ['open.idle'], or several for parallel states. */
export function leafKeysOf(snapshot: Snapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(nodeKey)
    .sort()
}

/** The state value as text: 'signedIn', 'open.submittingEmail', 'a.x + b.y'. */
export function stateKeyOf(snapshot: Snapshot): string {
  return leafKeysOf(snapshot).join(' + ')
}

/** Every state node of the machine (root excluded) with its key. */
export function allStateNodes(machine: AnyStateMachine): { key: string; node: AnyStateNode }[] {
  return getStateNodes(machine.root).map((node) => ({ key: nodeKey(node), node }))
}

export function leafStateKeysOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine)
    .filter(({ node }) => node.type === 'atomic' || node.type === 'final')
    .map(({ key }) => key)
    .sort()
}

export function invokesOf(machine: AnyStateMachine): InvokeInfo[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((node) =>
    (node.invoke as { id: string; src: unknown }[]).map((def) => ({
      id: def.id,
      src: typeof def.src === 'string' ? def.src : def.id,
      stateKey: nodeKey(node),
    })),
  )
}

export function delaysOf(machine: AnyStateMachine): DelayInfo[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((node) =>
    (node.after as { eventType: string; delay: number | string }[]).map((t) => ({
      eventType: t.eventType,
      delay: t.delay,
      stateKey: nodeKey(node),
    })),
  )
}

/** A stable text for an event, Errors included (JSON.stringify turns an Error into {}). */
export function eventKey(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error
      ? { error: value.name, message: value.message }
      : value === undefined
        ? '__undefined'
        : value,
  )
}

const ownEventTypes = (snapshot: Snapshot): string[] => [
  ...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[])),
]

/** Synthetic event factories, for `events` overrides and for hand-written steps. */
export const doneEvent = (invokeId: string, output?: unknown) => ({
  type: `xstate.done.actor.${invokeId}`,
  output,
})
export const errorEvent = (invokeId: string, error: unknown) => ({
  type: `xstate.error.actor.${invokeId}`,
  error,
})
export const afterEvent = (delay: number | string, stateNodeId: string) => ({
  type: `xstate.after.${delay}.${stateNodeId}`,
})

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

/** 'loading → signedOut → signedIn via auth.changed, auth.login, xstate.done.actor.…' */
export function describePath(path: MachinePath): string {
  const states = path.steps.map((s) => s.key).join(' → ')
  const events = path.steps.slice(1).map((s) => s.event.type)
  return events.length ? `${states} via ${events.join(', ')}` : `${states} (initial state)`
}

function nameUniquely(paths: MachinePath[], prefix = '') {
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
function countSimplePaths(
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
function boundedSimplePaths(
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
