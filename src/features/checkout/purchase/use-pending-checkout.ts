import { useCallback, useState } from 'react'
import { useAuthService } from '../../../auth/auth-hooks'
import { selectUser } from '../../../auth/auth.selectors'
import { clearPendingPurchase, readPendingPurchase } from '../pending-purchase-storage'
import type { PendingPurchase } from '../../../domain/pending-purchase'

/**
 * One intent, one checkout across tabs (issue 17): pressing buy while this browser has a pending
 * checkout for the same item (opened in this tab, in another tab, or before a reload) asks to
 * resume it or start over instead of opening another. The entry is read at the press, so a
 * checkout another tab opened a moment ago counts. `buy(itemId, start)` calls `start()` for a new
 * intent, or `start(key)` with the pending intent's key to resume it (the backend answers that
 * key with the same checkout).
 */
export function usePendingCheckout() {
  const auth = useAuthService()
  const [asking, setAsking] = useState<{ purchase: PendingPurchase; start: (idempotencyKey?: string) => void } | null>(null)

  const buy = useCallback(
    (itemId: string, start: (idempotencyKey?: string) => void) => {
      // The user at the press (a press can wait for Firebase's first answer: useWhenBuyerKnown).
      const userId = selectUser(auth.actor.getSnapshot())?.uid ?? null
      const pending = readPendingPurchase()
      if (pending && pending.itemId === itemId && pending.userId === userId) setAsking({ purchase: pending, start })
      else start()
    },
    [auth],
  )
  const resume = useCallback(() => {
    if (!asking) return
    setAsking(null)
    asking.start(asking.purchase.intentKey)
  }, [asking])
  const startOver = useCallback(() => {
    if (!asking) return
    setAsking(null)
    clearPendingPurchase(asking.purchase.reference)
    asking.start()
  }, [asking])
  const dismiss = useCallback(() => setAsking(null), [])
  return { buy, pending: asking?.purchase ?? null, resume, startOver, dismiss }
}
