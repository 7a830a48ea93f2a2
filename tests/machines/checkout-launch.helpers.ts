/**
 * The checkout launch machine's fixtures (checkout-launch.test.ts): a purchase request and
 * answer, timed fakes, and the machine started alone or invoked by a parent.
 */
import { vi } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import {
  checkoutLaunchMachine,
  type CheckoutLaunchOutput,
  type LaunchIntent as PurchaseIntent,
  type LaunchOutcome,
  type OpenCheckoutInput,
} from '../../machines/checkout-launch.machine'
import { CHECKOUT_LAUNCH } from '../../machines/purchase-invokes'
import type { PurchaseRequest, PurchaseResponse } from '../../src/api/schemas'
import { selectProcessingDialog } from '../../src/features/checkout/purchase/checkout-launch.selectors'

export const request: PurchaseRequest = {
  package: { name: 'Pro Plan', price: 20, variant_id: 1001, type: 'subscription' },
  userData: { userId: 'u1', email: 'pro@demo.superbullet.ai', name: 'Pro' },
  complete_url: 'http://localhost:5173/checkout-success',
  cancel_url: 'http://localhost:5173/checkout-cancelled',
}
export const response: PurchaseResponse = { provider: 'embedpay', ident: 'chk_abc' }

export const delayed = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
export const delayedReject = (ms: number, error: unknown) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(error), ms))

interface Fakes {
  purchase?: (intent: PurchaseIntent) => Promise<PurchaseResponse>
  open?: (input: OpenCheckoutInput) => Promise<LaunchOutcome>
}

export function start(f: Fakes = {}) {
  const purchase = vi.fn(f.purchase ?? (() => delayed(300, response)))
  const open = vi.fn(f.open ?? (async () => 'embedded' as const))
  const machine = checkoutLaunchMachine.provide({
    actors: {
      startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(({ input }) => purchase(input)),
      openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(({ input }) => open(input)),
    },
  })
  const actor = createActor(machine, { input: { request, itemId: 'Pro' } })
  actor.start()
  const view = () => selectProcessingDialog(actor.getSnapshot())
  return { actor, purchase, open, view }
}

/** A parent that invokes the launch the way the purchase machines do, and can leave mid-flow. */
const parentMachine = setup({
  types: { context: {} as { output: CheckoutLaunchOutput | null } },
  actors: { checkoutLaunch: checkoutLaunchMachine },
}).createMachine({
  context: { output: null },
  initial: 'buying',
  states: {
    buying: {
      invoke: {
        id: CHECKOUT_LAUNCH,
        src: CHECKOUT_LAUNCH,
        input: () => ({ request, itemId: 'Pro' }),
        onDone: { target: 'done', actions: ({ event }) => void event },
      },
      on: { leave: 'left' },
    },
    done: {},
    left: {},
  },
})

export function startParent(purchase: () => Promise<PurchaseResponse>) {
  const provided = parentMachine.provide({
    actors: {
      checkoutLaunch: checkoutLaunchMachine.provide({
        actors: {
          startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(purchase),
          openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(async () => 'hosted'),
        },
      }),
    },
  })
  return createActor(provided).start()
}
