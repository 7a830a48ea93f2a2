/** The shapes of the path harness: a model's options, its paths and what it knows of the machine. */
import type { AnyEventObject, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'

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
