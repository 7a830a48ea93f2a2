import { assign, emit, enqueueActions, setup } from 'xstate'
import type { AuthChangedEvent } from './auth.machine'
import type { WidgetOptions } from '../src/features/checkout/widget/widget-options'
import type { WidgetMessage } from '../src/features/checkout/widget/widget-protocol'

/** How the frame is shown: a lightbox dialog, a frame inside a page element, or full screen on small screens. */
export type WidgetMode = 'lightbox' | 'inline' | 'popup'

/** What /checkout-success is told when the frame reports a completed payment. */
export interface CheckoutSuccessSearch {
  plan: string
  amount: number | string
  currency: string
}

/** One open checkout: everything the host view needs to render it. */
export interface CheckoutSession {
  ident: string
  /** `{endpoint}/{ident}?...`, built from validated options. */
  frameUrl: string
  /** The endpoint's origin: the only origin whose messages are read. */
  origin: string
  mode: WidgetMode
  closeOnEsc: boolean
  closeOnClickOutside: boolean
  /** The element an inline frame renders into (a DOM element; opaque to the machine). */
  target: unknown
  /** Used for /checkout-success when the frame's message leaves a field out. */
  fallback: CheckoutSuccessSearch
  /** The validated options the session was built from: an update starts from them. */
  options: WidgetOptions
  /** The signed-in user the checkout was opened for. */
  buyer: string
}

export interface EmbeddedCheckoutContext {
  session: CheckoutSession | null
}

/** How long the 'Loading secure checkout...' cover waits for the frame to report ready. */
export const FRAME_LOAD_TIMEOUT_MS = 15_000

export type EmbeddedCheckoutEvent =
  | { type: 'widget.open'; session: CheckoutSession }
  | { type: 'widget.update'; session: CheckoutSession }
  | { type: 'widget.close' }
  | { type: 'frame.message'; message: WidgetMessage }
  | { type: 'frame.retry' }
  /** Who is signed in, from the auth actor through the system. */
  | AuthChangedEvent

/** Told to the parent (the app), which passes it on to the purchase lifecycle. */
export type CheckoutOutcomeEvent = { type: 'checkout.paid' } | { type: 'checkout.closed' }

/** Told to whoever listens (`actor.on`): the host view, which has the router, navigates. */
export type EmbeddedCheckoutEmitted = { type: 'payment.completed'; search: CheckoutSuccessSearch }

/** The search for /checkout-success: the frame's data, else the request's plan, price and USD. */
export function successSearch(
  message: WidgetMessage,
  fallback: CheckoutSuccessSearch,
): CheckoutSuccessSearch {
  const { plan, amount, currency } = message.data
  return {
    plan: plan ?? fallback.plan,
    amount: amount ?? fallback.amount,
    currency: currency ?? fallback.currency,
  }
}

/** Shown when the frame reports a payment error without a message of its own. */
export const PAYMENT_ERROR_FALLBACK = 'Your payment could not be completed. Please try again.'

type MessageEvent_ = Extract<EmbeddedCheckoutEvent, { type: 'frame.message' }>
const isFrameEvent = (event: EmbeddedCheckoutEvent, name: WidgetMessage['event']) =>
  event.type === 'frame.message' && event.message.event === name

const closed = { type: 'tellPurchase', params: 'checkout.closed' } as const

/**
 * The app-global embedded checkout widget (one checkout at a time). The launcher validates the
 * options and builds the session; the host view renders the frame and forwards the frame's
 * messages that pass the origin, source and shape checks.
 */
export const embeddedCheckoutMachine = setup({
  types: {
    context: {} as EmbeddedCheckoutContext,
    events: {} as EmbeddedCheckoutEvent,
    emitted: {} as EmbeddedCheckoutEmitted,
  },
  actions: {
    navigateToSuccess: emit((_, search: CheckoutSuccessSearch) => ({
      type: 'payment.completed' as const,
      search,
    })),
    showPaymentError: (_, _message: string) => {},
    /** The purchase hears how its checkout ended; a widget on its own tells nobody. */
    tellPurchase: enqueueActions(({ enqueue, self }, outcome: CheckoutOutcomeEvent['type']) => {
      if (self._parent) enqueue.sendParent({ type: outcome } satisfies CheckoutOutcomeEvent)
    }),
    storeSession: assign({ session: (_, session: CheckoutSession) => session }),
    clearSession: assign({ session: null }),
  },
  delays: { FRAME_LOAD_TIMEOUT: FRAME_LOAD_TIMEOUT_MS },
  guards: {
    isOpenMessage: ({ event }) => isFrameEvent(event, 'open'),
    isCloseMessage: ({ event }) => isFrameEvent(event, 'close'),
    isPaymentComplete: ({ event }) => isFrameEvent(event, 'payment:complete'),
    isPaymentError: ({ event }) => isFrameEvent(event, 'payment:error'),
    isAnotherAccount: ({ context, event }) =>
      event.type === 'auth.changed' && event.user?.uid !== context.session?.buyer,
  },
}).createMachine({
  id: 'embeddedCheckout',
  context: { session: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'widget.open': {
          target: 'open',
          actions: { type: 'storeSession', params: ({ event }) => event.session },
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'loading',
      on: {
        'widget.open': {
          description: 'A new checkout replaces the open one (one checkout at a time).',
          target: '.loading',
          reenter: true,
          actions: { type: 'storeSession', params: ({ event }) => event.session },
        },
        'widget.update': {
          actions: { type: 'storeSession', params: ({ event }) => event.session },
        },
        'widget.close': {
          description:
            "The buyer closed it: the Close button, Escape, a click outside, or the browser's Back (the page stays).",
          target: 'idle',
          actions: ['clearSession', closed],
        },
        'auth.changed': {
          guard: 'isAnotherAccount',
          description:
            'Signed out (in this tab or another) or another account signed in: the checkout closes, so nothing of the buyer stays on screen.',
          target: 'idle',
          actions: ['clearSession', closed],
        },
        'frame.message': [
          { guard: 'isCloseMessage', target: 'idle', actions: ['clearSession', closed] },
          {
            guard: 'isPaymentComplete',
            target: 'idle',
            actions: [
              {
                type: 'navigateToSuccess',
                params: ({ context, event }) =>
                  successSearch((event as MessageEvent_).message, context.session!.fallback),
              },
              'clearSession',
              { type: 'tellPurchase', params: 'checkout.paid' },
            ],
          },
          {
            guard: 'isPaymentError',
            actions: {
              type: 'showPaymentError',
              params: ({ event }) =>
                (event as MessageEvent_).message.data.message?.trim() || PAYMENT_ERROR_FALLBACK,
            },
          },
        ],
      },
      states: {
        loading: {
          description: 'The frame is loading; it reports "open" when it is ready.',
          tags: ['loading'],
          on: { 'frame.message': { guard: 'isOpenMessage', target: 'ready' } },
          after: { FRAME_LOAD_TIMEOUT: 'loadFailed' },
        },
        loadFailed: {
          description:
            'The frame did not report ready in 15 s: a message with Try again and Close instead of an endless spinner.',
          tags: ['loadFailed'],
          on: {
            // The view loads the frame again (a new element) as it sends this.
            'frame.retry': 'loading',
            // A slow frame that reports after all is as good as one on time.
            'frame.message': { guard: 'isOpenMessage', target: 'ready' },
          },
        },
        ready: {},
      },
    },
  },
})
