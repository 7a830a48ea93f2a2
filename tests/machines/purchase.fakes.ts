/**
 * What the Pro and top-up purchase fakes share: the buyer, billing samples, and the fake
 * services both machines are provided with (fake billing, the REAL checkout-launch child with a
 * fake purchase call and a fake launch, spies on every side effect).
 */
import { vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { LaunchIntent as PurchaseIntent } from '../../machines/checkout-launch.machine'
import type { BillingInfo, PurchaseRequest, PurchaseResponse } from '../../src/api/schemas'
import {
  checkoutLaunchMachine,
  type LaunchOutcome,
  type OpenCheckoutInput,
} from '../../machines/checkout-launch.machine'

export { deferred } from '../support/deferred'

import { billing } from '../../machines/paths/models/purchase.samples'

export { activeBilling, billing, buyer, urls } from '../../machines/paths/models/purchase.samples'

export interface PurchaseFakeOptions {
  /** Billing for the buyer; an Error rejects. Default: no subscription. */
  billing?: (userId: string) => Promise<BillingInfo>
  /** The purchase call; default: answers after `purchaseMs` with an embedded checkout. */
  purchase?: (req: PurchaseRequest) => Promise<PurchaseResponse>
  purchaseMs?: number
  /** The launch rule; default: 'embedded'. */
  open?: () => Promise<LaunchOutcome>
}

/** Spies plus the actors and actions to provide: `machine.provide({ actors, actions: { ...actions, <navigation> } })`. */
export function fakePurchaseServices(o: PurchaseFakeOptions = {}) {
  const spies = {
    fetchBillingInfo: vi.fn<(userId: string) => Promise<BillingInfo>>(
      o.billing ?? (async () => billing()),
    ),
    startPurchase: vi.fn(
      o.purchase ??
        (() =>
          new Promise<PurchaseResponse>((resolve) =>
            setTimeout(() => resolve({ provider: 'embedpay', ident: 'chk_1' }), o.purchaseMs ?? 0),
          )),
    ),
    openCheckout: vi.fn(o.open ?? (async (): Promise<LaunchOutcome> => 'embedded')),
    openSignIn: vi.fn(),
    showCheckoutError: vi.fn<(message: string) => void>(),
    logBillingError: vi.fn(),
  }
  const actors = {
    fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) =>
      spies.fetchBillingInfo(input.userId),
    ),
    checkoutLaunch: checkoutLaunchMachine.provide({
      actors: {
        startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(({ input }) =>
          spies.startPurchase(input.request),
        ),
        openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(() => spies.openCheckout()),
      },
    }),
  }
  const actions = {
    openSignIn: () => spies.openSignIn(),
    showCheckoutError: (_: unknown, params: { message: string }) =>
      spies.showCheckoutError(params.message),
    logBillingError: (_: unknown, params: { error: unknown }) =>
      spies.logBillingError(params.error),
  }
  return { spies, actors, actions }
}
