import type { SnapshotFrom } from 'xstate'
import type { purchaseLifecycleMachine } from '../../../../machines/purchase-lifecycle.machine'

type LifecycleSnapshot = SnapshotFrom<typeof purchaseLifecycleMachine>

/** Where a paid purchase's confirmation is: 'none' when nothing was paid. */
export type ConfirmationStage = 'none' | 'confirming' | 'late' | 'confirmed'

export const selectConfirmationStage = (s: LifecycleSnapshot): ConfirmationStage =>
  s.hasTag('confirmed')
    ? 'confirmed'
    : s.hasTag('late')
      ? 'late'
      : s.hasTag('paid')
        ? 'confirming'
        : 'none'

/** A paid purchase the backend does not show yet: the notice on other pages. */
export const selectIsAwaitingConfirmation = (s: LifecycleSnapshot): boolean =>
  s.hasTag('confirming') || s.hasTag('late')

/** A purchase under way, paid or not (the success page waits for its payment report). */
export const selectIsLive = (s: LifecycleSnapshot): boolean => s.hasTag('live')

/** A check started by 'Check again' (or the quiet late check) is in flight. */
export const selectIsChecking = (s: LifecycleSnapshot): boolean => s.hasTag('checking')

export const selectPurchase = (s: LifecycleSnapshot) => s.context.purchase

/** The open checkout of `itemId` for `userId` (a Resume / Start over instead of a new one), else null. */
export const selectOpenCheckout = (s: LifecycleSnapshot, itemId: string, userId: string | null) => {
  const purchase = s.context.purchase
  return s.hasTag('open') &&
    purchase !== null &&
    purchase.itemId === itemId &&
    purchase.userId === userId
    ? purchase
    : null
}
