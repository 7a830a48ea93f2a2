import { TOP_UP_PURCHASE } from '../machines/app.machine'
import { showCheckoutError } from '../src/features/checkout/purchase/show-checkout-error'
import diagram from '../docs/flows/top-up-purchase.md?raw'
import { input } from '../machines/paths/models/top-up-purchase.model'
import type { Buyer } from '../src/domain/purchase'
import { createApp, showingChild } from './app'
import { createBoard } from './board'
import { pageFlowOf } from './page-flow'

const noop = () => {}

/** /token-topups with its top-up purchase, a child of the app's root, started in the story's
 *  state; the header shows the path's buyer (or a visitor). */
export const board = createBoard({
  flow: 'top-up-purchase',
  input,
  diagram,
  restore: true,
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
  render: (staged) =>
    showingChild(
      createApp('/token-topups', (staged.last.context as { user: Buyer | null }).user, {
        pages: { [TOP_UP_PURCHASE]: pageFlowOf(staged) },
      }),
      TOP_UP_PURCHASE,
    ),
})
