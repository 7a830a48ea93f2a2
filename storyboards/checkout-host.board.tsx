import diagram from '../docs/flows/checkout-host.md?raw'
import { buyer } from '../tests/machines/purchase.samples'
import { createApp } from './app'
import { createBoard } from './board'

/** /pricing with the app's checkout host started in the story's state (the Popup Blocked dialog). */
export const board = createBoard({
  flow: 'checkout-host',
  diagram,
  restore: true,
  render: ({ actor }) =>
    createApp('/pricing', buyer, { children: { checkoutHost: actor.getPersistedSnapshot() } }),
})
