import { fromPromise } from 'xstate'
import { BillingStage } from '../src/features/dashboard/billing-context'
import { billingLogic } from '../src/features/dashboard/billing-logic'
import diagram from '../docs/flows/billing.md?raw'
import { pro } from '../tests/machines/auth.model'
import { outputs, USER } from '../tests/machines/billing.model'
import { createApp } from './app'
import { createBoard } from './board'

/**
 * The dashboard's Billing & Invoices tab with its billing actor restored in the story's state; its
 * toasts are the real ones. The tab loads the billing when it opens and shows the invoices, the
 * spending and the downloads only once it has: where the story is about one of those and its path
 * left the billing unloaded, the billing loads (the active Pro plan) instead of spinning forever.
 */
export const board = createBoard({
  flow: 'billing',
  input: { userId: USER },
  diagram,
  restore: true,
  replay: { provide: { actions: billingLogic.implementations.actions } },
  render: ({ state, actor, logic, last }) => {
    const billingLoads = !state.startsWith('info.') && last.matches({ info: 'idle' })
    const staged = billingLoads ? logic.provide({ actors: { fetchBillingInfo: fromPromise(async () => outputs.fetchBillingInfo[0]) } }) : logic
    return createApp('/dashboard/billing', pro, (app) => (
      <BillingStage value={{ logic: staged as typeof billingLogic, snapshot: actor.getPersistedSnapshot() }}>{app}</BillingStage>
    ))
  },
})
