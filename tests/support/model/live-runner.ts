/**
 * The path suites' runner: each path replayed into a live actor of the production machine
 * (machines/paths/live-replay.ts) under Vitest's fake timers, the live state value (and context)
 * compared with the model's after every step, then the state assertions run on the live snapshot.
 */
import {
  createActor,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate'
import { expect, it, vi } from 'vitest'
import {
  createLiveReplay,
  replayPath,
  runStateAssertions,
  stateKeyOf,
  type Invocation,
  type LiveReplay,
  type MachinePath,
  type PathModel,
  type PathRunner,
  type StateAssertions,
} from '../../../machines/paths'

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

export interface LiveRunnerOptions<TMachine extends AnyStateMachine, TExtra> {
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

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** A PathRunner for a live actor of the production machine (see the file header). */
export function liveActorRunner<TMachine extends AnyStateMachine, TExtra = undefined>(
  model: PathModel<TMachine>,
  options: LiveRunnerOptions<TMachine, TExtra>,
): PathRunner<TMachine, LiveContext<TMachine, TExtra> & { replay: LiveReplay<TMachine> }> {
  return {
    start(path) {
      vi.useFakeTimers()
      const extra = (options.setup?.() ?? undefined) as TExtra
      const replay = createLiveReplay(model, {
        provide: (options.provide?.(extra) ?? {}) as Record<string, unknown>,
        advance: (ms) => vi.advanceTimersByTimeAsync(ms),
      })
      const actor = createActor(replay.logic, { input: options.input } as never) as Actor<TMachine>
      actor.start()
      return {
        actor,
        invocations: replay.invocations,
        extra,
        path,
        index: 0,
        event: { type: 'xstate.init' },
        replay,
      }
    },

    async step(session, { step, index }) {
      await session.replay.perform(session.actor, step.event, session.event)
      await flushMicrotasks()
      session.index = index
      session.event = step.event
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
