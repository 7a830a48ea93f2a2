import { BillingStage } from '../src/features/dashboard/billing-context'
import { billingLogic } from '../src/features/dashboard/billing.actors'
import diagram from '../docs/flows/billing.md?raw'
import { pro } from '../tests/machines/auth.model'
import { USER } from '../tests/machines/billing.model'
import { createApp } from './app'
import { createBoard } from './board'

/** The dashboard's Billing & Invoices tab with its billing actor restored in the story's state; its toasts are the real ones. */
export const board = createBoard({
  flow: 'billing',
  input: { userId: USER },
  diagram,
  restore: true,
  replay: { provide: { actions: billingLogic.implementations.actions } },
  render: ({ actor, logic }) =>
    createApp('/dashboard/billing', pro, (app) => (
      <BillingStage value={{ logic: logic as typeof billingLogic, snapshot: actor.getPersistedSnapshot() }}>{app}</BillingStage>
    )),
})
