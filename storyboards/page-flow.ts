import type { AnyActorLogic, AnyStateMachine } from 'xstate'
import type { Staged } from './board'

/**
 * A page's flow as the root starts it, in the story's state: `logic` (default: the staged
 * machine, with the story's fakes) restored from the staged actor's snapshot instead of its
 * initial state. What the story waits on stays pending; what the page asks again is the page's.
 */
export function pageFlowOf({ actor, logic: staged }: Staged, logic: AnyStateMachine = staged) {
  const snapshot = actor.getPersistedSnapshot()
  return Object.assign(Object.create(logic) as AnyActorLogic, {
    getInitialSnapshot: (scope: Parameters<AnyActorLogic['getInitialSnapshot']>[0]) =>
      logic.restoreSnapshot!(snapshot, scope),
  })
}
