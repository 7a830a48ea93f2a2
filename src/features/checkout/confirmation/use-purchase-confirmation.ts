import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { DEFAULT_CONFIRMATION_TIMING, purchaseConfirmationMachine, type ConfirmationTiming } from '../../../../machines/purchase-confirmation.machine'
import { useAuthLoading, useAuthUser } from '../../../auth/auth-hooks'
import { clearPendingPurchase, readPendingPurchase } from '../pending-purchase-storage'
import { env } from '../../../config'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { inspector } from '../../../inspect'
import { checkActivationLogic } from './check-activation'

/** The production timing; the window comes from VITE_CONFIRMATION_WINDOW_MS (the test stack shortens it). */
export const confirmationTiming: ConfirmationTiming = { ...DEFAULT_CONFIRMATION_TIMING, windowMs: env.VITE_CONFIRMATION_WINDOW_MS }

const confirmationLogic = purchaseConfirmationMachine.provide({
  actors: { checkActivation: checkActivationLogic },
  // Confirmed: the purchase is no longer pending in this browser (nor in its other tabs).
  actions: { purchaseConfirmed: (_, purchase) => clearPendingPurchase(purchase.reference) },
})

export interface ConfirmationOptions {
  /** Default: this browser's pending purchase, read once. */
  purchase?: PendingPurchase | null
  /** Default: forget the pending purchase. */
  onConfirmed?: (purchase: PendingPurchase) => void
  timing?: ConfirmationTiming
}

/** The confirmation of this browser's pending purchase, following the signed-in user. */
export function usePurchaseConfirmation(options: ConfirmationOptions = {}) {
  const [purchase] = useState(() => (options.purchase === undefined ? readPendingPurchase() : options.purchase))
  const { onConfirmed } = options
  const actor = useActorRef(
    onConfirmed ? confirmationLogic.provide({ actions: { purchaseConfirmed: (_, p) => onConfirmed(p) } }) : confirmationLogic,
    { input: { purchase, timing: options.timing ?? confirmationTiming }, inspect: inspector },
  )
  const loading = useAuthLoading()
  const uid = useAuthUser()?.uid ?? null
  useEffect(() => {
    if (loading) return
    actor.send(uid ? { type: 'auth.signedIn', userId: uid } : { type: 'auth.signedOut' })
  }, [actor, loading, uid])
  return actor
}
