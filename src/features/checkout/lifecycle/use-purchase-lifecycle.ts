import { useCallback, useSyncExternalStore } from 'react'
import type { SnapshotFrom } from 'xstate'
import { PURCHASE_LIFECYCLE } from '../../../../machines/app.machine'
import { useSystemActor } from '../../../system/app-context'
import type { PurchaseLifecycleActor } from './purchase-lifecycle'

type LifecycleSnapshot = SnapshotFrom<PurchaseLifecycleActor>

/** The app's purchase lifecycle, to send events to. */
export const usePurchaseLifecycle = () => useSystemActor(PURCHASE_LIFECYCLE)

/**
 * A selector on this tab's purchase. `serverValue`: what the prerendered page showed, used while
 * it hydrates (a stored purchase is this browser's, never in the HTML).
 */
export function usePurchaseLifecycleSelector<T>(
  selector: (s: LifecycleSnapshot) => T,
  serverValue?: T,
): T {
  const actor = usePurchaseLifecycle()
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => selector(actor.getSnapshot())
  return useSyncExternalStore(subscribe, read, serverValue === undefined ? read : () => serverValue)
}
