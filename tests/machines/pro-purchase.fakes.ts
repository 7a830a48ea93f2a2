import { vi } from 'vitest'
import { createActor } from 'xstate'
import { proPurchaseMachine, type ProPurchaseInput } from '../../machines/pro-purchase.machine'
import { plans } from '../../src/content/plans'
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

export interface FakeOptions extends PurchaseFakeOptions {
  input?: Partial<ProPurchaseInput>
}

/** The production machine with fake actors: fake billing, and the real checkout-launch child
 *  with a fake purchase call and a fake launch. Spies record every side effect. */
export function startFakeProPurchase(o: FakeOptions = {}) {
  const services = fakePurchaseServices(o)
  const spies = { ...services.spies, goToDownloads: vi.fn() }
  const logic = proPurchaseMachine.provide({
    actors: services.actors,
    actions: { ...services.actions, goToDownloads: () => spies.goToDownloads() },
  })
  const actor = createActor(logic, {
    input: { user: buyer, catalogue: plans, returnUrls: urls, ...o.input },
  })
  actor.start()
  return { actor, spies }
}
