import { assign, emit, fromPromise, setup } from 'xstate'
import { isExpired, type PendingPurchase } from '../src/domain/pending-purchase'
import { nextWaitMs, type ConfirmationTiming } from './confirmation-timing'
import { notProvided } from './not-provided'
import type {
  ActivationCheckInput,
  PurchaseEnd,
  PurchaseLifecycleEvent,
  PurchaseRefusedEvent,
} from './purchase-lifecycle.events'

/** The purchase lifecycle's types, named implementations and shared transitions (its states: purchase-lifecycle.machine.ts). */
export interface PurchaseLifecycleInput {
  timing?: ConfirmationTiming
}

export interface PurchaseLifecycleContext {
  /** The purchase under way (or just confirmed); null once it ended. */
  purchase: PendingPurchase | null
  /** The signed-in user this tab knows; null until the identity provider answers, or signed out. */
  userId: string | null
  timing: ConfirmationTiming
  /** Checks made in the window so far, and the time waited between them. */
  attempt: number
  waitedMs: number
  /** How the last purchase ended unconfirmed. */
  ended: PurchaseEnd | null
}

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

/**
 * The life of a purchase in this browser, from the buy press to its end. Persisted as one
 * localStorage entry while it is live (launching, interrupted, open, paid), so a reload or
 * another tab continues it. Only a paid purchase is checked with the backend, with backoff; a
 * hosted checkout open elsewhere is checked once when the tab regains focus. A closed or
 * cancelled checkout, a refused launch or 'Forget it' abandons it; signing out forgets it.
 * A paid purchase is never dropped for a new one: while it is being confirmed a buy press is
 * refused (`purchase.refused` tells the press which purchase to wait for; 'Forget it' ends it).
 * Confirmation is an action: the app decides what to show, it never navigates.
 */

export const purchaseLifecycleSetup = setup({
  types: {
    input: {} as PurchaseLifecycleInput,
    context: {} as PurchaseLifecycleContext,
    events: {} as PurchaseLifecycleEvent,
    emitted: {} as PurchaseRefusedEvent,
  },
  actors: {
    checkActivation: fromPromise<boolean, ActivationCheckInput>(notProvided('checkActivation')),
  },
  actions: {
    /** The backend shows the purchase: the success page, or a toast on any other page. */
    purchaseConfirmed: (_, _purchase: PendingPurchase) => {},
    storeUser: assign({
      userId: ({ event }) => (event.type === 'auth.signedIn' ? event.userId : null),
    }),
    startIntent: assign(({ event }) => {
      if (event.type !== 'purchase.start') return {}
      const purchase: PendingPurchase = {
        ...event.item,
        intentKey: event.key,
        reference: event.key,
        startedAt: event.now,
        userId: event.userId,
        billingBefore: event.billingBefore,
      }
      return { purchase, ended: null }
    }),
    continueIntent: assign({ ended: null }),
    refuseStart: emit(({ context }): PurchaseRefusedEvent => ({
      type: 'purchase.refused',
      purchase: context.purchase!,
    })),
    storeReference: assign({
      purchase: ({ context, event }) =>
        event.type === 'launch.opened' && context.purchase
          ? { ...context.purchase, reference: event.ident ?? context.purchase.intentKey }
          : context.purchase,
    }),
    end: assign((_, reason: PurchaseEnd) => ({
      purchase: null,
      ended: reason,
      attempt: 0,
      waitedMs: 0,
    })),
    restartWindow: assign({ attempt: 0, waitedMs: 0 }),
    countWait: assign(({ context }) => ({
      attempt: context.attempt + 1,
      waitedMs: context.waitedMs + nextWaitMs(context),
    })),
  },
  guards: {
    hasPurchase: ({ context }) => context.purchase !== null,
    isAnotherUser: ({ context, event }) =>
      event.type === 'auth.signedIn' &&
      context.purchase !== null &&
      context.purchase.userId !== event.userId,
    isBuyerSignedIn: ({ context }) =>
      context.purchase !== null && context.userId === context.purchase.userId,
    /** The same item for the same buyer, pressed again while its intent is interrupted, or resumed with its key. */
    isSameIntent: ({ context, event }) =>
      event.type === 'purchase.start' &&
      context.purchase !== null &&
      context.purchase.itemId === event.item.itemId &&
      context.purchase.userId === event.userId,
    isResumeOfOpen: ({ context, event }) =>
      event.type === 'purchase.start' && context.purchase?.intentKey === event.key,
    isExpired: ({ context, event }) =>
      event.type === 'purchase.resumed' &&
      context.purchase !== null &&
      isExpired(context.purchase, new Date(event.now)),
    isEmbedded: ({ event }) => event.type === 'launch.opened' && event.mode === 'embedded',
    isDefinite: ({ event }) => event.type === 'launch.failed' && event.definite,
    isActivated: (_, activated: boolean) => activated,
    isWindowOver: ({ context }) => context.waitedMs >= context.timing.windowMs,
  },
  delays: {
    NEXT_CHECK: ({ context }) => nextWaitMs(context),
    LATE_CHECK: ({ context }) => context.timing.lateCheckMs,
  },
})
