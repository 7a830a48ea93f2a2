import { fromPromise } from 'xstate'
import { checkoutLaunchMachine, type LaunchOutcome, type OpenCheckoutInput } from '../../../../machines/checkout-launch.machine'
import { purchase, type PurchaseIntent } from '../../../api/purchase'
import type { PurchaseResponse } from '../../../api/schemas'
import { savePendingPurchase } from '../pending-purchase-storage'
import { launchCheckout } from './launch-rules'

/** Remembers the opened checkout as this browser's pending purchase (the confirmation after payment reads it). */
export function rememberPurchase({ response, request, itemId, idempotencyKey }: OpenCheckoutInput, now: Date = new Date()): void {
  savePendingPurchase({
    itemId,
    name: request.package.name,
    type: request.package.type,
    amount: request.package.price,
    reference: response.ident ?? idempotencyKey,
    intentKey: idempotencyKey,
    startedAt: now.toISOString(),
    userId: request.userData.userId,
  })
}

/** The shared checkout launch with its real actors; parents provide it as `checkoutLaunch`. */
export const checkoutLaunchLogic = checkoutLaunchMachine.provide({
  actors: {
    startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(({ input }) =>
      purchase(input.request, { idempotencyKey: input.idempotencyKey }),
    ),
    openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(async ({ input }) => {
      const outcome = await launchCheckout(input)
      rememberPurchase(input)
      return outcome
    }),
  },
})
