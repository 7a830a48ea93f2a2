import { getBillingInfo } from '../../../api/billing'
import type { AuthActor, AuthSnapshot } from '../../../auth/auth-service'
import { selectIsLoading, selectUser } from '../../../auth/auth.selectors'
import { getPurchaseLifecycle, subscribePurchaseLifecycle } from '../lifecycle/purchase-lifecycle'
import { createBillingCache, type BillingCache } from './billing-cache'

let current: { auth: AuthActor; cache: BillingCache; stop: () => void } | null = null

/** The purchase this tab's lifecycle holds while it is live (its intent key), else null. */
function livePurchase(): string | null {
  const snapshot = getPurchaseLifecycle().getSnapshot()
  return snapshot.hasTag('live') ? (snapshot.context.purchase?.intentKey ?? null) : null
}

/**
 * The purchase pages' billing answers for the users of the app's auth actor: made on first use,
 * emptied whenever nobody is signed in, and whenever a purchase starts or ends (confirmed here or
 * in another tab: an answer from before would offer Pro to a buyer who now has it). The dashboard
 * reads billing on its own, never from here (its answer must follow a cancel or a reactivation at once).
 */
export function purchaseBilling(auth: AuthActor): BillingCache {
  if (current?.auth !== auth) {
    current?.stop()
    const cache = createBillingCache((uid) => getBillingInfo(uid))
    const subscription = auth.subscribe((s) => {
      if (!selectIsLoading(s) && !selectUser(s)) cache.clear()
    })
    let purchase = livePurchase()
    const stopFollowingPurchase = subscribePurchaseLifecycle(() => {
      if (livePurchase() === purchase) return
      purchase = livePurchase()
      cache.clear()
    })
    current = {
      auth,
      cache,
      stop: () => {
        subscription.unsubscribe()
        stopFollowingPurchase()
      },
    }
  }
  return current.cache
}

/** A purchase started: the buyer's billing is about to change, so the next press reads it again. */
export const forgetPurchaseBilling = () => current?.cache.clear()

/** Starts the signed-in buyer's billing read as soon as the auth actor knows them, and again for each new user; returns the unsubscribe. */
export function prefetchBuyerBilling(auth: AuthActor): () => void {
  const billing = purchaseBilling(auth)
  let last: string | null = null
  const report = (s: AuthSnapshot) => {
    const uid = selectUser(s)?.uid ?? null
    if (uid === last) return
    last = uid
    if (uid) billing.prefetch(uid)
  }
  report(auth.getSnapshot())
  const subscription = auth.subscribe(report)
  return () => subscription.unsubscribe()
}
