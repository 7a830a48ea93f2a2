import { assign, fromPromise, setup } from 'xstate'
import type { BillingInfo } from '../src/api/schemas'
import { UNABLE_TO_OPEN_CHECKOUT } from '../src/domain/error-messages'
import type { AccountRequiredInfo, Buyer } from '../src/domain/purchase'
import { hasActiveSubscription } from '../src/domain/subscription'
import { checkoutLaunchMachine, type CheckoutLaunchOutput } from './checkout-launch.machine'
import { notProvided } from './not-provided'

/**
 * What the Pro purchase and the top-up purchase share: the buyer they follow, the billing read,
 * the checkout-launch child and what its output leads to. Each machine starts from
 * `purchaseSetup<Context, Event, Input>()`, adds its own implementations with `.extend()` and
 * spreads `followBuyer` and `checkoutOutcome` into its config; its states stay its own.
 */

/** The context both purchase machines have. */
export interface PurchaseContextBase {
  user: Buyer | null
  /** The 'Account Required' dialog's text (the backend does not know the buyer). */
  accountRequired: AccountRequiredInfo | null
}

/** The events both purchase machines take: the page keeps them on the signed-in user. */
export type BuyerEvent = { type: 'auth.signedIn'; user: Buyer } | { type: 'auth.signedOut' }

export function purchaseSetup<TContext extends PurchaseContextBase, TEvent extends BuyerEvent | { type: string }, TInput>() {
  return setup({
    types: {} as { context: TContext; events: TEvent | BuyerEvent; input: TInput },
    actors: {
      fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(notProvided('fetchBillingInfo')),
      checkoutLaunch: checkoutLaunchMachine,
    },
    actions: {
      /** Opens the shell's sign-in dialog. */
      openSignIn: () => {},
      /** The destructive 'Checkout Error' toast. */
      showCheckoutError: (_, _params: { message: string }) => {},
      /** A billing read that fails quietly (spec §8): only logged. */
      logBillingError: (_, _params: { error: unknown }) => {},
      // Partial<TContext>: TypeScript cannot see that these keys of the base are TContext's too.
      storeAccountRequired: assign((_, accountRequired: AccountRequiredInfo) => ({ accountRequired }) as Partial<TContext>),
      storeUser: assign((_, user: Buyer | null) => ({ user }) as Partial<TContext>),
    },
    guards: {
      isSignedIn: ({ context }) => context.user !== null,
      hasActiveSubscription: (_, billing: BillingInfo) => hasActiveSubscription(billing),
      isUserNotFound: (_, output: CheckoutLaunchOutput) => !output.ok && output.failure.kind === 'user_not_found',
      hasFailed: (_, output: CheckoutLaunchOutput) => !output.ok,
    },
  })
}

/** Root transitions: the machine follows the signed-in user, and signing out ends any flow. */
export const followBuyer = {
  'auth.signedIn': { actions: { type: 'storeUser' as const, params: ({ event }: { event: { user: Buyer } }) => event.user } },
  'auth.signedOut': {
    description: 'Signing out ends any flow: dialogs close, an unfinished purchase is dropped.',
    target: '.idle',
    actions: [{ type: 'storeUser' as const, params: null }, 'reset' as const],
  },
}

/** The billing read's input: the signed-in buyer (the reading state is entered signed in only). */
export const billingInput = ({ context }: { context: PurchaseContextBase }) => ({ userId: context.user!.uid })

type LaunchEnd = { event: { output: CheckoutLaunchOutput } }
const outputOf = ({ event }: LaunchEnd) => event.output

/**
 * Where the checkout-launch child's end leads, for the `purchasing` state's invoke:
 * user_not_found -> 'Account Required' with the server's texts; another failure -> the
 * Checkout Error toast and idle; a launched checkout -> idle (its marker cleared).
 */
export const checkoutOutcome = {
  onDone: [
    {
      guard: { type: 'isUserNotFound' as const, params: outputOf },
      target: 'accountRequired',
      actions: {
        type: 'storeAccountRequired' as const,
        params: (end: LaunchEnd): AccountRequiredInfo => {
          const output = outputOf(end)
          return !output.ok && output.failure.kind === 'user_not_found'
            ? { message: output.failure.message, details: output.failure.details }
            : { message: '', details: '' }
        },
      },
    },
    {
      guard: { type: 'hasFailed' as const, params: outputOf },
      target: 'idle',
      actions: {
        type: 'showCheckoutError' as const,
        params: (end: LaunchEnd) => {
          const output = outputOf(end)
          return { message: (!output.ok && output.failure.message) || UNABLE_TO_OPEN_CHECKOUT }
        },
      },
    },
    { target: 'idle' },
  ],
  onError: { target: 'idle', actions: { type: 'showCheckoutError' as const, params: { message: UNABLE_TO_OPEN_CHECKOUT } } },
}
