import { sendTo, setup } from 'xstate'
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

export interface AppInput {
  /** The purchase confirmation's timing (the test stack shortens the window). */
  timing?: ConfirmationTiming
}

export interface AppContext {
  timing: ConfirmationTiming | undefined
}

/**
 * The app as one actor system: the root holds, for the whole session, the flows that outlive a
 * page (who is signed in, the shell's sign-in dialog, the purchase's life in this browser, the
 * embedded checkout) and passes on who is signed in: the auth actor tells the root (`auth.changed`), the root tells each
 * child that follows the user. Pages' flows reach these children by their systemId.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AuthChangedEvent | CheckoutOutcomeEvent,
    input: {} as AppInput,
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
  context: ({ input }) => ({ timing: input.timing }),
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
  },
})
