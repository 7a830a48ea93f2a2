import { useNavigate, type UseNavigateResult } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise, type ActorRefFrom, type AnyActorRef, type AnyStateMachine, type InputFrom, type MachineImplementationsFrom } from 'xstate'
import { getBillingInfo } from '../../../api/billing'
import { returnUrls } from '../../../api/purchase'
import type { BillingInfo } from '../../../api/schemas'
import { useAuthUser } from '../../../auth/auth-hooks'
import type { Buyer } from '../../../domain/purchase'
import { inspector } from '../../../inspect'
import { SignInDialogActor } from '../../auth'
import { checkoutLaunchLogic } from '../launch/checkout-launch-actors'
import { showCheckoutError } from './show-checkout-error'

export interface PurchasePage<TMachine extends AnyStateMachine> {
  /** Names the page in the log line of a failed billing read (spec §8: only logged). */
  flow: string
  /** The machine's input besides the buyer and the return addresses (the catalogue). */
  input: Omit<InputFrom<TMachine>, 'user' | 'returnUrls'>
  /** The page's own actions (a module-level function, so the logic is made once). */
  actions?: (navigate: UseNavigateResult<string>) => MachineImplementationsFrom<TMachine>['actions']
}

/**
 * Runs a purchase machine (Pro or top-up) in its page: the page owns the actor (leaving the page
 * stops it), which gets the real billing read, the shared checkout launch, the shell's sign-in
 * dialog, the 'Checkout Error' toast and the page's own actions, and follows the signed-in user
 * (another account, or none, first ends whatever the previous user started).
 */
export function usePurchaseActor<TMachine extends AnyStateMachine>(machine: TMachine, { flow, input, actions }: PurchasePage<TMachine>) {
  const buyer = useBuyer()
  const signInDialog = SignInDialogActor.useActorRef()
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      (machine as AnyStateMachine).provide({
        actors: {
          fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) => getBillingInfo(input.userId)),
          checkoutLaunch: checkoutLaunchLogic,
        },
        actions: {
          openSignIn: () => signInDialog.send({ type: 'dialog.open' }),
          showCheckoutError: (_: unknown, { message }: { message: string }) => void showCheckoutError(message),
          logBillingError: (_: unknown, { error }: { error: unknown }) =>
            console.warn(`${flow}: billing info unavailable; treating it as no active subscription.`, error),
          ...actions?.(navigate),
        },
      }),
    [machine, signInDialog, navigate, flow, actions],
  )
  const actor = useActorRef(logic, { input: { ...input, user: buyer, returnUrls: returnUrls() }, inspect: inspector })
  useFollowBuyer(actor, buyer)
  return actor as ActorRefFrom<TMachine>
}

/** The signed-in user as a buyer (null for a visitor). */
function useBuyer(): Buyer | null {
  const user = useAuthUser()
  return user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null
}

function useFollowBuyer(actor: AnyActorRef, buyer: Buyer | null) {
  const uid = buyer?.uid ?? null
  const email = buyer?.email ?? null
  const displayName = buyer?.displayName ?? null
  useEffect(() => {
    const current = (actor.getSnapshot() as { context: { user: Buyer | null } }).context.user
    if (current?.uid === uid && current?.email === email && current?.displayName === displayName) return
    if (current && current.uid !== uid) actor.send({ type: 'auth.signedOut' })
    if (uid) actor.send({ type: 'auth.signedIn', user: { uid, email, displayName } })
  }, [actor, uid, email, displayName])
}
