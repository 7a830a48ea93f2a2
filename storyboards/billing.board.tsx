import { fromPromise, type AnyActorLogic, type Snapshot } from 'xstate'
import { BillingStage } from '../src/features/dashboard/billing-context'
import { billingLogic } from '../src/features/dashboard/billing.actors'
import diagram from '../docs/flows/billing.md?raw'
import { pro } from '../machines/paths/models/auth.model'
import { outputs, USER } from '../machines/paths/models/billing.model'
import type { MachinePath, PathModel } from '../machines/paths'
import { createApp } from './app'
import { createBoard, type Staged } from './board'

/** What the tab asks for as it opens (the billing, then its invoices), answered by the contract's first sample. */
const OPENING_LOADS: Record<string, unknown> = {
  fetchBillingInfo: outputs.fetchBillingInfo[0],
  fetchInvoices: outputs.fetchInvoices[0],
}

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
 * The tab's actor restored in the story's state sends what the tab sends as it opens (load the
 * billing, then the invoices): those requests are answered as the path answered them (a failure
 * fails again), or as the contract answers; a request the story's state waits on stays pending.
 */
function viewLogic({ actor, logic, path, model }: Staged) {
  const waiting = new Set(
    Object.keys(actor.getSnapshot().children ?? {}).map(
      (id) => model.invokes.find((invoke) => invoke.id === id)?.src,
    ),
  )
  const answers = answersOf(path, model)
  const actors = Object.fromEntries(
    Object.keys(OPENING_LOADS)
      .filter((src) => !waiting.has(src))
      .map((src) => {
        const answer = answers.get(src) ?? { output: OPENING_LOADS[src] }
        return [
          src,
          fromPromise(async () =>
            'error' in answer ? Promise.reject(answer.error) : answer.output,
          ),
        ]
      }),
  )
  return logic.provide({ actors }) as typeof billingLogic
}

/** `logic` started from `snapshot` instead of its initial state: the dashboard's flow in the
 *  story's state, started by the root as the page starts it. */
function startingFrom<T extends AnyActorLogic>(logic: T, snapshot: Snapshot<unknown>): T {
  return Object.assign(Object.create(logic) as T, {
    getInitialSnapshot: (scope: Parameters<T['getInitialSnapshot']>[0]) =>
      logic.restoreSnapshot!(snapshot, scope),
  })
}

/** The dashboard's Billing & Invoices tab with its billing actor restored in the story's state; its toasts are the real ones. */
export const board = createBoard({
  flow: 'billing',
  input: { userId: USER },
  diagram,
  restore: true,
  replay: { provide: { actions: billingLogic.implementations.actions } },
  render: (staged) =>
    // The check reads the staged actor: the tab, as it opens, loads what an idle or loading
    // state has not (billing.open), so the page's own flow moves on from those states.
    createApp('/dashboard/billing', pro, (app) => (
      <BillingStage
        value={{ logic: startingFrom(viewLogic(staged), staged.actor.getPersistedSnapshot()) }}
      >
        {app}
      </BillingStage>
    )),
})
