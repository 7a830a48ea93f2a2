import { useNavigate, type UseNavigateResult } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useCallback, useEffect, useMemo } from 'react'
import { fromPromise, waitFor, type ActorRefFrom, type AnyActorRef, type AnyStateMachine, type InputFrom, type MachineImplementationsFrom } from 'xstate'
import { getBillingInfo } from '../../../api/billing'
import { returnUrls } from '../../../api/purchase'
import type { BillingInfo } from '../../../api/schemas'
import { useAuthService, useAuthUser } from '../../../auth/auth-hooks'
import { selectIsLoading, selectUser } from '../../../auth/auth.selectors'
import type { AuthUser } from '../../../../machines/auth.machine'
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

/**
 * A buy press, run once the identity provider has answered: at once when the user is known; on a
 * prerendered page pressed before Firebase reported, after its answer, with the purchase actor
 * told the buyer first, so that a signed-in user's press is not taken for a visitor's.
 */
export function useWhenBuyerKnown(actor: AnyActorRef) {
  const auth = useAuthService()
  return useCallback(
    (press: () => void) => {
      if (!selectIsLoading(auth.actor.getSnapshot())) return press()
      void waitFor(auth.actor, (s) => !selectIsLoading(s), { timeout: Infinity }).then((s) => {
        followBuyer(actor, toBuyer(selectUser(s)))
        press()
      })
    },
    [auth, actor],
  )
}

const toBuyer = (user: AuthUser | null): Buyer | null => (user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null)

/** The signed-in user as a buyer (null for a visitor). */
function useBuyer(): Buyer | null {
  return toBuyer(useAuthUser())
}

/** Puts the purchase actor on `buyer`: another account (or none) first ends what the previous one started. */
function followBuyer(actor: AnyActorRef, buyer: Buyer | null) {
  const current = (actor.getSnapshot() as { context: { user: Buyer | null } }).context.user
  if (current?.uid === buyer?.uid && current?.email === buyer?.email && current?.displayName === buyer?.displayName) return
  if (current && current.uid !== buyer?.uid) actor.send({ type: 'auth.signedOut' })
  if (buyer) actor.send({ type: 'auth.signedIn', user: buyer })
}

function useFollowBuyer(actor: AnyActorRef, buyer: Buyer | null) {
  const uid = buyer?.uid ?? null
  const email = buyer?.email ?? null
  const displayName = buyer?.displayName ?? null
  useEffect(() => followBuyer(actor, uid ? { uid, email, displayName } : null), [actor, uid, email, displayName])
}
