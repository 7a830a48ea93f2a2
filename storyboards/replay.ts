/**
 * Puts a live actor of a production machine in the last state of a generated path: every invoked
 * actor is a fake that the path's `xstate.done.actor.X` resolves with its output (or
 * `xstate.error.actor.X` rejects), `xstate.after.*` of a named delay is sent (the delay itself is
 * held), of a number of ms waits it out; any other event is sent.
 * The browser twin of tests/support/model/replay.ts's live runner (which needs Vitest's fake timers).
 */
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate'
import type { MachinePath, PathModel } from '../tests/support/model/path-model'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** What a fake invocation looks like to a view that reads it as a machine (tags). */
const fakeLogic = (pending: Map<string, Pending>, tags: readonly string[]) => {
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  )
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
  } as typeof logic
}

export interface ReplayOptions {
  /** Implementations besides the fakes (the page's actions as no-ops or the real toast). */
  provide?: Record<string, unknown>
  /** Tags the fake of an actor shows while pending, by `src` ('processingDialog' for the checkout launch). */
  fakeTags?: Record<string, readonly string[]>
  /** The app's own actor of the machine (an app-global one the views read), in its initial state, instead of a new one. */
  actor?: () => AnyActorRef
  /** The event as the story sends it (a frame address the story can load). */
  event?: (event: AnyEventObject) => AnyEventObject
}

export interface Replay<TMachine extends AnyStateMachine> {
  /** The machine with the fakes and `provide` applied: a view that creates its own actor restores it from `actor`'s persisted snapshot. */
  logic: TMachine
  actor: Actor<TMachine>
  /** Plays the path's events; resolves in its last state (throws when the live actor disagrees). */
  play: () => Promise<void>
}

const HELD_MS = 86_400_000

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

export function replayPath<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  path: MachinePath<TMachine>,
  input: unknown,
  options: ReplayOptions = {},
): Replay<TMachine> {
  const pending = new Map<string, Pending>()
  const srcs = [...new Set(model.invokes.map((i) => i.src))]
  const actors = Object.fromEntries(
    srcs.map((src) => [src, fakeLogic(pending, options.fakeTags?.[src] ?? [])]),
  )
  const given = options.provide ?? {}
  // Timers never fire by themselves: a story rests in its state however long the page takes to
  // render. Named delays are held for a day and the path's `xstate.after.*` events are sent.
  const held = Object.fromEntries(
    model.delays.filter((d) => typeof d.delay === 'string').map((d) => [d.delay, HELD_MS]),
  )
  const logic = model.machine.provide({
    ...given,
    actors: { ...actors, ...(given.actors as object) },
    delays: { ...held, ...(given.delays as object) },
  } as never)
  const actor = (options.actor?.() ?? createActor(logic, { input } as never)) as Actor<TMachine>
  const delays = new Map(model.delays.map((d) => [d.eventType, d.delay]))
  const play = async () => {
    for (const step of path.steps.slice(1)) {
      await send(options.event?.(step.event) ?? step.event)
      await settle()
    }
    const key = path.steps.at(-1)!.key
    const live = (actor.getSnapshot() as { _nodes: { type: string; path: string[] }[] })._nodes
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => n.path.join('.'))
      .sort()
      .join(' + ')
    if (live !== key)
      throw new Error(`storyboard replay of "${path.description}" ended in '${live}', not '${key}'`)
  }
  const send = async (event: AnyEventObject) => {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (settled) {
      const fake = pending.get(settled[2]!)
      if (!fake) throw new Error(`storyboard replay: no pending actor '${settled[2]}'`)
      if (settled[1] === 'done') fake.resolve((event as { output?: unknown }).output)
      else fake.reject((event as { error?: unknown }).error)
    } else if (typeof delays.get(event.type) === 'number') {
      await settle(delays.get(event.type) as number)
    } else {
      actor.send(event as never)
    }
  }
  return { logic: logic as TMachine, actor, play }
}
