/**
 * Puts a live actor of a production machine in the last state of a generated path: every invoked
 * actor is a fake that the path's `xstate.done.actor.X` resolves with its output (or
 * `xstate.error.actor.X` rejects), `xstate.after.*` waits out the delay, any other event is sent.
 * The browser twin of tests/model/replay.ts's live runner (which needs Vitest's fake timers).
 */
import { createActor, fromPromise, type Actor, type AnyEventObject, type AnyStateMachine } from 'xstate'
import type { MachinePath, PathModel } from '../tests/model/path-model'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** What a fake invocation looks like to a view that reads it as a machine (tags). */
const fakeLogic = (pending: Map<string, Pending>, tags: readonly string[]) => {
  const logic = fromPromise<unknown, unknown>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })))
  const withTags = <T extends object>(snapshot: T) => ({ ...snapshot, hasTag: (tag: string) => tags.includes(tag) })
  return {
    ...logic,
    getInitialSnapshot: (...args: Parameters<typeof logic.getInitialSnapshot>) => withTags(logic.getInitialSnapshot(...args)),
    transition: (...args: Parameters<typeof logic.transition>) => withTags(logic.transition(...args)),
  } as typeof logic
}

export interface ReplayOptions {
  /** Implementations besides the fakes (the page's actions as no-ops or the real toast). */
  provide?: Record<string, unknown>
  /** Tags the fake of an actor shows while pending, by `src` ('processingDialog' for the checkout launch). */
  fakeTags?: Record<string, readonly string[]>
}

export interface Replay<TMachine extends AnyStateMachine> {
  /** The machine with the fakes and `provide` applied: a view that creates its own actor restores it from `actor`'s persisted snapshot. */
  logic: TMachine
  actor: Actor<TMachine>
  /** Plays the path's events; resolves in its last state (throws when the live actor disagrees). */
  play: () => Promise<void>
}

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

export function replayPath<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  path: MachinePath<TMachine>,
  input: unknown,
  options: ReplayOptions = {},
): Replay<TMachine> {
  const pending = new Map<string, Pending>()
  const srcs = [...new Set(model.invokes.map((i) => i.src))]
  const actors = Object.fromEntries(srcs.map((src) => [src, fakeLogic(pending, options.fakeTags?.[src] ?? [])]))
  const given = options.provide ?? {}
  const logic = model.machine.provide({ ...given, actors: { ...actors, ...(given.actors as object) } } as never)
  const actor = createActor(logic, { input } as never) as Actor<TMachine>
  const delays = new Map(model.delays.map((d) => [d.eventType, d.delay]))
  const play = async () => {
    for (const step of path.steps.slice(1)) {
      await send(step.event)
      await settle()
    }
    const key = path.steps.at(-1)!.key
    const live = (actor.getSnapshot() as { _nodes: { type: string; path: string[] }[] })._nodes
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => n.path.join('.'))
      .sort()
      .join(' + ')
    if (live !== key) throw new Error(`storyboard replay of "${path.description}" ended in '${live}', not '${key}'`)
  }
  const send = async (event: AnyEventObject) => {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (settled) {
      const fake = pending.get(settled[2]!)
      if (!fake) throw new Error(`storyboard replay: no pending actor '${settled[2]}'`)
      if (settled[1] === 'done') fake.resolve((event as { output?: unknown }).output)
      else fake.reject((event as { error?: unknown }).error)
    } else if (delays.has(event.type)) {
      const delay = delays.get(event.type)!
      // A board may shorten a named delay in `provide.delays`: the actor then fires sooner.
      const named = (logic.implementations.delays as Record<string, unknown>)[delay]
      await settle(typeof delay === 'number' ? delay : typeof named === 'number' ? named : 0)
    } else {
      actor.send(event as never)
    }
  }
  return { logic: logic as TMachine, actor, play }
}
