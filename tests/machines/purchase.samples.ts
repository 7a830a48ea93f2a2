/** The buyer and billing samples of the purchase models: plain data (no test runner), so the
 *  storyboards can load the same models in the browser. */
import type { BillingInfo } from '../../src/api/schemas'
import type { Buyer } from '../../src/domain/purchase'

export const buyer: Buyer = { uid: 'demo-free-0001', email: 'free@demo.superbullet.ai', displayName: 'Free Demo' }
export const urls = { complete_url: 'http://localhost:4173/checkout-success', cancel_url: 'http://localhost:4173/checkout-cancelled' }

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
  billing({ plan: { name: 'Pro Plan', price_monthly: 20 }, subscriptionId: 'sub_pro_0002', subscriptionStatus: 'active' })
