import { assign, fromPromise, setup } from 'xstate'
import {
  SUBSCRIPTION_ACTIVE_ERROR_TYPE,
  UNABLE_TO_OPEN_CHECKOUT,
} from '../src/domain/error-messages'
import type { PurchaseIntent } from '../src/api/purchase'
import type { BillingBefore } from '../src/domain/pending-purchase'
import type { PurchaseRequest, PurchaseResponse } from '../src/api/schemas'
import { notProvided } from './not-provided'

/** How a checkout was put in front of the user. 'blocked': the new tab was refused by the
 *  browser and the Popup Blocked dialog offers the link instead. */
export type LaunchOutcome = 'embedded' | 'hosted' | 'blocked'

export type CheckoutFailure =
  | { kind: 'user_not_found'; message: string; details: string }
  | { kind: 'subscription_active'; message: string }
  | { kind: 'error'; message: string }

export interface CheckoutLaunchInput {
  request: PurchaseRequest
  /** The plan name or package id: the parent marks this item 'Processing...'. */
  itemId: string
  /** The intent's Idempotency-Key; by default a new UUID when the launch starts (the user pressed buy). */
  idempotencyKey?: string
  /** What billing showed before (Pro): the confirmation needs a change from it. */
  billingBefore?: BillingBefore | null
}

/** The request as the launch starts it: the purchase lifecycle keeps the intent's key (a retry sends it again). */
export interface LaunchIntent extends PurchaseIntent {
  itemId: string
  billingBefore: BillingBefore | null
  /** Tells the launch that the backend's answer has arrived, before its body is read. */
  onAnswer: () => void
}

export type CheckoutLaunchOutput =
  { ok: true; outcome: LaunchOutcome } | { ok: false; failure: CheckoutFailure }

export interface CheckoutLaunchContext extends CheckoutLaunchInput {
  /** This intent's Idempotency-Key, the same for any retry of its request. */
  idempotencyKey: string
  /** The backend's answer has arrived (the page may not have read it yet). */
  answered: boolean
  response: PurchaseResponse | null
  outcome: LaunchOutcome | null
  failure: CheckoutFailure | null
}

/** What opening a checkout needs: the answer, the request, and the intent (the app remembers it as the pending purchase). */
export interface OpenCheckoutInput {
  response: PurchaseResponse
  request: PurchaseRequest
  itemId: string
  idempotencyKey: string
}

export type CheckoutLaunchEvent =
  { type: 'processingDialog.dismiss' } | { type: 'purchase.answered' }

/** Used only when a rejection carries no readable text (the API layer always supplies one). */
export const FALLBACK_CHECKOUT_ERROR = UNABLE_TO_OPEN_CHECKOUT

/** Maps an actor's rejection to a failure. A PurchaseError (or anything shaped like one) with
 *  errorType 'user_not_found' becomes the Account Required case, 'subscription_active' the
 *  Already Active one (Pro); everything else is an error
 *  whose text is shown in the Checkout Error toast. */
export function toCheckoutFailure(error: unknown): CheckoutFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown
    errorType?: unknown
    details?: unknown
  }
  const message =
    typeof e.message === 'string' && e.message.trim() !== ''
      ? e.message
      : typeof error === 'string' && error.trim() !== ''
        ? error
        : FALLBACK_CHECKOUT_ERROR
  if (e.errorType === 'user_not_found') {
    return {
      kind: 'user_not_found',
      message,
      details: typeof e.details === 'string' ? e.details : '',
    }
  }
  if (e.errorType === SUBSCRIPTION_ACTIVE_ERROR_TYPE)
    return { kind: 'subscription_active', message }
  return { kind: 'error', message }
}

/**
 * The processing phase shared by the Pro purchase and the top-up purchase: ask the backend
 * for a checkout, then open it (embedded widget, new tab, or the popup-blocked fallback).
 * Invoked by the parent as `{ id: CHECKOUT_LAUNCH, src: CHECKOUT_LAUNCH }` (purchase-invokes.ts);
 * the parent's view reads the 'processingDialog' tag through `snapshot.children.checkoutLaunch`;
 * the parent acts on the output.
 */
export const checkoutLaunchMachine = setup({
  types: {
    input: {} as CheckoutLaunchInput,
    output: {} as CheckoutLaunchOutput,
    context: {} as CheckoutLaunchContext,
    events: {} as CheckoutLaunchEvent,
  },
  actors: {
    startPurchase: fromPromise<PurchaseResponse, LaunchIntent>(notProvided('startPurchase')),
    openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(notProvided('openCheckout')),
  },
  actions: {
    // Only ever taken on an actor's error event, whose `error` is the rejection.
    storeFailure: assign({
      failure: ({ event }) => toCheckoutFailure((event as { error?: unknown }).error),
    }),
  },
  guards: {
    isStillWorking: ({ context }) => context.outcome === null,
    isWaitingForBackend: ({ context }) => !context.answered && context.outcome === null,
  },
  delays: {
    PROCESSING_DIALOG_DELAY: 200,
    CLEAR_AFTER_SUCCESS: 500,
  },
}).createMachine({
  id: 'checkoutLaunch',
  context: ({ input }) => ({
    request: input.request,
    itemId: input.itemId,
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
    billingBefore: input.billingBefore ?? null,
    answered: false,
    response: null,
    outcome: null,
    failure: null,
  }),
  initial: 'active',
  states: {
    active: {
      description: 'The item is marked processing and its button is disabled.',
      type: 'parallel',
      states: {
        work: {
          initial: 'purchasing',
          states: {
            purchasing: {
              description: 'POST /api/purchase in flight.',
              invoke: {
                id: 'startPurchase',
                src: 'startPurchase',
                input: ({ context, self }): LaunchIntent => ({
                  request: context.request,
                  idempotencyKey: context.idempotencyKey,
                  itemId: context.itemId,
                  billingBefore: context.billingBefore ?? null,
                  // The answer can come after the launch ended (the buyer signed out or left).
                  onAnswer: () => {
                    if (self.getSnapshot().status === 'active')
                      self.send({ type: 'purchase.answered' })
                  },
                }),
                onDone: {
                  target: 'launching',
                  actions: assign({ answered: true, response: ({ event }) => event.output }),
                },
                onError: { target: '#checkoutLaunch.failed', actions: 'storeFailure' },
              },
              on: { 'purchase.answered': { actions: assign({ answered: true }) } },
            },
            launching: {
              description: 'Applying the launch rules: embedded widget, new tab, or an error.',
              invoke: {
                id: 'openCheckout',
                src: 'openCheckout',
                input: ({ context }): OpenCheckoutInput => ({
                  response: context.response!,
                  request: context.request,
                  itemId: context.itemId,
                  idempotencyKey: context.idempotencyKey,
                }),
                onDone: {
                  target: 'launched',
                  actions: assign({ outcome: ({ event }) => event.output }),
                },
                onError: { target: '#checkoutLaunch.failed', actions: 'storeFailure' },
              },
            },
            launched: {
              description:
                'The checkout is open; the marker (and the dialog, if shown) clear 500 ms later.',
              after: { CLEAR_AFTER_SUCCESS: '#checkoutLaunch.succeeded' },
            },
          },
        },
        dialog: {
          initial: 'pending',
          states: {
            pending: {
              description:
                'The Processing Payment dialog waits 200 ms so that a fast answer never flashes it.',
              after: {
                PROCESSING_DIALOG_DELAY: [
                  { guard: 'isWaitingForBackend', target: 'shown' },
                  { guard: 'isStillWorking', target: 'answeredInTime' },
                  { target: 'skipped' },
                ],
              },
            },
            answeredInTime: {
              description:
                'The backend answered within the 200 ms, but the page has not opened the checkout yet (a busy, slow device): opening it gets 200 ms of its own before the dialog shows.',
              after: {
                PROCESSING_DIALOG_DELAY: [
                  { guard: 'isStillWorking', target: 'shown' },
                  { target: 'skipped' },
                ],
              },
            },
            shown: {
              tags: ['processingDialog'],
              on: { 'processingDialog.dismiss': 'dismissed' },
            },
            dismissed: { description: 'The user closed the dialog; the work goes on.' },
            skipped: { description: 'The checkout opened before the delay ran out: no dialog.' },
          },
        },
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): CheckoutLaunchOutput =>
    context.failure
      ? { ok: false, failure: context.failure }
      : { ok: true, outcome: context.outcome ?? 'hosted' },
})
