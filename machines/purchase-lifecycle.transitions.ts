import type { ActivationCheckInput, PurchaseEnd, StoredState } from './purchase-lifecycle.events'
import type { PurchaseLifecycleContext } from './purchase-lifecycle.setup'

/** Transitions and invoke parts the lifecycle's chart uses in several states. */

/** The invoke id of the lifecycle's storage actor. */
export const PURCHASE_STORAGE = 'purchaseStorage'

/** The stored entry's state, entered with its purchase. */
export const restoreAs = (state: StoredState) => ({
  guard: { type: 'isRestoredAs' as const, params: state },
  target: `.${state}`,
  actions: ['restorePurchase' as const, 'resumeRestored' as const],
})

export const isActivated = {
  type: 'isActivated',
  params: ({ event }: { event: { output: boolean } }) => event.output,
} as const
export const end = (reason: PurchaseEnd) => ({ type: 'end' as const, params: reason })

/** A restored purchase older than 24 hours is dropped. */
export const expire = {
  guard: 'isExpired',
  target: '#purchaseLifecycle.expired',
  actions: end('expired'),
} as const

/** 'Forget it', and a checkout cancelled back to /checkout-cancelled: the purchase ends. */
export const forget = { target: '#purchaseLifecycle.abandoned', actions: end('dismissed') } as const
export const cancelled = {
  target: '#purchaseLifecycle.abandoned',
  actions: end('cancelled'),
} as const

/** An ended purchase: the next press starts a new intent. */
export const startAfresh = {
  'purchase.start': { target: '#purchaseLifecycle.launching', actions: 'startIntent' },
} as const

/** What a check of the backend is asked about. */
export const activationInput = ({
  context,
}: {
  context: PurchaseLifecycleContext
}): ActivationCheckInput => ({
  purchase: context.purchase!,
  userId: context.purchase!.userId,
})

/** A buy press: the same intent continues (its key is sent again), any other starts a new one. */
export const start = [
  { guard: 'isSameIntent', target: '#purchaseLifecycle.launching', actions: 'continueIntent' },
  { target: '#purchaseLifecycle.launching', actions: 'startIntent' },
] as const
