import * as v from 'valibot'
import { isExpired, type PendingPurchase } from '../../domain/pending-purchase'

/**
 * This browser's pending purchase in one localStorage entry, so that a reload, a closed tab or
 * another tab knows a checkout is under way (issue 17). Read defensively: anything that does
 * not match the schema, or is older than 24 hours, is dropped. It never holds a token.
 */
export const PENDING_PURCHASE_KEY = 'superbullet.pendingPurchase'

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

const PendingPurchaseSchema = v.object({
  itemId: text(100),
  name: text(100),
  type: v.picklist(['subscription', 'token_topup']),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0.01)),
  reference: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  intentKey: v.pipe(v.string(), v.uuid()),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  userId: text(128),
})

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage disabled (privacy settings): the purchase is simply not remembered.
    return null
  }
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const l of listeners) l()
}

/** The pending purchase, or null (none, unreadable or expired: the last two are removed). */
export function readPendingPurchase(now: Date = new Date()): PendingPurchase | null {
  let raw: string | null
  try {
    raw = storage()?.getItem(PENDING_PURCHASE_KEY) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const parsed = v.safeParse(PendingPurchaseSchema, value)
  if (!parsed.success || isExpired(parsed.output, now)) {
    removeEntry()
    return null
  }
  return parsed.output
}

export function savePendingPurchase(purchase: PendingPurchase): void {
  try {
    storage()?.setItem(PENDING_PURCHASE_KEY, JSON.stringify(v.parse(PendingPurchaseSchema, purchase)))
  } catch (error) {
    console.warn('The pending purchase could not be remembered in this browser.', error)
  }
  notify()
}

function removeEntry(): void {
  try {
    storage()?.removeItem(PENDING_PURCHASE_KEY)
  } catch {
    // nothing to remove where there is no storage
  }
}

/** Forgets the pending purchase; with a reference, only if it is still that purchase (another tab may have started a new one). */
export function clearPendingPurchase(reference?: string): void {
  if (reference !== undefined && readPendingPurchase()?.reference !== reference) return
  removeEntry()
  notify()
}

/** Calls `listener` when the entry changes in this tab or in another one (the storage event). */
export function subscribePendingPurchase(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_PURCHASE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}
