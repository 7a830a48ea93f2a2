import type { BillingBefore, PendingPurchase, PurchaseItem } from '../src/domain/pending-purchase'
import type { AuthChangedEvent } from './auth.machine'

/**
 * What the purchase lifecycle is told by the app (the buy press, the launch, the checkout, the
 * identity provider, the tab), what it tells back, and what its backend check is asked.
 */

/** Why a purchase ended without being confirmed. */
export type PurchaseEnd = 'closed' | 'cancelled' | 'refused' | 'dismissed' | 'signedOut' | 'expired'

/** A live state of the lifecycle, as the stored entry names it. */
export type StoredState = 'launching' | 'interrupted' | 'open.embedded' | 'open.hosted' | 'paid'

export type PurchaseLifecycleEvent =
  /** Who is signed in, from the auth actor through the system. */
  | AuthChangedEvent
  /** The buy press: `key` is a fresh Idempotency-Key, used unless the press continues this purchase's intent. */
  | {
      type: 'purchase.start'
      item: PurchaseItem
      userId: string
      key: string
      now: string
      billingBefore: BillingBefore | null
    }
  | { type: 'launch.opened'; mode: 'embedded' | 'hosted'; ident: string | null }
  /** `definite`: the backend answered no (4xx, or the launch rules refused); else the answer was lost (dropped, timeout, 5xx). */
  | { type: 'launch.failed'; definite: boolean }
  | { type: 'checkout.closed' }
  | { type: 'checkout.cancelled' }
  | { type: 'checkout.paid' }
  | { type: 'window.focused' }
  | { type: 'purchase.forget' }
  /** The actor was restored from storage (a reload, another tab): timers and requests start again. */
  | { type: 'purchase.resumed'; now: string }
  | { type: 'confirmation.retry' }
  /** The stored entry (this tab's at load, or another tab's change): continue that purchase;
   *  `resumed`: its timers and requests start again (a load, or a paid purchase elsewhere). */
  | {
      type: 'purchase.restored'
      state: StoredState
      purchase: PendingPurchase
      resumed: boolean
      now: string
    }
  /** Another tab removed the entry: its purchase ended there. */
  | { type: 'purchase.ended'; now: string }

/** Told to the sender of a refused `purchase.start`: the paid purchase that is still being confirmed. */
export interface PurchaseRefusedEvent {
  type: 'purchase.refused'
  purchase: PendingPurchase
}

export interface ActivationCheckInput {
  purchase: PendingPurchase
  userId: string
}
