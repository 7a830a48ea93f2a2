import type { AnyActorRef } from 'xstate'

/** What a purchase view needs from the shared checkout launch (the parent's child 'checkout'). */
export interface CheckoutLaunchView {
  /** The item is marked processing: its button reads 'Processing...' and is disabled. */
  busy: boolean
  /** The 'Processing Payment' dialog should be open. */
  processingDialog: boolean
}

export const IDLE_CHECKOUT_LAUNCH: CheckoutLaunchView = Object.freeze({ busy: false, processingDialog: false })

/** The id under which both parents invoke the checkout launch. */
export const CHECKOUT_CHILD_ID = 'checkout'

interface TaggedSnapshot {
  status?: string
  hasTag?: (tag: string) => boolean
}

/** Maps the checkout launch's own snapshot (or none) to view props. */
export function selectLaunchSnapshot(snapshot: unknown): CheckoutLaunchView {
  const s = snapshot as TaggedSnapshot | undefined
  if (!s || s.status !== 'active' || typeof s.hasTag !== 'function') return IDLE_CHECKOUT_LAUNCH
  const busy = s.hasTag('busy')
  const processingDialog = s.hasTag('processingDialog')
  return busy || processingDialog ? { busy, processingDialog } : IDLE_CHECKOUT_LAUNCH
}

/** The parent's child actor 'checkout', when it is running. */
export function selectCheckoutChild(snapshot: { children: Record<string, AnyActorRef | undefined> }): AnyActorRef | undefined {
  return snapshot.children[CHECKOUT_CHILD_ID]
}

/**
 * Reads the running checkout launch through a parent's snapshot. Plain (non-React) use and
 * tests; a view must use `useCheckoutLaunch(parentRef)`, which re-renders when the CHILD
 * changes (the 200 ms dialog timer lives in the child, so the parent's snapshot does not change).
 */
export function selectCheckoutLaunch(snapshot: { children: Record<string, AnyActorRef | undefined> }): CheckoutLaunchView {
  return selectLaunchSnapshot(selectCheckoutChild(snapshot)?.getSnapshot())
}
