import { and, assign, emit, fromPromise, not, setup } from 'xstate'
import { isExpired, type PendingPurchase } from '../src/domain/pending-purchase'
import {
  DEFAULT_CONFIRMATION_TIMING,
  nextWaitMs,
  type ConfirmationTiming,
} from './confirmation-timing'
import { notProvided } from './not-provided'
import type {
  ActivationCheckInput,
  PurchaseEnd,
  PurchaseLifecycleEvent,
  PurchaseRefusedEvent,
} from './purchase-lifecycle.events'

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

const isActivated = {
  type: 'isActivated',
  params: ({ event }: { event: { output: boolean } }) => event.output,
} as const
const end = (reason: PurchaseEnd) => ({ type: 'end' as const, params: reason })

/** A restored purchase older than 24 hours is dropped. */
const expire = {
  guard: 'isExpired',
  target: '#purchaseLifecycle.expired',
  actions: end('expired'),
} as const

/** 'Forget it', and a checkout cancelled back to /checkout-cancelled: the purchase ends. */
const forget = { target: '#purchaseLifecycle.abandoned', actions: end('dismissed') } as const
const cancelled = { target: '#purchaseLifecycle.abandoned', actions: end('cancelled') } as const

/** An ended purchase: the next press starts a new intent. */
const startAfresh = {
  'purchase.start': { target: '#purchaseLifecycle.launching', actions: 'startIntent' },
} as const

/** What a check of the backend is asked about. */
const activationInput = ({
  context,
}: {
  context: PurchaseLifecycleContext
}): ActivationCheckInput => ({
  purchase: context.purchase!,
  userId: context.purchase!.userId,
})

/** A buy press: the same intent continues (its key is sent again), any other starts a new one. */
const start = [
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
export const purchaseLifecycleMachine = setup({
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
}).createMachine({
  id: 'purchaseLifecycle',
  context: ({ input }) => ({
    purchase: null,
    userId: null,
    timing: input.timing ?? DEFAULT_CONFIRMATION_TIMING,
    attempt: 0,
    waitedMs: 0,
    ended: null,
  }),
  on: {
    'auth.signedIn': [
      {
        guard: 'isAnotherUser',
        description:
          'Another account signed in on this browser: the purchase is not theirs to see.',
        target: '.forgotten',
        actions: ['storeUser', end('signedOut')],
      },
      { actions: 'storeUser' },
    ],
    'auth.signedOut': [
      {
        guard: 'hasPurchase',
        description: 'Signing out forgets the purchase: no entry names the buyer.',
        target: '.forgotten',
        actions: ['storeUser', end('signedOut')],
      },
      { actions: 'storeUser' },
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No purchase in this browser.',
      on: startAfresh,
    },
    launching: {
      description:
        "The press made the intent's Idempotency-Key and stored it; POST /api/purchase is in flight, then the checkout opens.",
      tags: ['live', 'launching'],
      on: {
        'launch.opened': [
          { guard: 'isEmbedded', target: 'open.embedded', actions: 'storeReference' },
          { target: 'open.hosted', actions: 'storeReference' },
        ],
        'launch.failed': [
          {
            guard: 'isDefinite',
            description: 'The backend refused (4xx) or no checkout can open.',
            target: 'abandoned',
            actions: end('refused'),
          },
          { target: 'interrupted' },
        ],
        'checkout.closed': { target: 'abandoned', actions: end('closed') },
        'checkout.cancelled': cancelled,
        'purchase.resumed': [
          expire,
          {
            description: 'The request of a closed tab is lost: the next press sends its key again.',
            target: 'interrupted',
          },
        ],
      },
    },
    interrupted: {
      description:
        'The request got no definite answer (dropped, timed out, 5xx): no notice and no checks; the next press of the same item sends the same key, so the backend makes one checkout.',
      tags: ['live'],
      on: {
        'purchase.start': start,
        'purchase.forget': forget,
        'checkout.cancelled': cancelled,
        'purchase.resumed': expire,
      },
    },
    open: {
      description:
        'The checkout is in front of the buyer (in this tab or another); nothing is checked on a timer.',
      tags: ['live', 'open'],
      on: {
        'checkout.paid': 'paid',
        'checkout.cancelled': cancelled,
        'purchase.forget': forget,
        'purchase.resumed': expire,
        'purchase.start': [
          {
            guard: and(['isSameIntent', 'isResumeOfOpen']),
            description:
              'Resume checkout: the same key, so the backend answers with the same checkout.',
            target: 'launching',
            actions: 'continueIntent',
          },
          {
            guard: not('isResumeOfOpen'),
            description: 'Start over: the open checkout is abandoned for a new intent.',
            target: 'launching',
            actions: 'startIntent',
          },
        ],
      },
      initial: 'embedded',
      states: {
        embedded: {
          description:
            'The embedded widget is open; closing it without paying abandons the purchase.',
          on: {
            'checkout.closed': { target: '#purchaseLifecycle.abandoned', actions: end('closed') },
          },
        },
        hosted: {
          description:
            'The hosted checkout is in another tab: checked once each time this tab regains focus.',
          initial: 'away',
          states: {
            away: { on: { 'window.focused': 'checking' } },
            checking: {
              tags: ['checking'],
              invoke: {
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { target: 'away' },
                ],
                onError: 'away',
              },
            },
          },
        },
      },
    },
    paid: {
      description:
        'The checkout reported payment: the backend is asked until it shows the purchase.',
      tags: ['live', 'paid'],
      on: {
        'purchase.forget': forget,
        'purchase.resumed': [
          expire,
          { description: 'Restored: the checks start again.', target: 'paid', reenter: true },
        ],
        'purchase.start': {
          description:
            'Refused: the paid purchase is confirmed first, never dropped; the buyer is told to wait for it (or Forget it).',
          actions: 'refuseStart',
        },
      },
      initial: 'identifying',
      states: {
        identifying: {
          description:
            'Waiting for the identity provider to say the buyer is signed in; nothing is asked before.',
          always: { guard: 'isBuyerSignedIn', target: 'confirming' },
        },
        confirming: {
          description:
            "'Confirming your payment...': asks the backend with backoff until it shows the purchase or the window ends.",
          tags: ['confirming'],
          entry: 'restartWindow',
          initial: 'querying',
          states: {
            querying: {
              invoke: {
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { guard: 'isWindowOver', target: '#purchaseLifecycle.paid.late' },
                  { target: 'waiting' },
                ],
                // A failed check (500, dropped, timed out, malformed) is one more 'not yet'.
                onError: [
                  { guard: 'isWindowOver', target: '#purchaseLifecycle.paid.late' },
                  { target: 'waiting' },
                ],
              },
            },
            waiting: { after: { NEXT_CHECK: { target: 'querying', actions: 'countWait' } } },
          },
        },
        late: {
          description:
            "The window ended unconfirmed: 'activation is taking longer than usual'; it keeps checking, and Check again checks now.",
          tags: ['late'],
          initial: 'waiting',
          states: {
            waiting: {
              after: { LATE_CHECK: 'querying' },
              on: { 'confirmation.retry': 'querying' },
            },
            querying: {
              tags: ['checking'],
              invoke: {
                src: 'checkActivation',
                input: activationInput,
                onDone: [
                  { guard: isActivated, target: '#purchaseLifecycle.confirmed' },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    confirmed: {
      description:
        'The backend shows the purchase. Kept in memory for the success page; no longer stored.',
      tags: ['confirmed'],
      entry: { type: 'purchaseConfirmed', params: ({ context }) => context.purchase! },
      on: startAfresh,
    },
    abandoned: {
      description:
        'Closed, cancelled, refused or dismissed: no notice, no checks; the next press starts a new checkout.',
      tags: ['ended'],
      on: startAfresh,
    },
    forgotten: {
      description:
        'The buyer signed out (or another account signed in): nothing of the purchase is kept.',
      tags: ['ended'],
      on: startAfresh,
    },
    expired: {
      description: 'Older than 24 hours: dropped.',
      tags: ['ended'],
      on: startAfresh,
    },
  },
})
