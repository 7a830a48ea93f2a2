/**
 * Replaying generated paths: against a live actor of the production machine (fake actors, fake
 * timers), or against anything else through a `PathRunner` (a rendered view, where events
 * become user actions or MSW answers and states become DOM assertions).
 * Usage: `tests/support/model/index.ts` and docs/model-based-tests.md.
 */
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate'
import { expect, it, vi } from 'vitest'
import {
  leafKeysOf,
  stateKeyOf,
  type MachinePath,
  type PathModel,
  type PathStep,
} from './path-model'

// ---------------------------------------------------------------------------------------------
// Generic replay

export interface StepInfo<TMachine extends AnyStateMachine = AnyStateMachine> {
  path: MachinePath<TMachine>
  /** 0 for the initial state (event `xstate.init`). */
  index: number
  step: PathStep<TMachine>
}

/** How to drive and check one system under test along a path. */
export interface PathRunner<TMachine extends AnyStateMachine, TSession> {
  /** Start the system (create the actor, render the view) in the path's initial state. */
  start: (path: MachinePath<TMachine>) => TSession | Promise<TSession>
  /** Perform `info.step.event` (send it, click, answer the pending request...). Not called for
   *  the initial step. */
  step: (session: TSession, info: StepInfo<TMachine>) => void | Promise<void>
  /** Check that the system is in `info.step.state` (called after start and after every step). */
  assert: (session: TSession, info: StepInfo<TMachine>) => void | Promise<void>
  /** Tear down; always called, also when the path fails. */
  stop?: (session: TSession) => void | Promise<void>
}

/** Replays one path; a failure names the step, its event and the expected state. */
export async function replayPath<TMachine extends AnyStateMachine, TSession>(
  path: MachinePath<TMachine>,
  runner: PathRunner<TMachine, TSession>,
): Promise<void> {
  const session = await runner.start(path)
  try {
    for (const [index, step] of path.steps.entries()) {
      const info = { path, index, step }
      try {
        if (index > 0) await runner.step(session, info)
        await runner.assert(session, info)
      } catch (error) {
        if (error instanceof Error) {
          error.message = `step ${index} (${step.event.type} → ${step.key}) of "${path.description}":\n${error.message}`
        }
        throw error
      }
    }
  } finally {
    await runner.stop?.(session)
  }
}

/** Vitest's `it` by default; the harness tests pass a collector. */
export type TestFn = (name: string, fn: () => unknown, timeout?: number) => void

/** One `it()` per path, named after the path's description. */
export function replayPaths<TMachine extends AnyStateMachine, TSession>(
  paths: readonly MachinePath<TMachine>[],
  runner: PathRunner<TMachine, TSession>,
  options: { timeout?: number; it?: TestFn } = {},
): void {
  const test = options.it ?? it
  for (const path of paths) {
    test(path.description, () => replayPath(path, runner), options.timeout)
  }
}

// ---------------------------------------------------------------------------------------------
// State assertions and coverage

/**
 * Assertions keyed by state: a leaf key ('signedIn', 'open.submittingEmail') is REQUIRED for
 * every leaf state; a compound key ('open', 'signingIn') is optional and runs in every state
 * under it. The assertion gets the snapshot of the system under test and a context.
 */
export type StateAssertions<TSnapshot, TCtx> = Record<
  string,
  (snapshot: TSnapshot, ctx: TCtx) => void | Promise<void>
>

export interface CoverageProblem {
  kind: 'unasserted' | 'unreached' | 'unknownKey'
  state: string
}

/**
 * What the coverage rule finds: leaf states (reached by a path or declared in the machine)
 * without an assertion; leaf states no path reaches (unless listed in `unreachable`, with a
 * reason); assertion keys that name no state node.
 */
export function findCoverageProblems(
  model: PathModel,
  states: Record<string, unknown>,
  unreachable: Record<string, string> = {},
): CoverageProblem[] {
  const problems: CoverageProblem[] = []
  const leaves = new Set([...model.leafStateKeys, ...model.reachedStateKeys])
  const allKeys = new Set(nodeKeys(model.machine))
  for (const state of [...leaves].sort()) {
    if (!(state in states)) problems.push({ kind: 'unasserted', state })
    if (!model.reachedStateKeys.includes(state) && !(state in unreachable))
      problems.push({ kind: 'unreached', state })
  }
  for (const key of Object.keys(states).sort()) {
    if (!allKeys.has(key)) problems.push({ kind: 'unknownKey', state: key })
  }
  return problems
}

/** Throws a readable error listing every coverage problem (see findCoverageProblems). */
export function assertCoverage(
  model: PathModel,
  states: Record<string, unknown>,
  unreachable: Record<string, string> = {},
): void {
  const problems = findCoverageProblems(model, states, unreachable)
  if (!problems.length) return
  const lines = problems.map(({ kind, state }) =>
    kind === 'unasserted'
      ? `  - state '${state}' has no assertion: add a '${state}' entry to the states map`
      : kind === 'unreached'
        ? `  - state '${state}' is reached by no generated path: give its events samples (events/outputs/errors), or list it in 'unreachable' with a reason`
        : `  - assertion key '${state}' names no state node of the machine`,
  )
  throw new Error(
    `[paths] ${model.name}: the model-based suite does not cover the machine:\n${lines.join('\n')}`,
  )
}

function nodeKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as {
      path: string[]
      states: Record<string, unknown>
    }[]) {
      keys.push(child.path.join('.'))
      walk(child)
    }
  }
  walk(machine.root)
  return keys
}

/** Runs every assertion whose key matches the snapshot: its leaves and their ancestors. */
export async function runStateAssertions<TSnapshot, TCtx>(
  states: StateAssertions<TSnapshot, TCtx>,
  modelSnapshot: AnyMachineSnapshot,
  snapshot: TSnapshot,
  ctx: TCtx,
): Promise<void> {
  const leaves = leafKeysOf(modelSnapshot)
  const keys = new Set(
    leaves.flatMap((leaf) => leaf.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
  )
  const missing = leaves.filter((leaf) => !states[leaf])
  if (missing.length) throw new Error(`no assertion for state '${missing.join("', '")}'`)
  for (const k of [...keys].sort((a, b) => a.length - b.length)) await states[k]?.(snapshot, ctx)
}

// ---------------------------------------------------------------------------------------------
// Live actor replay

/** One start of a fake actor during a replay. */
export interface Invocation {
  /** The invoke id ('0.auth.signingIn.withPassword' or the invoke's `id`). */
  id: string
  /** The actor's name in `setup({ actors })`. */
  src: string
  input: unknown
  status: 'pending' | 'resolved' | 'rejected' | 'stopped'
}

export interface LiveContext<TMachine extends AnyStateMachine, TExtra> {
  actor: Actor<TMachine>
  /** Every fake actor started so far in this replay, oldest first. */
  invocations: Invocation[]
  /** What `setup()` returned for this path (spies...). */
  extra: TExtra
  path: MachinePath<TMachine>
  index: number
  /** The event that led to this state. */
  event: AnyEventObject
}

export interface LiveReplayOptions<TMachine extends AnyStateMachine, TExtra> {
  states: StateAssertions<SnapshotFrom<TMachine>, LiveContext<TMachine, TExtra>>
  /** Fresh per path: spies and fixtures; passed to `provide` and to assertions as `ctx.extra`. */
  setup?: () => TExtra
  /**
   * Implementations for the live actor (actions as spies, delays...). Every invoked actor is
   * replaced by a controllable fake unless given here under `actors`.
   */
  provide?: (extra: TExtra) => Parameters<TMachine['provide']>[0]
  /** Compare the live context with the model's after every step (default true). */
  compareContext?: boolean
  /** Machine input. */
  input?: unknown
}

interface Deferred {
  invocation: Invocation
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/**
 * A PathRunner for a live actor of the production machine: invoked actors become deferreds that
 * a path step `xstate.done.actor.X` resolves with its `output` and `xstate.error.actor.X`
 * rejects with its `error`; `xstate.after.*` steps advance fake timers by the delay; every
 * other event is sent. After each step the live state value (and context) must equal the
 * model's, then the state assertions run on the live snapshot.
 */
export function liveActorRunner<TMachine extends AnyStateMachine, TExtra = undefined>(
  model: PathModel<TMachine>,
  options: LiveReplayOptions<TMachine, TExtra>,
): PathRunner<TMachine, LiveContext<TMachine, TExtra> & { deferreds: Map<string, Deferred> }> {
  const machine = model.machine
  const delayByEvent = new Map(model.delays.map((d) => [d.eventType, d.delay]))
  const srcs = [...new Set(model.invokes.map((i) => i.src))]

  return {
    start(path) {
      vi.useFakeTimers()
      const extra = (options.setup?.() ?? undefined) as TExtra
      const given = (options.provide?.(extra) ?? {}) as {
        actors?: Record<string, unknown>
      } & Record<string, unknown>
      const deferreds = new Map<string, Deferred>()
      const invocations: Invocation[] = []
      const fakes = Object.fromEntries(
        srcs
          .filter((src) => !given.actors?.[src])
          .map((src) => [
            src,
            fromPromise<unknown, unknown>(({ input, self, signal }) => {
              const invocation: Invocation = { id: self.id, src, input, status: 'pending' }
              invocations.push(invocation)
              signal.addEventListener('abort', () => {
                if (invocation.status === 'pending') invocation.status = 'stopped'
              })
              return new Promise((resolve, reject) => {
                deferreds.set(self.id, {
                  invocation,
                  resolve: (v) => ((invocation.status = 'resolved'), resolve(v)),
                  reject: (e) => ((invocation.status = 'rejected'), reject(e)),
                })
              })
            }),
          ]),
      )
      const live = machine.provide({
        ...given,
        actors: { ...fakes, ...given.actors },
      } as never) as TMachine
      const actor = createActor(live, { input: options.input } as never) as Actor<TMachine>
      actor.start()
      return {
        actor,
        invocations,
        extra,
        path,
        index: 0,
        event: { type: 'xstate.init' },
        deferreds,
      }
    },

    async step(session, { step, index }) {
      const { event } = step
      const { actor, deferreds } = session
      if (
        event.type.startsWith('xstate.done.actor.') ||
        event.type.startsWith('xstate.error.actor.')
      ) {
        const done = event.type.startsWith('xstate.done.actor.')
        const id = event.type.slice(
          done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length,
        )
        const deferred = deferreds.get(id)
        if (!deferred || deferred.invocation.status !== 'pending') {
          throw new Error(
            `the path settles actor '${id}', but the live actor has no pending invocation of it`,
          )
        }
        if (done) deferred.resolve((event as { output?: unknown }).output)
        else deferred.reject((event as { error?: unknown }).error)
      } else if (delayByEvent.has(event.type)) {
        const ms = resolveDelay(
          machine,
          delayByEvent.get(event.type)!,
          actor.getSnapshot(),
          session.event,
        )
        await vi.advanceTimersByTimeAsync(ms)
      } else {
        actor.send(event as never)
      }
      await flushMicrotasks()
      session.index = index
      session.event = event
    },

    async assert(session, { step }) {
      const snapshot = session.actor.getSnapshot() as SnapshotFrom<TMachine>
      const live = snapshot as AnyMachineSnapshot
      if (live.status === 'error') throw live.error
      expect(stateKeyOf(live), 'live state value').toBe(step.key)
      if (options.compareContext ?? true)
        expect(live.context, 'live context').toEqual((step.state as AnyMachineSnapshot).context)
      await runStateAssertions(options.states, step.state as AnyMachineSnapshot, snapshot, session)
    },

    stop(session) {
      session.actor.stop()
      vi.clearAllTimers()
      vi.useRealTimers()
    },
  }
}

function resolveDelay(
  machine: AnyStateMachine,
  delay: number | string,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): number {
  if (typeof delay === 'number') return delay
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay]
  if (typeof impl === 'number') return impl
  if (typeof impl === 'function')
    return (impl as (args: unknown) => number)({ context: snapshot.context, event })
  throw new Error(`delay '${delay}' is not defined in setup({ delays })`)
}
