import type { ActorRefFrom } from 'xstate'
import type { topUpPurchaseMachine } from '../machines/top-up-purchase.machine'
import { showCheckoutError } from '../src/features/checkout/purchase/show-checkout-error'
import { TopUpPurchaseActorContext } from '../src/features/top-ups'
import diagram from '../docs/flows/top-up-purchase.md?raw'
import { input } from '../machines/paths/models/top-up-purchase.model'
import type { Buyer } from '../src/domain/purchase'
import { createApp } from './app'
import { createBoard } from './board'

const noop = () => {}

/** /token-topups bound to the story's top-up purchase actor; the header shows the path's buyer (or a visitor). */
export const board = createBoard({
  flow: 'top-up-purchase',
  input,
  diagram,
  replay: {
    provide: {
      actions: {
        openSignIn: noop,
        goToPricing: noop,
        logBillingError: noop,
        notifyBillingFailed: noop,
        showCheckoutError: (_: unknown, { message }: { message: string }) =>
          void showCheckoutError(message),
      },
    },
    fakeTags: { checkoutLaunch: ['processingDialog'] },
  },
  render: ({ actor, last }) =>
    createApp('/token-topups', (last.context as { user: Buyer | null }).user, (app) => (
      <TopUpPurchaseActorContext value={actor as ActorRefFrom<typeof topUpPurchaseMachine>}>
        {app}
      </TopUpPurchaseActorContext>
    )),
})
