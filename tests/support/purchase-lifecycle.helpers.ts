import { DEFAULT_CONFIRMATION_TIMING } from '../../machines/confirmation-timing'
import { purchaseLifecycleMachine } from '../../machines/purchase-lifecycle.machine'
import type { PendingPurchase } from '../../src/domain/pending-purchase'
import { PURCHASE_STORAGE_KEY } from '../../src/features/checkout/lifecycle/lifecycle-storage'

export const BUYER = {
  uid: 'demo-free-0001',
  email: 'free@demo.superbullet.ai',
  displayName: 'Free Demo',
}

export const pendingPurchase = (over: Partial<PendingPurchase> = {}): PendingPurchase => ({
  itemId: 'Pro',
  name: 'Pro',
  type: 'subscription',
  amount: 20,
  reference: 'chk_resume0001',
  intentKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  startedAt: new Date().toISOString(),
  userId: BUYER.uid,
  billingBefore: { subscriptionId: null, active: false },
  ...over,
})

/** The entry a tab leaves for a purchase in `value` ('open.embedded', 'open.hosted', 'paid', 'interrupted'). */
export function storedEntry(value: string, purchase: PendingPurchase): string {
  const [top, sub] = value.split('.')
  const stateValue =
    top === 'open'
      ? { open: sub === 'hosted' ? { hosted: 'away' } : 'embedded' }
      : top === 'paid'
        ? { paid: 'identifying' }
        : top!
  const snapshot = purchaseLifecycleMachine.resolveState({
    value: stateValue,
    context: {
      purchase,
      userId: null,
      timing: DEFAULT_CONFIRMATION_TIMING,
      attempt: 0,
      waitedMs: 0,
      ended: null,
    },
  })
  return JSON.stringify(purchaseLifecycleMachine.getPersistedSnapshot(snapshot))
}

/** Stores a purchase as another tab (or the last visit) left it: the next app started finds it. */
export function storePurchase(value: string, purchase: PendingPurchase = pendingPurchase()): void {
  localStorage.setItem(PURCHASE_STORAGE_KEY, storedEntry(value, purchase))
}

export const storedRaw = () => localStorage.getItem(PURCHASE_STORAGE_KEY)
