import * as v from 'valibot'
import type { Snapshot } from 'xstate'
import { purchaseLifecycleMachine } from '../../../../machines/purchase-lifecycle.machine'
import { isExpired } from '../../../domain/pending-purchase'

/**
 * The purchase under way, as the lifecycle actor's persisted snapshot in one localStorage entry,
 * so that a reload or another tab continues the same purchase. Read defensively: anything that
 * does not match the schema, is not a live state of the machine, or is older than 24 hours is
 * removed. It never holds a token; an ended purchase leaves no entry.
 */
export const PURCHASE_STORAGE_KEY = 'superbullet.purchase'

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
const count = v.pipe(v.number(), v.finite(), v.minValue(0))

export const StoredPurchaseSchema = v.object({
  itemId: text(100),
  name: text(100),
  type: v.picklist(['subscription', 'token_topup']),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0.01)),
  reference: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  intentKey: v.pipe(v.string(), v.uuid()),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  userId: text(128),
  billingBefore: v.nullable(
    v.object({ subscriptionId: v.nullable(text(128)), active: v.boolean() }),
  ),
})

const StoredSnapshotSchema = v.object({
  status: v.literal('active'),
  value: v.union([v.string(), v.record(v.string(), v.unknown())]),
  historyValue: v.optional(v.record(v.string(), v.unknown()), {}),
  children: v.optional(v.record(v.string(), v.unknown()), {}),
  context: v.object({
    purchase: StoredPurchaseSchema,
    userId: v.nullable(text(128)),
    timing: v.object({ backoffMs: v.array(count), windowMs: count, lateCheckMs: count }),
    attempt: count,
    waitedMs: count,
    ended: v.null(),
  }),
})

export type StoredSnapshot = v.InferOutput<typeof StoredSnapshotSchema>

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage disabled (privacy settings): the purchase lives in this tab only.
    return null
  }
}

/** A state of the machine that is stored (launching, interrupted, open, paid); false for anything else. */
function isLiveState(snapshot: StoredSnapshot): boolean {
  try {
    return purchaseLifecycleMachine
      .resolveState({ value: snapshot.value as never, context: snapshot.context })
      .hasTag('live')
  } catch {
    return false
  }
}

/** Parses an entry's text: the snapshot, or null (unreadable, not live, or expired). */
export function parseStoredPurchase(
  raw: string | null,
  now: Date = new Date(),
): StoredSnapshot | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = v.safeParse(StoredSnapshotSchema, value)
  if (
    !parsed.success ||
    !isLiveState(parsed.output) ||
    isExpired(parsed.output.context.purchase, now)
  )
    return null
  return parsed.output
}

/** The stored purchase, or null; an entry that is not a valid live purchase is removed. */
export function readStoredPurchase(now: Date = new Date()): StoredSnapshot | null {
  let raw: string | null
  try {
    raw = storage()?.getItem(PURCHASE_STORAGE_KEY) ?? null
  } catch {
    return null
  }
  const snapshot = parseStoredPurchase(raw, now)
  if (raw !== null && snapshot === null) removeStoredPurchase()
  return snapshot
}

export function writeStoredPurchase(snapshot: Snapshot<unknown>): void {
  try {
    storage()?.setItem(PURCHASE_STORAGE_KEY, JSON.stringify(snapshot))
  } catch (error) {
    console.warn('The purchase could not be remembered in this browser.', error)
  }
}

export function removeStoredPurchase(): void {
  try {
    const store = storage()
    if (store?.getItem(PURCHASE_STORAGE_KEY) !== null) store?.removeItem(PURCHASE_STORAGE_KEY)
  } catch {
    // nothing to remove where there is no storage
  }
}

/** Calls `listener` with the entry's new text when another tab changes it (the storage event). */
export function onStoredPurchaseChange(listener: (raw: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PURCHASE_STORAGE_KEY) listener(event.newValue)
    else if (event.key === null) listener(null)
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => globalThis.removeEventListener?.('storage', onStorage)
}
