import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { SubscriptionFacts } from '../../domain/subscription'
import { topUpPurchaseMachine } from '../../../machines/top-up-purchase.machine'
import { getBillingInfo } from '../../api/billing'
import { returnUrls } from '../../api/purchase'
import { useAuthUser } from '../../auth/auth-hooks'
import { TOP_UP_PACKAGES, type TopUpPackage } from '../../content/top-ups'
import { inspector } from '../../inspect'
import { SignInDialogActor } from '../auth/sign-in-dialog-context'
import { checkoutLaunchLogic, showCheckoutError } from '../checkout'

/**
 * The store's purchase actor: the top-up purchase machine with the real billing read, the
 * shared checkout launch, the shell's sign-in dialog, the router and the toaster. It follows
 * the signed-in user (signing out resets any flow). `packages` is the catalogue the machine
 * checks a Buy against (the page's grid shows the same list).
 */
export function useTopUpPurchase(packages: readonly TopUpPackage[] = TOP_UP_PACKAGES) {
  const authUser = useAuthUser()
  const user = authUser ? { uid: authUser.uid, email: authUser.email, displayName: authUser.displayName } : null
  const signInDialog = SignInDialogActor.useActorRef()
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      topUpPurchaseMachine.provide({
        actors: {
          fetchBillingInfo: fromPromise<SubscriptionFacts, { userId: string }>(({ input }) => getBillingInfo(input.userId)),
          checkoutLaunch: checkoutLaunchLogic,
        },
        actions: {
          openSignIn: () => signInDialog.send({ type: 'dialog.open' }),
          goToPricing: () => void navigate({ to: '/pricing' }),
          showCheckoutError: (_, { message }) => void showCheckoutError(message),
          logBillingError: (_, { error }) => console.warn('Top-up store: billing info unavailable; treating it as no active subscription.', error),
        },
      }),
    [signInDialog, navigate],
  )
  const actor = useActorRef(logic, {
    input: { user, packages, returnUrls: returnUrls() },
    inspect: inspector,
  })
  const uid = user?.uid ?? null
  const email = user?.email ?? null
  const displayName = user?.displayName ?? null
  useEffect(() => {
    const current = actor.getSnapshot().context.user
    if (current?.uid === uid && current?.email === email && current?.displayName === displayName) return
    // Another account (or none) ends whatever the previous user started.
    if (current && current.uid !== uid) actor.send({ type: 'auth.signedOut' })
    if (uid) actor.send({ type: 'auth.signedIn', user: { uid, email, displayName } })
  }, [actor, uid, email, displayName])
  return actor
}
