import { useNavigate, type UseNavigateResult } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import {
  fromPromise,
  type ActorRefFrom,
  type AnyStateMachine,
  type InputFrom,
  type MachineImplementationsFrom,
} from 'xstate'
import { returnUrls } from '../../../api/purchase'
import type { BillingInfo } from '../../../api/schemas'
import {
  AUTH,
  PURCHASE_LIFECYCLE,
  SIGN_IN_DIALOG,
  type PageFlowId,
} from '../../../../machines/app.machine'
import { useApp } from '../../../system/app-context'
import { systemActor, type AppActor } from '../../../system/app-system'
import { usePageFlow } from '../../../system/use-page-flow'
import { checkoutLaunchLogic } from '../launch/checkout-launch.actors'
import { selectOpenCheckout } from '../lifecycle/purchase-lifecycle.selectors'
import { forgetPurchaseBilling, prefetchBuyerBilling, purchaseBilling } from './purchase-billing'
import { showCheckoutError } from './show-checkout-error'
import { watchBuyer } from './watch-buyer'

export interface PurchasePage<TMachine extends AnyStateMachine> {
  /** The flow's systemId. */
  id: PageFlowId
  /** Names the page in the log line of a failed billing read (spec §8: only logged). */
  flow: string
  /** The machine's input besides the buyer and the return addresses (the catalogue). */
  input: Omit<InputFrom<TMachine>, 'user' | 'buyerKnown' | 'returnUrls' | 'findOpenCheckout'>
  /** The page's own actions (a module-level function, so the logic is made once). */
  actions?: (navigate: UseNavigateResult<string>) => MachineImplementationsFrom<TMachine>['actions']
}

/** This browser's open checkout of the item for the buyer, as the purchase lifecycle holds it at the press. */
const openCheckoutFinder = (app: AppActor) => (itemId: string, userId: string) =>
  selectOpenCheckout(systemActor(app, PURCHASE_LIFECYCLE).getSnapshot(), itemId, userId)

/**
 * Runs a purchase machine (Pro or top-up) for its page, as a child of the app's root (leaving the
 * page stops it), which gets the real billing read, the shared checkout launch, the shell's sign-in
 * dialog, the 'Checkout Error' toast and the page's own actions, and the auth actor's answers
 * (`watchBuyer`): it starts with the buyer unknown and learns them from the auth actor. It asks
 * the purchase lifecycle whether the item's checkout is already open (Resume / Start over).
 * The signed-in buyer's billing read starts as soon as they are known and a press shortly after
 * reuses its answer (`purchaseBilling`).
 */
export function usePurchaseActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { id, flow, input, actions }: PurchasePage<TMachine>,
) {
  const app = useApp()
  useEffect(() => prefetchBuyerBilling(app), [app])
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      (machine as AnyStateMachine).provide({
        actors: {
          watchBuyer: watchBuyer(systemActor(app, AUTH)),
          fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) =>
            purchaseBilling(app).read(input.userId),
          ),
          checkoutLaunch: checkoutLaunchLogic(app, () => forgetPurchaseBilling(app)),
        },
        actions: {
          openSignIn: () => systemActor(app, SIGN_IN_DIALOG).send({ type: 'dialog.open' }),
          showCheckoutError: (_: unknown, { message }: { message: string }) =>
            void showCheckoutError(message),
          logBillingError: (_: unknown, { error }: { error: unknown }) =>
            console.warn(
              `${flow}: billing info unavailable; treating it as no active subscription.`,
              error,
            ),
          ...actions?.(navigate),
        },
      }),
    [machine, app, navigate, flow, actions],
  )
  const actor = usePageFlow({
    id,
    logic,
    input: {
      ...input,
      user: null,
      buyerKnown: false,
      returnUrls: returnUrls(),
      findOpenCheckout: openCheckoutFinder(app),
    },
  })
  return actor as unknown as ActorRefFrom<TMachine>
}
