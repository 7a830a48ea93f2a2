import { useCallback, useState } from 'react'
import { useAuthService } from '../../../auth/auth-hooks'
import { selectUser } from '../../../auth/auth.selectors'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { getPurchaseLifecycle } from '../lifecycle/purchase-lifecycle'
import { selectOpenCheckout } from '../lifecycle/purchase-lifecycle.selectors'

/**
 * One intent, one checkout across tabs: pressing buy while this browser's purchase lifecycle has
 * an open checkout for the same item (in this tab, another tab, or before a reload) asks to
 * resume it or start over instead of opening another. `buy(itemId, start)` calls `start()` for a
 * new intent, or `start(key)` with the open intent's key to resume it (the backend answers that
 * key with the same checkout).
 */
export function usePendingCheckout() {
  const auth = useAuthService()
  const [asking, setAsking] = useState<{ purchase: PendingPurchase; start: (idempotencyKey?: string) => void } | null>(null)

  const buy = useCallback(
    (itemId: string, start: (idempotencyKey?: string) => void) => {
      const userId = selectUser(auth.actor.getSnapshot())?.uid ?? null
      const open = selectOpenCheckout(getPurchaseLifecycle().getSnapshot(), itemId, userId)
      if (open) setAsking({ purchase: open, start })
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
    asking.start()
  }, [asking])
  const dismiss = useCallback(() => setAsking(null), [])
  return { buy, pending: asking?.purchase ?? null, resume, startOver, dismiss }
}
