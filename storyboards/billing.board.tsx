import { fromPromise } from 'xstate'
import { billingLogic } from '../src/features/dashboard/billing.actors'
import diagram from '../docs/flows/billing.md?raw'
import { pro } from '../machines/paths/models/auth.model'
import { USER } from '../machines/paths/models/billing.model'
import type { MachinePath, PathModel } from '../machines/paths'
import { BILLING } from '../machines/app.machine'
import { createApp, showingChild } from './app'
import { createBoard, type Staged } from './board'
import { pageFlowOf } from './page-flow'

type Answer = { output: unknown } | { error: unknown }

/** How the path answered each request, by its src (the last answer). */
function answersOf(path: MachinePath, model: PathModel): Map<string, Answer> {
  const answers = new Map<string, Answer>()
  for (const { event } of path.steps) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    const src = settled && model.invokes.find((invoke) => invoke.id === settled[2])?.src
    if (src)
      answers.set(
        src,
        settled[1] === 'done'
          ? { output: (event as { output?: unknown }).output }
          : { error: (event as { error?: unknown }).error },
      )
  }
  return answers
}

/**
 * The flow restored in the story's state hears what the tab sends as it is shown (billing.open:
 * a failed load is retried): a request is answered as the path answered it (a failure fails
 * again); one the story's state waits on stays pending.
 */
function viewLogic({ actor, logic, path, model }: Staged) {
  const waiting = new Set(
    Object.keys(actor.getSnapshot().children ?? {}).map(
      (id) => model.invokes.find((invoke) => invoke.id === id)?.src,
    ),
  )
  const actors = Object.fromEntries(
    [...answersOf(path, model)]
      .filter(([src]) => !waiting.has(src))
      .map(([src, answer]) => [
        src,
        fromPromise(async () => ('error' in answer ? Promise.reject(answer.error) : answer.output)),
      ]),
  )
  return logic.provide({ actors })
}

/** Where the flow's state holds: the Billing tab asks for its billing as it opens, so the flow
 *  rests with nothing asked (info idle) only while the dashboard shows another tab. */
const addressOf = ({ last }: Staged) =>
  last.matches({ info: 'idle' }) ? '/dashboard/settings' : '/dashboard/billing'

/** The signed-in dashboard with its billing flow, a child of the app's root, started in the
 *  story's state; its toasts are the real ones. */
export const board = createBoard({
  flow: 'billing',
  input: { userId: USER },
  diagram,
  restore: true,
  replay: { provide: { actions: billingLogic.implementations.actions } },
  render: (staged) =>
    showingChild(
      createApp(addressOf(staged), pro, {
        pages: { [BILLING]: pageFlowOf(staged, viewLogic(staged)) },
      }),
      BILLING,
    ),
})
