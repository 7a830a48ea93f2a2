import { fromPromise } from 'xstate'
import {
  checkoutLaunchMachine,
  type LaunchIntent,
  type LaunchOutcome,
  type OpenCheckoutInput,
} from '../../../../machines/checkout-launch.machine'
import { purchase } from '../../../api/purchase'
import { isDefiniteRefusal } from '../../../api/errors'
import type { PurchaseResponse } from '../../../api/schemas'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { purchaseStillConfirming } from '../../../domain/error-messages'
import { formatCharge } from '../../../lib/format'
import { getPurchaseLifecycle, sendPurchaseLifecycle } from '../lifecycle/purchase-lifecycle'
import { forgetPurchaseBilling } from '../purchase/purchase-billing'
import { launchCheckout, prepareCheckout } from './launch-rules'

/**
 * The press reaches the purchase lifecycle before the request leaves: it stores the intent (a new
 * key, or the interrupted or resumed intent's key) and the request is sent with that key. While a
 * paid purchase is being confirmed the lifecycle refuses the press: it throws, and nothing is sent.
 */
export function startIntent(
  { request, itemId, idempotencyKey, billingBefore }: Omit<LaunchIntent, 'onAnswer'>,
  now: Date = new Date(),
): string {
  let refused: PendingPurchase | null = null
  const listener = getPurchaseLifecycle().on('purchase.refused', (event) => {
    refused = event.purchase
  })
  sendPurchaseLifecycle({
    type: 'purchase.start',
    item: {
      itemId,
      name: request.package.name,
      type: request.package.type,
      amount: request.package.price,
    },
    userId: request.userData.userId,
    key: idempotencyKey,
    now: now.toISOString(),
    billingBefore,
  })
  listener.unsubscribe()
  const paid = refused as PendingPurchase | null
  if (paid) throw new Error(purchaseStillConfirming(paid.name, formatCharge(paid.amount)))
  return getPurchaseLifecycle().getSnapshot().context.purchase?.intentKey ?? idempotencyKey
}

/** The shared checkout launch with its real actors; parents provide it as `checkoutLaunch`. */
export const checkoutLaunchLogic = checkoutLaunchMachine.provide({
  actors: {
    startPurchase: fromPromise<PurchaseResponse, LaunchIntent>(async ({ input }) => {
      const idempotencyKey = startIntent(input)
      const answer = purchase(input.request, { idempotencyKey, onAnswer: input.onAnswer })
      // While the request is in flight: the buyer's billing is about to change, and the checkout's
      // own needs load.
      forgetPurchaseBilling()
      prepareCheckout()
      try {
        return await answer
      } catch (error) {
        sendPurchaseLifecycle({ type: 'launch.failed', definite: isDefiniteRefusal(error) })
        throw error
      }
    }),
    openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(async ({ input }) => {
      try {
        const outcome = await launchCheckout(input)
        sendPurchaseLifecycle({
          type: 'launch.opened',
          mode: outcome === 'embedded' ? 'embedded' : 'hosted',
          ident: input.response.ident ?? null,
        })
        return outcome
      } catch (error) {
        // No checkout can open for this answer: the purchase ends here.
        sendPurchaseLifecycle({ type: 'launch.failed', definite: true })
        throw error
      }
    }),
  },
})
