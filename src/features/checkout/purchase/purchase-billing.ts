import type { AnyActorRef } from 'xstate'
import { AUTH, PURCHASE_LIFECYCLE } from '../../../../machines/app.machine'
import { getBillingInfo } from '../../../api/billing'
import { apiSession } from '../../../auth/api-session'
import type { AuthSnapshot } from '../../../auth/auth-service'
import { selectIsLoading, selectUser } from '../../../auth/auth.selectors'
import { systemActor } from '../../../system/app-system'
import { createBillingCache, type BillingCache } from './billing-cache'

type App = Pick<AnyActorRef, 'system'>

/** Each app's billing answers, kept with its actor system: a story's or a test's root never
 *  reads another's, and the answers go when the system does. */
const caches = new WeakMap<App['system'], BillingCache>()

/** The purchase the app's lifecycle holds while it is live (its intent key), else null. */
function livePurchase(app: App): string | null {
  const snapshot = systemActor(app, PURCHASE_LIFECYCLE).getSnapshot()
  return snapshot.hasTag('live') ? (snapshot.context.purchase?.intentKey ?? null) : null
}

/**
 * The purchase pages' billing answers for the users of the app's auth actor: made on first use,
 * emptied whenever nobody is signed in, and whenever a purchase starts or ends (confirmed here or
 * in another tab: an answer from before would offer Pro to a buyer who now has it). The dashboard
 * reads billing on its own, never from here (its answer must follow a cancel or a reactivation at once).
 */
export function purchaseBilling(app: App): BillingCache {
  const known = caches.get(app.system)
  if (known) return known
  const session = apiSession(app)
  const cache = createBillingCache((uid) => getBillingInfo(uid, { session }))
  // Held for the system's life, like the auth and lifecycle actors they follow.
  systemActor(app, AUTH).subscribe((s) => {
    if (!selectIsLoading(s) && !selectUser(s)) cache.clear()
  })
  let purchase = livePurchase(app)
  systemActor(app, PURCHASE_LIFECYCLE).subscribe(() => {
    if (livePurchase(app) === purchase) return
    purchase = livePurchase(app)
    cache.clear()
  })
  caches.set(app.system, cache)
  return cache
}

/** A purchase started: the buyer's billing is about to change, so the next press reads it again. */
export const forgetPurchaseBilling = (app: App) => caches.get(app.system)?.clear()

/** Starts the signed-in buyer's billing read as soon as the auth actor knows them, and again for each new user; returns the unsubscribe. */
export function prefetchBuyerBilling(app: App): () => void {
  const auth = systemActor(app, AUTH)
  const billing = purchaseBilling(app)
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
