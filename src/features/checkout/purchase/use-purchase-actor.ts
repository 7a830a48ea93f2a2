import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { fromPromise, type ActorRef, type Snapshot } from 'xstate'
import { getBillingInfo } from '../../../api/billing'
import type { BillingInfo } from '../../../api/schemas'
import { useAuthUser } from '../../../auth/auth-hooks'
import type { Buyer } from '../../../domain/purchase'
import { SignInDialogActor } from '../../auth/sign-in-dialog-context'
import { checkoutLaunchLogic } from '../launch/checkout-launch-actors'
import { showCheckoutError } from './show-checkout-error'

/**
 * What both purchase machines (Pro and top-up) are provided with: the real billing read, the
 * shared checkout launch, the shell's sign-in dialog and the 'Checkout Error' toast. `flow`
 * names the page in the log line of a failed billing read (spec §8: only logged).
 */
export function usePurchaseServices(flow: string) {
  const signInDialog = SignInDialogActor.useActorRef()
  const navigate = useNavigate()
  return useMemo(
    () => ({
      navigate,
      actors: {
        fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) => getBillingInfo(input.userId)),
        checkoutLaunch: checkoutLaunchLogic,
      },
      actions: {
        openSignIn: () => signInDialog.send({ type: 'dialog.open' }),
        showCheckoutError: (_: unknown, { message }: { message: string }) => void showCheckoutError(message),
        logBillingError: (_: unknown, { error }: { error: unknown }) =>
          console.warn(`${flow}: billing info unavailable; treating it as no active subscription.`, error),
      },
    }),
    [signInDialog, navigate, flow],
  )
}

/** The signed-in user as a buyer (null for a visitor). */
export function useBuyer(): Buyer | null {
  const user = useAuthUser()
  return user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null
}

type BuyerEvent = { type: 'auth.signedIn'; user: Buyer } | { type: 'auth.signedOut' }

/** Keeps a purchase actor on the signed-in user: another account (or none) first ends
 *  whatever the previous user started. */
export function useFollowBuyer(actor: ActorRef<Snapshot<unknown> & { context: { user: Buyer | null } }, BuyerEvent>, buyer: Buyer | null) {
  const uid = buyer?.uid ?? null
  const email = buyer?.email ?? null
  const displayName = buyer?.displayName ?? null
  useEffect(() => {
    const current = actor.getSnapshot().context.user
    if (current?.uid === uid && current?.email === email && current?.displayName === displayName) return
    if (current && current.uid !== uid) actor.send({ type: 'auth.signedOut' })
    if (uid) actor.send({ type: 'auth.signedIn', user: { uid, email, displayName } })
  }, [actor, uid, email, displayName])
}
