import { vi } from 'vitest'
import { createActor, type AnyActorRef } from 'xstate'
import {
  topUpPurchaseMachine,
  type TopUpPurchaseInput,
} from '../../machines/top-up-purchase.machine'
import { findTopUpPackage, TOP_UP_PACKAGES } from '../../src/content/top-ups'
import {
  selectCheckoutChild,
  selectProcessingDialog,
} from '../../src/features/checkout/purchase/checkout-launch.selectors'
import {
  activeBilling,
  billing,
  buyer,
  deferred,
  fakePurchaseServices,
  urls,
  type PurchaseFakeOptions,
} from './purchase.fakes'

export { activeBilling, billing, buyer, deferred, urls }

export interface TopUpFakeOptions extends PurchaseFakeOptions {
  input?: Partial<TopUpPurchaseInput>
}

/** The production machine with fake billing and the REAL checkout-launch child (fake purchase
 *  call, fake launch), so the 200 ms / 500 ms timing is the shared machine's. Spies record every
 *  side effect. Use with fake timers. */
export function startFakeTopUpPurchase(o: TopUpFakeOptions = {}) {
  const services = fakePurchaseServices(o)
  const spies = { ...services.spies, goToPricing: vi.fn(), notifyBillingFailed: vi.fn() }
  const logic = topUpPurchaseMachine.provide({
    actors: services.actors,
    actions: {
      ...services.actions,
      goToPricing: () => spies.goToPricing(),
      notifyBillingFailed: () => spies.notifyBillingFailed(),
    },
  })
  const actor = createActor(logic, {
    input: { user: buyer, packages: TOP_UP_PACKAGES, returnUrls: urls, ...o.input },
  })
  actor.start()
  return { actor, spies }
}

export type FakeTopUpActor = ReturnType<typeof startFakeTopUpPurchase>['actor']

export const checkoutChild = (actor: FakeTopUpActor) =>
  actor.getSnapshot().children.checkoutLaunch as AnyActorRef | undefined

export const pkg40 = findTopUpPackage('topup_40')!
export const pkg600 = findTopUpPackage('topup_600')!
export const state = (actor: FakeTopUpActor) => actor.getSnapshot().value
export const dialogShown = (actor: FakeTopUpActor) =>
  selectProcessingDialog(selectCheckoutChild(actor.getSnapshot())?.getSnapshot())

/** A buyer with an active subscription presses Buy on `packageId`; the billing read settles. */
export async function buyAsSubscriber(actor: FakeTopUpActor, packageId = pkg40.id) {
  actor.send({ type: 'package.select', packageId })
  await vi.advanceTimersByTimeAsync(0)
}
