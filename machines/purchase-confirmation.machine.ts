import { and, assign, fromPromise, setup } from 'xstate'
import type { PendingPurchase } from '../src/domain/pending-purchase'
import { notProvided } from './not-provided'

/** How often and how long the page asks the backend before it says activation is late. */
export interface ConfirmationTiming {
  /** Waits between checks, in order; the last one repeats. */
  backoffMs: readonly number[]
  /** How long to keep checking before the 'taking longer than usual' message. */
  windowMs: number
  /** After the window: how often it keeps checking quietly. */
  lateCheckMs: number
}

/** About 1, 2, 4, 8 s between checks, for up to 60 s; then every 15 s. */
export const DEFAULT_CONFIRMATION_TIMING: ConfirmationTiming = Object.freeze({
  backoffMs: Object.freeze([1000, 2000, 4000, 8000]),
  windowMs: 60_000,
  lateCheckMs: 15_000,
})

export interface PurchaseConfirmationInput {
  /** This browser's pending purchase, or null (a success link opened without one). */
  purchase: PendingPurchase | null
  timing?: ConfirmationTiming
}

export interface PurchaseConfirmationContext {
  purchase: PendingPurchase | null
  timing: ConfirmationTiming
  userId: string | null
  /** Checks made in the window so far, and the time waited between them. */
  attempt: number
  waitedMs: number
}

export type PurchaseConfirmationEvent =
  | { type: 'auth.signedIn'; userId: string }
  | { type: 'auth.signedOut' }
  | { type: 'confirmation.retry' }

export interface ActivationCheckInput {
  purchase: PendingPurchase
  userId: string
}

/** The next wait of the window: the backoff step, cut so that the window ends on time. */
export function nextWaitMs(context: Pick<PurchaseConfirmationContext, 'timing' | 'attempt' | 'waitedMs'>): number {
  const { backoffMs, windowMs } = context.timing
  const step = backoffMs[Math.min(context.attempt, backoffMs.length - 1)] ?? windowMs
  return Math.max(0, Math.min(step, windowMs - context.waitedMs))
}


/** Who signed in decides: the buyer's purchase is confirmed; anyone else's page claims nothing. */
const signedIn = [
  { guard: 'isBuyer', target: '#purchaseConfirmation.confirming', actions: 'storeUser' },
  { target: '#purchaseConfirmation.noPurchase', actions: 'storeUser' },
] as const
/** A change of account while the page is open (another tab signed in or out). */
const anotherUser = [
  { guard: and(['isAnotherUser', 'isBuyer']), target: '#purchaseConfirmation.confirming', actions: 'storeUser' },
  { guard: 'isAnotherUser', target: '#purchaseConfirmation.noPurchase', actions: 'storeUser' },
] as const
const signedOut = { target: '#purchaseConfirmation.signedOut', actions: 'storeUser' } as const

/**
 * The confirmation after payment on /checkout-success (issue 17): the page claims success only
 * once the backend shows the purchase (billing for Pro, the paid invoice for a top-up), asking
 * with backoff for a window, then says activation is late and keeps checking. A page without a
 * purchase of this browser's, or a signed-out visitor, gets no claim at all.
 */
export const purchaseConfirmationMachine = setup({
  types: {
    input: {} as PurchaseConfirmationInput,
    context: {} as PurchaseConfirmationContext,
    events: {} as PurchaseConfirmationEvent,
  },
  actors: {
    checkActivation: fromPromise<boolean, ActivationCheckInput>(notProvided('checkActivation')),
  },
  actions: {
    purchaseConfirmed: (_, _purchase: PendingPurchase) => {},
    storeUser: assign({ userId: ({ event }) => (event.type === 'auth.signedIn' ? event.userId : null) }),
    restartWindow: assign({ attempt: 0, waitedMs: 0 }),
    countWait: assign(({ context }) => ({ attempt: context.attempt + 1, waitedMs: context.waitedMs + nextWaitMs(context) })),
  },
  guards: {
    isBuyer: ({ context, event }) => event.type === 'auth.signedIn' && context.purchase !== null && context.purchase.userId === event.userId,
    isAnotherUser: ({ context, event }) => event.type === 'auth.signedIn' && event.userId !== context.userId,
    isActivated: (_, activated: boolean) => activated,
    isWindowOver: ({ context }) => context.waitedMs >= context.timing.windowMs,
  },
  delays: {
    NEXT_CHECK: ({ context }) => nextWaitMs(context),
    LATE_CHECK: ({ context }) => context.timing.lateCheckMs,
  },
}).createMachine({
  id: 'purchaseConfirmation',
  context: ({ input }) => ({
    purchase: input.purchase,
    timing: input.timing ?? DEFAULT_CONFIRMATION_TIMING,
    userId: null,
    attempt: 0,
    waitedMs: 0,
  }),
  initial: 'identifying',
  states: {
    identifying: {
      description: 'Waiting for the identity provider to say who is signed in; nothing is claimed.',
      on: { 'auth.signedIn': signedIn, 'auth.signedOut': signedOut },
    },
    signedOut: {
      description: 'Asks the visitor to sign in to see their purchase; nothing is claimed.',
      tags: ['signedOut'],
      on: { 'auth.signedIn': signedIn },
    },
    noPurchase: {
      description: 'No purchase of this browser (and this user) to confirm: a crafted or old link claims nothing.',
      tags: ['noPurchase'],
      on: { 'auth.signedIn': anotherUser, 'auth.signedOut': signedOut },
    },
    confirming: {
      description: "'Confirming your payment...': asks the backend with backoff until it shows the purchase or the window ends.",
      tags: ['confirming'],
      entry: 'restartWindow',
      on: { 'auth.signedIn': anotherUser, 'auth.signedOut': signedOut },
      initial: 'querying',
      states: {
        querying: {
          invoke: {
            src: 'checkActivation',
            input: ({ context }): ActivationCheckInput => ({ purchase: context.purchase!, userId: context.userId! }),
            onDone: [
              { guard: { type: 'isActivated', params: ({ event }) => event.output }, target: '#purchaseConfirmation.confirmed' },
              { guard: 'isWindowOver', target: '#purchaseConfirmation.delayed' },
              { target: 'waiting' },
            ],
            // A failed check (500, dropped, timed out, malformed) is one more 'not yet'.
            onError: [{ guard: 'isWindowOver', target: '#purchaseConfirmation.delayed' }, { target: 'waiting' }],
          },
        },
        waiting: {
          after: { NEXT_CHECK: { target: 'querying', actions: 'countWait' } },
        },
      },
    },
    delayed: {
      description: "The window ended unconfirmed: 'activation is taking longer than usual' with the reference; it keeps checking, and Check again checks now.",
      tags: ['delayed'],
      on: { 'auth.signedIn': anotherUser, 'auth.signedOut': signedOut },
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
            input: ({ context }): ActivationCheckInput => ({ purchase: context.purchase!, userId: context.userId! }),
            onDone: [
              { guard: { type: 'isActivated', params: ({ event }) => event.output }, target: '#purchaseConfirmation.confirmed' },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    confirmed: {
      description: 'The backend shows the purchase: the success page with its Order Summary.',
      tags: ['confirmed'],
      type: 'final',
      entry: { type: 'purchaseConfirmed', params: ({ context }) => context.purchase! },
    },
  },
})
