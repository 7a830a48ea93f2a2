import { fromPromise, type AnyActorRef } from 'xstate'
import { PURCHASE_LIFECYCLE } from '../../../../machines/app.machine'
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
import { apiSession } from '../../../auth/api-session'
import { systemActor } from '../../../system/app-system'
import type { PurchaseLifecycleActor } from '../lifecycle/purchase-lifecycle'
import { launchCheckoutIn } from './launch-rules'

/**
 * The press reaches the purchase lifecycle before the request leaves: it stores the intent (a new
 * key, or the interrupted or resumed intent's key) and the request is sent with that key. While a
 * paid purchase is being confirmed the lifecycle refuses the press: it throws, and nothing is sent.
 */
export function startIntent(
  lifecycle: PurchaseLifecycleActor,
  { request, itemId, idempotencyKey, billingBefore }: Omit<LaunchIntent, 'onAnswer'>,
  now: Date = new Date(),
): string {
  let refused: PendingPurchase | null = null
  const listener = lifecycle.on('purchase.refused', (event) => {
    refused = event.purchase
  })
  lifecycle.send({
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
  return lifecycle.getSnapshot().context.purchase?.intentKey ?? idempotencyKey
}

/**
 * The shared checkout launch with its real actors, for a page of the app `app`; parents provide it
 * as `checkoutLaunch`. `forgetBilling`: the buyer's billing is about to change.
 */
export function checkoutLaunchLogic(app: Pick<AnyActorRef, 'system'>, forgetBilling: () => void) {
  const lifecycle = () => systemActor(app, PURCHASE_LIFECYCLE) as PurchaseLifecycleActor
  const { launch, prepare } = launchCheckoutIn(app)
  return checkoutLaunchMachine.provide({
    actors: {
      startPurchase: fromPromise<PurchaseResponse, LaunchIntent>(async ({ input }) => {
        const idempotencyKey = startIntent(lifecycle(), input)
        const answer = purchase(input.request, {
          idempotencyKey,
          onAnswer: input.onAnswer,
          session: apiSession(app),
        })
        // While the request is in flight: the buyer's billing is about to change, and the
        // checkout's own needs load.
        forgetBilling()
        prepare()
        try {
          return await answer
        } catch (error) {
          lifecycle().send({ type: 'launch.failed', definite: isDefiniteRefusal(error) })
          throw error
        }
      }),
      openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(async ({ input }) => {
        try {
          const outcome = await launch(input)
          lifecycle().send({
            type: 'launch.opened',
            mode: outcome === 'embedded' ? 'embedded' : 'hosted',
            ident: input.response.ident ?? null,
          })
          return outcome
        } catch (error) {
          // No checkout can open for this answer: the purchase ends here.
          lifecycle().send({ type: 'launch.failed', definite: true })
          throw error
        }
      }),
    },
  })
}
