import { vi } from 'vitest'
import { createActor, fromPromise, type AnyActorRef } from 'xstate'
import type { BillingInfo, PurchaseRequest, PurchaseResponse } from '../../src/api/schemas'
import { checkoutLaunchMachine, type LaunchOutcome } from '../../machines/checkout-launch.machine'
import { topUpPurchaseMachine, type TopUpPurchaseInput } from '../../machines/top-up-purchase.machine'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { activeBilling, billing, buyer, deferred, urls } from './pro-purchase.fakes'

export { activeBilling, billing, buyer, deferred, urls }

export interface TopUpFakeOptions {
  /** Billing for the buyer; default: no subscription. */
  billing?: (userId: string) => Promise<BillingInfo>
  /** The purchase call; default: answers after `purchaseMs` with an embedded checkout. */
  purchase?: (req: PurchaseRequest) => Promise<PurchaseResponse>
  purchaseMs?: number
  /** The launch rule; default: 'embedded'. */
  open?: () => Promise<LaunchOutcome>
  input?: Partial<TopUpPurchaseInput>
}

/** The production machine with fake billing and the REAL checkout-launch child (fake purchase
 *  call, fake launch), so the 200 ms / 500 ms timing is the shared machine's. Spies record every
 *  side effect. Use with fake timers. */
export function startFakeTopUpPurchase(o: TopUpFakeOptions = {}) {
  const spies = {
    fetchBillingInfo: vi.fn<(userId: string) => Promise<BillingInfo>>(o.billing ?? (async () => billing())),
    startPurchase: vi.fn(
      o.purchase ??
        (() => new Promise<PurchaseResponse>((resolve) => setTimeout(() => resolve({ provider: 'embedpay', ident: 'chk_1' }), o.purchaseMs ?? 0))),
    ),
    openCheckout: vi.fn(o.open ?? (async (): Promise<LaunchOutcome> => 'embedded')),
    openSignIn: vi.fn(),
    goToPricing: vi.fn(),
    showCheckoutError: vi.fn<(message: string) => void>(),
    logBillingError: vi.fn(),
  }
  const logic = topUpPurchaseMachine.provide({
    actors: {
      fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) => spies.fetchBillingInfo(input.userId)),
      checkoutLaunch: checkoutLaunchMachine.provide({
        actors: {
          startPurchase: fromPromise<PurchaseResponse, PurchaseRequest>(({ input }) => spies.startPurchase(input)),
          openCheckout: fromPromise<LaunchOutcome, { response: PurchaseResponse; request: PurchaseRequest }>(() => spies.openCheckout()),
        },
      }),
    },
    actions: {
      openSignIn: () => spies.openSignIn(),
      goToPricing: () => spies.goToPricing(),
      showCheckoutError: (_, params) => spies.showCheckoutError(params.message),
      logBillingError: (_, params) => spies.logBillingError(params.error),
    },
  })
  const actor = createActor(logic, { input: { user: buyer, packages: TOP_UP_PACKAGES, returnUrls: urls, ...o.input } })
  actor.start()
  return { actor, spies }
}

export type FakeTopUpActor = ReturnType<typeof startFakeTopUpPurchase>['actor']

export const checkoutChild = (actor: FakeTopUpActor) => actor.getSnapshot().children.checkout as AnyActorRef | undefined
