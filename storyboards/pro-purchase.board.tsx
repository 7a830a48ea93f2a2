import { PRO_PURCHASE } from '../machines/app.machine'
import { showCheckoutError } from '../src/features/checkout/purchase/show-checkout-error'
import diagram from '../docs/flows/pro-purchase.md?raw'
import { modelInput } from '../machines/paths/models/pro-purchase.model'
import type { Buyer } from '../src/domain/purchase'
import { createApp, showingChild } from './app'
import { createBoard } from './board'
import { pageFlowOf } from './page-flow'

const noop = () => {}

/** /pricing with its Pro purchase, a child of the app's root, started in the story's state; the
 *  header shows the path's buyer (or a visitor). */
export const board = createBoard({
  flow: 'pro-purchase',
  input: modelInput,
  diagram,
  restore: true,
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
  render: (staged) =>
    showingChild(
      createApp('/pricing', (staged.last.context as { user: Buyer | null }).user, {
        pages: { [PRO_PURCHASE]: pageFlowOf(staged) },
      }),
      PRO_PURCHASE,
    ),
})
