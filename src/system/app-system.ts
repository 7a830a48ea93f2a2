import { createActor, type ActorRefFrom, type AnyActorRef, type Snapshot } from 'xstate'
import {
  AUTH,
  BILLING,
  CHECKOUT_HOST,
  EMBEDDED_CHECKOUT,
  PRO_PURCHASE,
  PURCHASE_LIFECYCLE,
  SIGN_IN_DIALOG,
  TOP_UP_PURCHASE,
  type AppInput,
  type appMachine,
} from '../../machines/app.machine'
import type { authMachine } from '../../machines/auth.machine'
import type { billingMachine } from '../../machines/billing.machine'
import type { checkoutHostMachine } from '../../machines/checkout-host.machine'
import type { embeddedCheckoutMachine } from '../../machines/embedded-checkout.machine'
import type { proPurchaseMachine } from '../../machines/pro-purchase.machine'
import type { purchaseLifecycleMachine } from '../../machines/purchase-lifecycle.machine'
import type { signInDialogMachine } from '../../machines/sign-in-dialog.machine'
import type { topUpPurchaseMachine } from '../../machines/top-up-purchase.machine'
import { inspector } from '../inspect'

export type AppLogic = typeof appMachine
export type AppActor = ActorRefFrom<AppLogic>

/** The root's children, by systemId: held for the session, then the page flows (while their page is shown). */
export interface SystemActors {
  [AUTH]: ActorRefFrom<typeof authMachine>
  [SIGN_IN_DIALOG]: ActorRefFrom<typeof signInDialogMachine>
  [PURCHASE_LIFECYCLE]: ActorRefFrom<typeof purchaseLifecycleMachine>
  [EMBEDDED_CHECKOUT]: ActorRefFrom<typeof embeddedCheckoutMachine>
  [CHECKOUT_HOST]: ActorRefFrom<typeof checkoutHostMachine>
  [PRO_PURCHASE]: ActorRefFrom<typeof proPurchaseMachine>
  [TOP_UP_PURCHASE]: ActorRefFrom<typeof topUpPurchaseMachine>
  [BILLING]: ActorRefFrom<typeof billingMachine>
}
export type SystemId = keyof SystemActors

/** The child registered as `id` in the system of `actor` (the root or any actor in its system). */
export function systemActor<K extends SystemId>(
  actor: Pick<AnyActorRef, 'system'>,
  id: K,
): SystemActors[K] {
  const child = actor.system.get(id) as SystemActors[K] | undefined
  if (!child) throw new Error(`The app's system has no '${id}' actor.`)
  return child
}

export interface StartOptions {
  input?: AppInput
  /** Children that start from these snapshots instead of their initial state (a story's frame). */
  children?: Partial<Record<SystemId, Snapshot<unknown>>>
}

/** The root's persisted snapshot with some children's snapshots swapped in. */
function withChildren(
  logic: AppLogic,
  input: AppInput,
  children: Partial<Record<SystemId, Snapshot<unknown>>>,
) {
  const persisted = createActor(logic, { input }).getPersistedSnapshot() as unknown as {
    children: Record<string, { snapshot: unknown }>
  }
  const swapped = { ...persisted.children }
  for (const [id, snapshot] of Object.entries(children)) {
    const child = swapped[id]
    if (!child) throw new Error(`The app has no '${id}' child to start in a given state.`)
    swapped[id] = { ...child, snapshot }
  }
  return { ...persisted, children: swapped } as unknown as Snapshot<unknown>
}

/**
 * Starts the app's actor system: the root, created here only (src/main.tsx once, a view test or a
 * story once each), with the inspector attached, so the inspector shows one tree.
 */
export function startApp(logic: AppLogic, { input = {}, children }: StartOptions = {}): AppActor {
  return createActor(logic, {
    input,
    inspect: inspector,
    ...(children ? { snapshot: withChildren(logic, input, children) } : {}),
  }).start()
}
