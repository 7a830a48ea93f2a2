import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import {
  DEFAULT_CONFIRMATION_TIMING,
  type ConfirmationTiming,
} from '../../../../machines/confirmation-timing'
import type {
  ActivationCheckInput,
  PurchaseLifecycleEvent,
} from '../../../../machines/purchase-lifecycle.events'
import { purchaseLifecycleMachine } from '../../../../machines/purchase-lifecycle.machine'
import { env } from '../../../config'
import type { PendingPurchase } from '../../../domain/pending-purchase'
import { inspector } from '../../../inspect'
import { once } from '../../../lib/once'
import {
  onStoredPurchaseChange,
  parseStoredPurchase,
  readStoredPurchase,
  removeStoredPurchase,
  writeStoredPurchase,
  type StoredSnapshot,
} from './lifecycle-storage'

/**
 * The app-global purchase lifecycle: one actor per tab, stored while the purchase is live and
 * restored from the entry on load and whenever another tab changes it (then a new actor replaces
 * the old one: readers follow it with `subscribePurchaseLifecycle`).
 */

/** The production timing; the window comes from VITE_CONFIRMATION_WINDOW_MS (the test stack shortens it). */
export const confirmationTiming: ConfirmationTiming = {
  ...DEFAULT_CONFIRMATION_TIMING,
  windowMs: env.VITE_CONFIRMATION_WINDOW_MS,
}

const SUCCESS_PAGE = '/checkout-success'

// The API calls and the toast load only when a purchase needs them, not in every page's first load.
export const lifecycleLogic = purchaseLifecycleMachine.provide({
  actors: {
    checkActivation: fromPromise<boolean, ActivationCheckInput>(async ({ input }) =>
      (await import('./purchase-lifecycle.actors')).checkActivation(input),
    ),
  },
  actions: {
    // The success page shows its own result; anywhere else a toast, and the buyer stays put.
    purchaseConfirmed: (_, purchase: PendingPurchase) => {
      if (globalThis.location?.pathname === SUCCESS_PAGE) return
      void import('./show-purchase-confirmed').then((m) => m.showPurchaseConfirmed(purchase))
    },
  },
})

export type PurchaseLifecycleActor = ActorRefFrom<typeof lifecycleLogic>
type LifecycleSnapshot = SnapshotFrom<typeof lifecycleLogic>

/** What another tab needs to follow: the state (to the open checkout's kind, or paid) and the purchase. */
function storedShape(value: unknown, purchase: unknown): string {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0]
  const open = top === 'open' ? `.${Object.keys((value as { open: object }).open)[0] ?? ''}` : ''
  return JSON.stringify([`${top}${open}`, purchase])
}

/** Told when a new actor replaces the current one. */
const replaced = new Set<() => void>()
let current: PurchaseLifecycleActor | null = null
/** This tab's signed-in user as its auth reported it (undefined: not answered yet). */
let knownUser: string | null | undefined

/** The shape this tab last wrote or read: a snapshot of the same shape is not written again (no echo between tabs). */
let lastShape: string | null = null

function persist(actor: PurchaseLifecycleActor, snapshot: LifecycleSnapshot) {
  if (actor !== current) return
  if (!snapshot.hasTag('live')) {
    lastShape = null
    return removeStoredPurchase()
  }
  const shape = storedShape(snapshot.value, snapshot.context.purchase)
  if (shape === lastShape) return
  lastShape = shape
  writeStoredPurchase(actor.getPersistedSnapshot())
}

function start(stored: StoredSnapshot | null, resumed: boolean): PurchaseLifecycleActor {
  const snapshot = stored
    ? { ...stored, context: { ...stored.context, userId: knownUser ?? null } }
    : undefined
  const actor = createActor(lifecycleLogic, {
    input: { timing: confirmationTiming },
    ...(snapshot ? { snapshot: snapshot as never } : {}),
    inspect: inspector,
  })
  current?.stop()
  current = actor
  lastShape = stored ? storedShape(stored.value, stored.context.purchase) : null
  actor.subscribe((s) => persist(actor, s))
  actor.start()
  if (stored && resumed) actor.send({ type: 'purchase.resumed', now: new Date().toISOString() })
  for (const listener of replaced) listener()
  return actor
}

const init = once(() => {
  // Another tab changed the purchase: continue from its snapshot (a paid one starts its checks
  // here too); a removed entry means it ended there.
  onStoredPurchaseChange((raw) => {
    const stored = parseStoredPurchase(raw)
    const here = current?.getSnapshot()
    if (stored === null && here?.hasTag('paid')) {
      // A paid purchase ended in another tab, most likely confirmed there: one check here says so.
      current!.send({ type: 'purchase.resumed', now: new Date().toISOString() })
      return
    }
    start(stored, stored !== null && typeof stored.value === 'object' && 'paid' in stored.value)
  })
  return start(readStoredPurchase(), true)
})

/** The current lifecycle actor of this tab (created from the stored purchase on first use). */
export function getPurchaseLifecycle(): PurchaseLifecycleActor {
  return current ?? init()
}

/** Starts this tab's purchase again from the stored entry, as a page load does (auth not answered yet). */
export function reloadPurchaseLifecycle(): PurchaseLifecycleActor {
  knownUser = undefined
  init()
  return start(readStoredPurchase(), true)
}

/** Makes `actor` this tab's purchase, not stored (the storyboards show the app in a given state of it). */
export function replacePurchaseLifecycle(actor: PurchaseLifecycleActor): void {
  current?.stop()
  current = actor
  lastShape = null
  for (const listener of replaced) listener()
}

/** Calls `listener` on every change of this tab's purchase: each snapshot, and a replaced actor. */
export function subscribePurchaseLifecycle(listener: () => void): () => void {
  let subscription = getPurchaseLifecycle().subscribe(listener)
  const onReplaced = () => {
    subscription.unsubscribe()
    subscription = getPurchaseLifecycle().subscribe(listener)
    listener()
  }
  replaced.add(onReplaced)
  return () => {
    replaced.delete(onReplaced)
    subscription.unsubscribe()
  }
}

export function sendPurchaseLifecycle(event: PurchaseLifecycleEvent): void {
  if (event.type === 'auth.signedIn') knownUser = event.userId
  if (event.type === 'auth.signedOut') knownUser = null
  getPurchaseLifecycle().send(event)
}
