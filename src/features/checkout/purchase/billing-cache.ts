import type { BillingInfo } from '../../../api/schemas'

/** How long a purchase page reuses a billing answer: older, a press reads again. */
export const BILLING_FRESH_MS = 30_000

export interface BillingCache {
  /** The answer for `uid`: the read in flight or an answer at most `freshMs` old, else a new read. */
  read: (uid: string) => Promise<BillingInfo>
  /** Starts the read for `uid` now (the page opened), so that a press finds it done. */
  prefetch: (uid: string) => void
  /** Forgets every answer (sign-out, a purchase started: billing is about to change). */
  clear: () => void
}

interface Entry {
  uid: string
  answer: Promise<BillingInfo>
  /** When the answer arrived; null while the read is in flight. */
  answeredAt: number | null
}

/**
 * One user's billing answer, kept for `freshMs`: a press shortly after the page opened gets the
 * page's read instead of waiting on a new one. A failed read is forgotten at once, and another
 * user's read never answers for this one.
 */
export function createBillingCache(
  getBillingInfo: (uid: string) => Promise<BillingInfo>,
  {
    now = () => Date.now(),
    freshMs = BILLING_FRESH_MS,
  }: { now?: () => number; freshMs?: number } = {},
): BillingCache {
  let entry: Entry | null = null
  const usable = (e: Entry | null, uid: string): e is Entry =>
    e !== null && e.uid === uid && (e.answeredAt === null || now() - e.answeredAt < freshMs)
  const read = (uid: string) => {
    if (usable(entry, uid)) return entry.answer
    const e: Entry = { uid, answer: getBillingInfo(uid), answeredAt: null }
    entry = e
    e.answer.then(
      () => {
        e.answeredAt = now()
      },
      () => {
        if (entry === e) entry = null
      },
    )
    return e.answer
  }
  return {
    read,
    prefetch: (uid) => void read(uid).catch(() => {}),
    clear: () => {
      entry = null
    },
  }
}
