/** The buyer and billing samples of the purchase models: plain data (no test runner), so the
 *  storyboards can load the same models in the browser. */
import type { FindOpenCheckout } from '../../purchase-setup'
import type { BillingInfo } from '../../../src/api/schemas'
import type { PendingPurchase } from '../../../src/domain/pending-purchase'
import type { Buyer } from '../../../src/domain/purchase'

export const buyer: Buyer = {
  uid: 'demo-free-0001',
  email: 'free@demo.superbullet.ai',
  displayName: 'Free Demo',
}
export const urls = {
  complete_url: 'http://localhost:4173/checkout-success',
  cancel_url: 'http://localhost:4173/checkout-cancelled',
}

export function billing(overrides: Partial<BillingInfo> = {}): BillingInfo {
  return {
    plan: null,
    subscriptionId: null,
    subscriptionStatus: null,
    isCancelled: false,
    cancellationRequested: false,
    isPaused: false,
    pausedUntil: null,
    endsAt: null,
    nextPaymentDate: null,
    monthlySpending: null,
    ...overrides,
  } as BillingInfo
}

export const activeBilling = () =>
  billing({
    plan: { name: 'Pro Plan', price_monthly: 20 },
    subscriptionId: 'sub_pro_0002',
    subscriptionStatus: 'active',
  })

/** The Idempotency-Key of the checkout another tab opened. */
export const OPEN_INTENT_KEY = '3b241101-e2bb-4255-8caf-4136c566a962'

/** The buyer's checkout of an item, opened in another tab a minute ago (a fixed date would expire a day later). */
export const openCheckout = (
  item: Pick<PendingPurchase, 'itemId' | 'name' | 'type' | 'amount'>,
): PendingPurchase => ({
  ...item,
  reference: 'chk_othertab',
  intentKey: OPEN_INTENT_KEY,
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  userId: buyer.uid,
  billingBefore: null,
})

/** The page's lookup while `purchase`'s checkout is open in this browser. */
export const whileOpen =
  (purchase: PendingPurchase): FindOpenCheckout =>
  (itemId, userId) =>
    itemId === purchase.itemId && userId === purchase.userId ? purchase : null
