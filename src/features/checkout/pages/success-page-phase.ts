import type { ConfirmationStage } from '../lifecycle/purchase-lifecycle.selectors'

/** What /checkout-success shows. */
export type SuccessPagePhase = 'confirming' | 'delayed' | 'confirmed' | 'noPurchase' | 'signedOut'

/**
 * The success page from who is signed in and the purchase: 'Confirming...' until the identity
 * provider answers and while a live purchase is checked; no claim without one of this browser's.
 */
export function successPagePhase({
  authLoading,
  signedIn,
  stage,
  live,
}: {
  authLoading: boolean
  signedIn: boolean
  stage: ConfirmationStage
  live: boolean
}): SuccessPagePhase {
  if (stage === 'confirmed' && signedIn) return 'confirmed'
  if (authLoading) return 'confirming'
  if (!signedIn) return 'signedOut'
  if (stage === 'late') return 'delayed'
  return live ? 'confirming' : 'noPurchase'
}
