import type { AnyEventObject } from 'xstate'
import type { CheckoutSession } from '../machines/embedded-checkout.machine'
import { markCheckoutLaunched } from '../src/features/checkout/host/checkout-host-state'
import { getCheckoutActor } from '../src/features/checkout/widget/embedded-checkout'
import diagram from '../docs/flows/embedded-checkout.md?raw'
import { buyer } from '../machines/paths/models/purchase.samples'
import { createApp } from './app'
import { createBoard } from './board'
import { SANDBOX_CHECKOUT_PAGE } from './sandbox-checkout'

/** The provider's page is not reachable from the storyboards: the frame loads the sandbox's page (its query kept), served beside the stories. */
const sandboxFrame = (event: AnyEventObject) => {
  if (!('session' in event)) return event
  const session = event.session as CheckoutSession
  const frameUrl = new URL(
    `${SANDBOX_CHECKOUT_PAGE}${new URL(session.frameUrl).search}`,
    document.baseURI,
  ).href
  return { ...event, session: { ...session, frameUrl } }
}

/** The shell's checkout host over /pricing (the session is a Pro Plan checkout), with the app's own widget actor replayed into (one checkout at a time, app-wide). */
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
    event: sandboxFrame,
  },
  render: () => createApp('/pricing', buyer),
})
