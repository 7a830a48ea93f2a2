import {
  assign,
  cancel,
  enqueueActions,
  sendTo,
  setup,
  stopChild,
  type AnyActorLogic,
} from 'xstate'
import { authMachine, type AuthChangedEvent } from './auth.machine'
import { checkoutHostMachine } from './checkout-host.machine'
import { embeddedCheckoutMachine, type CheckoutOutcomeEvent } from './embedded-checkout.machine'
import type { ConfirmationTiming } from './confirmation-timing'
import { purchaseLifecycleMachine } from './purchase-lifecycle.machine'
import { signInDialogMachine } from './sign-in-dialog.machine'

/** The children's ids, which are also their systemIds: `system.get(AUTH)` finds the auth actor. */
export const AUTH = 'auth'
export const SIGN_IN_DIALOG = 'signInDialog'
export const PURCHASE_LIFECYCLE = 'purchaseLifecycle'
export const EMBEDDED_CHECKOUT = 'embeddedCheckout'
export const CHECKOUT_HOST = 'checkoutHost'
/** The flows a page starts and the root stops when the page is left. */
export const PRO_PURCHASE = 'proPurchase'
export const TOP_UP_PURCHASE = 'topUpPurchase'
export const BILLING = 'billing'
export type PageFlowId = typeof PRO_PURCHASE | typeof TOP_UP_PURCHASE | typeof BILLING

/** A page's flow: its logic (the page provides its actions), input and key (the dashboard's
 *  user: another key is another flow). */
export interface PageFlowEvent {
  type: 'page.enter'
  id: PageFlowId
  logic: AnyActorLogic
  input: unknown
  key: string
}
/** `page.leave`: the page unmounted; `page.stop`: stop the flow now (another key takes its place). */
export interface PageLeftEvent {
  type: 'page.leave' | 'page.stop'
  id: PageFlowId
  key: string
}

export interface AppInput {
  /** The purchase confirmation's timing (the test stack shortens the window). */
  timing?: ConfirmationTiming
}

export interface AppContext {
  timing: ConfirmationTiming | undefined
  /** The page flows running, by systemId: the key each was started with. */
  pages: Partial<Record<PageFlowId, string>>
}

/** The delayed stop of a left page's flow, cancelled when the page is back. */
const stopOf = (id: PageFlowId) => `stop.${id}`

/**
 * The app as one actor system: the root holds, for the whole session, the flows that outlive a
 * page (who is signed in, the shell's sign-in dialog, the purchase's life in this browser, the
 * embedded checkout) and passes on who is signed in: the auth actor tells the root
 * (`auth.changed`), the root tells each child that follows the user. It also runs the flow each
 * page needs (Pro purchase, top-up purchase, billing) from the page's first render until it is
 * left (`page.enter` / `page.leave`). Every child is found by its systemId.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AuthChangedEvent | CheckoutOutcomeEvent | PageFlowEvent | PageLeftEvent,
    input: {} as AppInput,
  },
  guards: {
    pageRuns: ({ context, event }) => 'key' in event && context.pages[event.id] === event.key,
  },
  actors: {
    auth: authMachine,
    signInDialog: signInDialogMachine,
    purchaseLifecycle: purchaseLifecycleMachine,
    embeddedCheckout: embeddedCheckoutMachine,
    checkoutHost: checkoutHostMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ timing: input.timing, pages: {} }),
  invoke: [
    { id: SIGN_IN_DIALOG, systemId: SIGN_IN_DIALOG, src: 'signInDialog' },
    {
      id: PURCHASE_LIFECYCLE,
      systemId: PURCHASE_LIFECYCLE,
      src: 'purchaseLifecycle',
      input: ({ context }) => (context.timing ? { timing: context.timing } : {}),
    },
    { id: EMBEDDED_CHECKOUT, systemId: EMBEDDED_CHECKOUT, src: 'embeddedCheckout' },
    { id: CHECKOUT_HOST, systemId: CHECKOUT_HOST, src: 'checkoutHost' },
    // Last: its first report reaches children that are already there.
    { id: AUTH, systemId: AUTH, src: 'auth' },
  ],
  on: {
    'auth.changed': {
      description: 'Who is signed in, told to every child that follows the user.',
      actions: [
        sendTo(SIGN_IN_DIALOG, ({ event }) => event),
        sendTo(PURCHASE_LIFECYCLE, ({ event }) => event),
        sendTo(EMBEDDED_CHECKOUT, ({ event }) => event),
      ],
    },
    'checkout.paid': {
      description: 'The embedded checkout took the payment: the purchase goes on to confirm it.',
      actions: sendTo(PURCHASE_LIFECYCLE, ({ event }) => event),
    },
    'checkout.closed': {
      description: 'The embedded checkout closed without a payment.',
      actions: sendTo(PURCHASE_LIFECYCLE, ({ event }) => event),
    },
    'page.enter': [
      {
        guard: 'pageRuns',
        description: 'The page is back before its flow stopped (React remounted it): it goes on.',
        actions: cancel(({ event }) => stopOf(event.id)),
      },
      {
        description: 'A page starts its flow, found by its systemId until the page is left.',
        actions: [
          cancel(({ event }) => stopOf(event.id)),
          enqueueActions(({ enqueue, event }) =>
            // Inline logic (the page's own actions): the types only take ids for named sources.
            enqueue.spawnChild(event.logic, {
              id: event.id,
              systemId: event.id,
              input: event.input,
            } as never),
          ),
          assign({ pages: ({ context, event }) => ({ ...context.pages, [event.id]: event.key }) }),
        ],
      },
    ],
    'page.leave': {
      guard: 'pageRuns',
      description: 'The page is left: its flow stops after this task, unless the page is back.',
      actions: enqueueActions(({ enqueue, event }) =>
        enqueue.raise({ ...event, type: 'page.stop' }, { delay: 0, id: stopOf(event.id) }),
      ),
    },
    'page.stop': {
      guard: 'pageRuns',
      description: 'The flow stops, and its systemId is free for the next.',
      actions: [
        stopChild(({ event }) => event.id),
        assign({
          pages: ({ context, event }) =>
            Object.fromEntries(Object.entries(context.pages).filter(([id]) => id !== event.id)),
        }),
      ],
    },
  },
})
