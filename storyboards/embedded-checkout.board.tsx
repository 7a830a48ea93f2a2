import type { AnyEventObject } from 'xstate'
import type { CheckoutSession } from '../machines/embedded-checkout.machine'
import diagram from '../docs/flows/embedded-checkout.md?raw'
import { buyer } from '../machines/paths/models/purchase.samples'
import { CHECKOUT_HOST, EMBEDDED_CHECKOUT } from '../machines/app.machine'
import { createApp, showingChild } from './app'
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

/** The shell's checkout host over /pricing (the session is a Pro Plan checkout): the app's widget
 *  actor starts in the story's state, the host launched. */
export const board = createBoard({
  flow: 'embedded-checkout',
  diagram,
  restore: true,
  replay: { event: sandboxFrame },
  render: ({ actor, logic }) =>
    showingChild(
      createApp('/pricing', buyer, {
        logic: { [EMBEDDED_CHECKOUT]: logic },
        children: {
          [EMBEDDED_CHECKOUT]: actor.getPersistedSnapshot(),
          [CHECKOUT_HOST]: {
            status: 'active',
            value: { launched: 'clear' },
            context: { blockedUrl: null },
            children: {},
            historyValue: {},
          } as never,
        },
      }),
      EMBEDDED_CHECKOUT,
    ),
})
