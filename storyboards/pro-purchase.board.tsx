import type { ActorRefFrom } from 'xstate'
import type { proPurchaseMachine } from '../machines/pro-purchase.machine'
import { showCheckoutError } from '../src/features/checkout/purchase/show-checkout-error'
import { ProPurchaseActorContext } from '../src/features/pricing'
import diagram from '../docs/flows/pro-purchase.md?raw'
import { modelInput } from '../machines/paths/models/pro-purchase.model'
import { createApp } from './app'
import { createBoard } from './board'

const noop = () => {}

/** /pricing bound to the story's Pro purchase actor; the header shows the path's buyer (or a visitor). */
export const board = createBoard({
  flow: 'pro-purchase',
  input: modelInput,
  diagram,
  replay: {
    provide: {
      actions: {
        openSignIn: noop,
        goToDownloads: noop,
        logBillingError: noop,
        showCheckoutError: (_: unknown, { message }: { message: string }) =>
          void showCheckoutError(message),
      },
    },
    fakeTags: { checkoutLaunch: ['processingDialog'] },
  },
  render: ({ actor, last }) =>
    createApp(
      '/pricing',
      (
        last.context as {
          user: { uid: string; email: string | null; displayName: string | null } | null
        }
      ).user,
      (app) => (
        <ProPurchaseActorContext value={actor as ActorRefFrom<typeof proPurchaseMachine>}>
          {app}
        </ProPurchaseActorContext>
      ),
    ),
})
