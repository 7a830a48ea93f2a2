import { useSyncExternalStore } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  getPurchaseLifecycle,
  subscribePurchaseLifecycle,
  type PurchaseLifecycleActor,
} from './purchase-lifecycle'

type LifecycleSnapshot = SnapshotFrom<PurchaseLifecycleActor>

/** This tab's lifecycle actor, to send events to (a new one when another tab changed the purchase). */
export function usePurchaseLifecycle(): PurchaseLifecycleActor {
  return useSyncExternalStore(
    subscribePurchaseLifecycle,
    getPurchaseLifecycle,
    getPurchaseLifecycle,
  )
}

/**
 * A selector on this tab's purchase. `serverValue`: what the prerendered page showed, used while
 * it hydrates (a stored purchase is this browser's, never in the HTML).
 */
export function usePurchaseLifecycleSelector<T>(
  selector: (s: LifecycleSnapshot) => T,
  serverValue?: T,
): T {
  const read = () => selector(getPurchaseLifecycle().getSnapshot())
  return useSyncExternalStore(
    subscribePurchaseLifecycle,
    read,
    serverValue === undefined ? read : () => serverValue,
  )
}
