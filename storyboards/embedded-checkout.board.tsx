import type { AnyEventObject } from 'xstate'
import type { CheckoutSession } from '../machines/embedded-checkout.machine'
import { markCheckoutLaunched } from '../src/features/checkout/host/checkout-host-state'
import { getCheckoutActor } from '../src/features/checkout/widget/embedded-checkout'
import diagram from '../docs/flows/embedded-checkout.md?raw'
import { buyer } from '../tests/machines/purchase.samples'
import { createApp } from './app'
import { createBoard } from './board'

/** The provider's page is not reachable from the storyboards: the frame shows an empty page (the host's cover and messages are the screens). */
const blankFrame = (event: AnyEventObject) =>
  'session' in event ? { ...event, session: { ...(event.session as CheckoutSession), frameUrl: 'about:blank' } } : event

/** The shell's checkout host on the store's page, with the app's own widget actor replayed into (one checkout at a time, app-wide). */
export const board = createBoard({
  flow: 'embedded-checkout',
  diagram,
  replay: {
    actor: () => {
      const actor = getCheckoutActor()
      actor.send({ type: 'widget.close' })
      markCheckoutLaunched()
      return actor
    },
    event: blankFrame,
  },
  render: () => createApp('/token-topups', buyer),
})
