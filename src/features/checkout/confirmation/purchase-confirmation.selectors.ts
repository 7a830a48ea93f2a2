import type { SnapshotFrom } from 'xstate'
import type { purchaseConfirmationMachine } from '../../../../machines/purchase-confirmation.machine'

type ConfirmationSnapshot = SnapshotFrom<typeof purchaseConfirmationMachine>

/** What /checkout-success shows; 'waiting' until the identity provider has answered. */
export type ConfirmationPhase = 'waiting' | 'signedOut' | 'noPurchase' | 'confirming' | 'delayed' | 'confirmed'

const TAGGED: readonly Exclude<ConfirmationPhase, 'waiting'>[] = ['confirmed', 'delayed', 'confirming', 'signedOut', 'noPurchase']

export const selectConfirmationPhase = (s: ConfirmationSnapshot): ConfirmationPhase => TAGGED.find((tag) => s.hasTag(tag)) ?? 'waiting'

/** A check started by 'Check again' (or the quiet late check) is in flight. */
export const selectIsChecking = (s: ConfirmationSnapshot): boolean => s.hasTag('checking')

export const selectPendingPurchase = (s: ConfirmationSnapshot) => s.context.purchase
