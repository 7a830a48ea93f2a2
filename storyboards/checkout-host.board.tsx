import diagram from '../docs/flows/checkout-host.md?raw'
import { CHECKOUT_HOST } from '../machines/app.machine'
import { buyer } from '../machines/paths/models/purchase.samples'
import { createApp, showingChild } from './app'
import { createBoard } from './board'

/** /pricing with the app's checkout host started in the story's state (the Popup Blocked dialog). */
export const board = createBoard({
  flow: 'checkout-host',
  diagram,
  restore: true,
  render: ({ actor, logic }) =>
    showingChild(
      createApp('/pricing', buyer, {
        children: { [CHECKOUT_HOST]: actor.getPersistedSnapshot() },
        logic: { [CHECKOUT_HOST]: logic },
      }),
      CHECKOUT_HOST,
    ),
})
