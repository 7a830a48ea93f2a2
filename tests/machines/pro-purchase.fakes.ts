import { expect, vi } from 'vitest'
import { createActor, type AnyActorRef } from 'xstate'
import { proPurchaseMachine, type ProPurchaseInput } from '../../machines/pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../src/content/plans'
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

/** The checkout-launch child while a purchase runs; the Processing Payment dialog is its tag. */
export const child = (actor: ReturnType<typeof startFakeProPurchase>['actor']) =>
  actor.getSnapshot().children.checkoutLaunch as AnyActorRef | undefined
export const processingDialogShown = (actor: ReturnType<typeof startFakeProPurchase>['actor']) =>
  child(actor)?.getSnapshot().hasTag('processingDialog') ?? false

/** Get Pro, tick the acknowledgement and Proceed: the purchase starts. */
export async function proceedToPurchase(actor: ReturnType<typeof startFakeProPurchase>['actor']) {
  actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().value).toBe('acknowledging')
  actor.send({ type: 'ack.toggle', checked: true })
  actor.send({ type: 'ack.proceed' })
}
