/**
 * A live actor of a production machine driven along a generated path, for the path suites
 * (tests/support/model, fake timers) and the storyboards (a browser, real time) alike: every
 * invoked actor is a fake that the path's `xstate.done.actor.X` resolves with its `output`
 * (`xstate.error.actor.X` rejects with its `error`); an `xstate.after.*` step lets its delay pass
 * (`advance`), or, for a named delay held with `holdNamedDelays`, is sent as the event; any other
 * event is sent.
 */
import { fromPromise, type AnyActorRef, type AnyEventObject, type AnyStateMachine } from 'xstate'
import type { PathModel } from './path-types'

/** One start of a fake actor during a replay. */
export interface Invocation {
  /** The invoke's `id` (its src's name, e.g. 'signInWithPassword'). */
  id: string
  /** The actor's name in `setup({ actors })`. */
  src: string
  input: unknown
  status: 'pending' | 'resolved' | 'rejected' | 'stopped'
}

export interface LiveReplayOptions {
  /** Implementations besides the fakes (`machine.provide`); an actor given here is used as is. */
  provide?: Record<string, unknown>
  /** Tags a fake shows while pending, by `src`: a view reads the invocation as a machine. */
  fakeTags?: Record<string, readonly string[]>
  /** Lets `ms` pass: fake timers in a test, real time in a browser. */
  advance: (ms: number) => Promise<unknown>
  /**
   * Named delays are held for a day and the path's `xstate.after.*` events of them are sent: the
   * actor rests in its state however long a page takes to render.
   */
  holdNamedDelays?: boolean
}

export interface LiveReplay<TMachine extends AnyStateMachine> {
  /** The machine with the fakes and `provide` applied; create the actor (or a system) from it. */
  logic: TMachine
  /** Every fake started so far, oldest first. */
  invocations: Invocation[]
  /** Performs a step's event on `actor`; `previous` is the event before it (a delay may read it). */
  perform: (actor: AnyActorRef, event: AnyEventObject, previous: AnyEventObject) => Promise<void>
}

interface Deferred {
  invocation: Invocation
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const HELD_MS = 86_400_000

/** A pending promise per start, settled by the path; its snapshot answers `hasTag` as a machine's would (a view may ask). */
function fakeLogic(
  src: string,
  tags: readonly string[],
  deferreds: Map<string, Deferred>,
  invocations: Invocation[],
) {
  const logic = fromPromise<unknown, unknown>(({ input, self, signal }) => {
    const invocation: Invocation = { id: self.id, src, input, status: 'pending' }
    invocations.push(invocation)
    signal.addEventListener('abort', () => {
      if (invocation.status === 'pending') invocation.status = 'stopped'
    })
    return new Promise((resolve, reject) => {
      deferreds.set(self.id, {
        invocation,
        resolve: (value) => ((invocation.status = 'resolved'), resolve(value)),
        reject: (error) => ((invocation.status = 'rejected'), reject(error)),
      })
    })
  })
  const withTags = <T extends object>(snapshot: T) => ({
    ...snapshot,
    hasTag: (tag: string) => tags.includes(tag),
  })
  return {
    ...logic,
    getInitialSnapshot: (...args: Parameters<typeof logic.getInitialSnapshot>) =>
      withTags(logic.getInitialSnapshot(...args)),
    transition: (...args: Parameters<typeof logic.transition>) =>
      withTags(logic.transition(...args)),
    restoreSnapshot: (...args: Parameters<NonNullable<typeof logic.restoreSnapshot>>) =>
      withTags(logic.restoreSnapshot!(...args)),
  } as typeof logic
}

export function createLiveReplay<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  options: LiveReplayOptions,
): LiveReplay<TMachine> {
  const machine = model.machine
  const given = (options.provide ?? {}) as {
    actors?: Record<string, unknown>
    delays?: Record<string, unknown>
  }
  const deferreds = new Map<string, Deferred>()
  const invocations: Invocation[] = []
  const fakes = Object.fromEntries(
    [...new Set(model.invokes.map((i) => i.src))]
      .filter((src) => !given.actors?.[src])
      .map((src) => [src, fakeLogic(src, options.fakeTags?.[src] ?? [], deferreds, invocations)]),
  )
  const held = options.holdNamedDelays
    ? Object.fromEntries(
        model.delays.filter((d) => typeof d.delay === 'string').map((d) => [d.delay, HELD_MS]),
      )
    : {}
  const logic = machine.provide({
    ...given,
    actors: { ...fakes, ...given.actors },
    delays: { ...held, ...given.delays },
  } as never) as TMachine
  const delayByEvent = new Map(model.delays.map((d) => [d.eventType, d.delay]))

  const perform = async (
    actor: AnyActorRef,
    event: AnyEventObject,
    previous: AnyEventObject,
  ): Promise<void> => {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    const delay = delayByEvent.get(event.type)
    if (settled) {
      const deferred = deferreds.get(settled[2]!)
      if (!deferred || deferred.invocation.status !== 'pending')
        throw new Error(
          `the path settles actor '${settled[2]}', but the live actor has no pending invocation of it`,
        )
      if (settled[1] === 'done') deferred.resolve((event as { output?: unknown }).output)
      else deferred.reject((event as { error?: unknown }).error)
    } else if (delay === undefined || (options.holdNamedDelays && typeof delay === 'string')) {
      actor.send(event)
    } else {
      await options.advance(resolveDelay(logic, delay, actor.getSnapshot(), previous))
    }
  }
  return { logic, invocations, perform }
}

function resolveDelay(
  machine: AnyStateMachine,
  delay: number | string,
  snapshot: { context: unknown },
  event: AnyEventObject,
): number {
  if (typeof delay === 'number') return delay
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay]
  if (typeof impl === 'number') return impl
  if (typeof impl === 'function')
    return (impl as (args: unknown) => number)({ context: snapshot.context, event })
  throw new Error(`delay '${delay}' is not defined in setup({ delays })`)
}
