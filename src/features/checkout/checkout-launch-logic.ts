import { fromPromise } from 'xstate'
import { checkoutLaunchMachine, type LaunchOutcome } from '../../../machines/checkout-launch.machine'
import { purchase, type PurchaseIntent } from '../../api/purchase'
import type { PurchaseRequest, PurchaseResponse } from '../../api/schemas'
import { launchCheckout } from './launch-checkout'

/** The shared checkout launch with its real actors; parents provide it as `checkoutLaunch`. */
export const checkoutLaunchLogic = checkoutLaunchMachine.provide({
  actors: {
    startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(({ input }) =>
      purchase(input.request, { idempotencyKey: input.idempotencyKey }),
    ),
    openCheckout: fromPromise<LaunchOutcome, { response: PurchaseResponse; request: PurchaseRequest }>(({ input }) => launchCheckout(input)),
  },
})
