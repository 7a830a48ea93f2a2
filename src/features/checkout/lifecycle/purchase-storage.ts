import { fromCallback, type EventObject } from 'xstate'
import type {
  PurchaseLifecycleEvent,
  StoredState,
} from '../../../../machines/purchase-lifecycle.events'
import type { PurchaseStorageInput } from '../../../../machines/purchase-lifecycle.setup'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import {
  onStoredPurchaseChange,
  parseStoredPurchase,
  readStoredPurchase,
  removeStoredPurchase,
  writeStoredPurchase,
  type StoredSnapshot,
} from './lifecycle-storage'

/** The stored state's name: the top state, and for an open checkout its kind. */
function storedState(value: unknown): StoredState {
  if (typeof value === 'string') return value as StoredState
  const [top, below] = Object.entries(value as Record<string, unknown>)[0]!
  if (top !== 'open') return top as StoredState
  const kind = typeof below === 'string' ? below : Object.keys(below as object)[0]
  return `open.${kind}` as StoredState
}

/** What another tab needs to follow: the state and the purchase (a same shape is not written again). */
const shapeOf = (value: unknown, purchase: PendingPurchase | null) =>
  JSON.stringify([storedState(value), purchase])

interface LifecycleLike {
  subscribe: (observer: (s: LifecycleSnapshotLike) => void) => { unsubscribe: () => void }
  getPersistedSnapshot: () => unknown
  getSnapshot: () => LifecycleSnapshotLike
}
interface LifecycleSnapshotLike {
  value: unknown
  context: { purchase: PendingPurchase | null }
  hasTag: (tag: string) => boolean
}

/**
 * The lifecycle's storage actor: at start it restores the stored purchase (its timers and
 * requests start again); then it writes each live change of the purchase to the entry, removes
 * the entry when the purchase ends, and reports another tab's changes (a paid purchase there
 * starts its checks here too). The last shape written or read is not written again, so two tabs
 * do not echo each other.
 */
export const purchaseStorage = fromCallback<EventObject, PurchaseStorageInput>(
  ({ input, sendBack }) => {
    const lifecycle = input.lifecycle as unknown as LifecycleLike
    const tell = (event: PurchaseLifecycleEvent) => sendBack(event)
    let lastShape: string | null = null
    const restore = (stored: StoredSnapshot, resumed: boolean) => {
      lastShape = shapeOf(stored.value, stored.context.purchase)
      tell({
        type: 'purchase.restored',
        state: storedState(stored.value),
        purchase: stored.context.purchase,
        resumed,
        now: new Date().toISOString(),
      })
    }
    const stored = readStoredPurchase()
    if (stored) restore(stored, true)
    // The lifecycle's first snapshot comes before it takes the restore: it is not a change, and
    // removing the entry for it would end the purchase in the tab that wrote it.
    let beforeRestore = stored !== null
    const subscription = lifecycle.subscribe((snapshot) => {
      if (beforeRestore) {
        beforeRestore = false
        return
      }
      if (!snapshot.hasTag('live')) {
        lastShape = null
        return removeStoredPurchase()
      }
      const shape = shapeOf(snapshot.value, snapshot.context.purchase)
      if (shape === lastShape) return
      lastShape = shape
      writeStoredPurchase(lifecycle.getPersistedSnapshot() as never)
    })
    const stopListening = onStoredPurchaseChange((raw) => {
      const changed = parseStoredPurchase(raw)
      if (changed) return restore(changed, storedState(changed.value) === 'paid')
      // Ended there: a paid purchase here is checked once more, and not written back.
      const here = lifecycle.getSnapshot()
      lastShape = here.hasTag('live') ? shapeOf(here.value, here.context.purchase) : null
      tell({ type: 'purchase.ended', now: new Date().toISOString() })
    })
    return () => {
      subscription.unsubscribe()
      stopListening()
    }
  },
)
