import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type AnyActorRef,
  type EventObject,
} from 'xstate'
import { isExpired, type PendingPurchase } from '../src/domain/pending-purchase'
import { nextWaitMs, type ConfirmationTiming } from './confirmation-timing'
import { notProvided } from './not-provided'
import type {
  ActivationCheckInput,
  StoredState,
  PurchaseEnd,
  PurchaseLifecycleEvent,
  PurchaseRefusedEvent,
} from './purchase-lifecycle.events'

/** What the storage actor follows: the lifecycle it persists and tells of other tabs' changes. */
export interface PurchaseStorageInput {
  lifecycle: AnyActorRef
}

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

/** The lifecycle's types and named implementations; the chart is in purchase-lifecycle.machine.ts. */
export const purchaseLifecycleSetup = setup({
  types: {
    input: {} as PurchaseLifecycleInput,
    context: {} as PurchaseLifecycleContext,
    events: {} as PurchaseLifecycleEvent,
    emitted: {} as PurchaseRefusedEvent,
  },
  actors: {
    checkActivation: fromPromise<boolean, ActivationCheckInput>(notProvided('checkActivation')),
    /** Keeps the live purchase in the browser's storage and reports the entry (`purchase.restored`
     *  at start and on another tab's change, `purchase.ended` when it is removed there). Without
     *  it (tests) the purchase lives in this actor only. */
    purchaseStorage: fromCallback<EventObject, PurchaseStorageInput>(() => {}),
  },
  actions: {
    /** The backend shows the purchase: the success page, or a toast on any other page. */
    purchaseConfirmed: (_, _purchase: PendingPurchase) => {},
    storeUser: assign({
      userId: ({ event }) => (event.type === 'auth.changed' ? (event.user?.uid ?? null) : null),
    }),
    restorePurchase: assign(({ event }) =>
      event.type === 'purchase.restored'
        ? { purchase: event.purchase, ended: null, attempt: 0, waitedMs: 0 }
        : {},
    ),
    /** A restored purchase whose timers and requests start again. */
    resumeRestored: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'purchase.restored' && event.resumed)
        enqueue.raise({ type: 'purchase.resumed', now: event.now })
    }),
    resumeHere: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'purchase.ended')
        enqueue.raise({ type: 'purchase.resumed', now: event.now })
    }),
    clearPurchase: assign({ purchase: null, ended: null, attempt: 0, waitedMs: 0 }),
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
      event.type === 'auth.changed' &&
      event.user !== null &&
      context.purchase !== null &&
      context.purchase.userId !== event.user.uid,
    isSignOut: ({ event }) => event.type === 'auth.changed' && event.user === null,
    isRestoredAs: ({ event }, state: StoredState) =>
      event.type === 'purchase.restored' && event.state === state,
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
