import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { proPurchaseMachine, type Buyer } from '../../../machines/pro-purchase.machine'
import { getBillingInfo, type BillingInfo } from '../../api/billing'
import { returnUrls } from '../../api/purchase'
import { useAuthUser } from '../../auth/auth-hooks'
import { plans } from '../../content/plans'
import { inspector } from '../../inspect'
import { SignInDialogActor } from '../auth/sign-in-dialog-context'
import { checkoutLaunchLogic, showCheckoutError } from '../checkout'

const buyerOf = (user: Buyer | null): Buyer | null =>
  user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null

/**
 * The pricing page's purchase actor: the Pro purchase machine with the real billing read, the
 * shared checkout launch, the shell's sign-in dialog, the router and the toaster. The page owns
 * it (leaving the page stops it) and it follows the signed-in user (signing out resets it).
 */
export function useProPurchase() {
  const user = buyerOf(useAuthUser())
  const signInDialog = SignInDialogActor.useActorRef()
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      proPurchaseMachine.provide({
        actors: {
          fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(({ input }) => getBillingInfo(input.userId)),
          checkoutLaunch: checkoutLaunchLogic,
        },
        actions: {
          openSignIn: () => signInDialog.send({ type: 'dialog.open' }),
          goToDownloads: () => void navigate({ to: '/downloads' }),
          showCheckoutError: (_, { message }) => void showCheckoutError(message),
          logBillingError: (_, { error }) =>
            console.warn('Pricing: billing info unavailable; treating it as no active subscription.', error),
        },
      }),
    [signInDialog, navigate],
  )
  const actor = useActorRef(logic, {
    input: { user, catalogue: plans, returnUrls: returnUrls() },
    inspect: inspector,
  })
  const uid = user?.uid ?? null
  const email = user?.email ?? null
  const displayName = user?.displayName ?? null
  useEffect(() => {
    const current = actor.getSnapshot().context.user
    if (current?.uid === uid && current?.email === email && current?.displayName === displayName) return
    // A different account is a sign-out first: whatever the previous user started ends.
    if (current && current.uid !== uid) actor.send({ type: 'auth.signedOut' })
    if (uid) actor.send({ type: 'auth.signedIn', user: { uid, email, displayName } })
  }, [actor, uid, email, displayName])
  return actor
}
