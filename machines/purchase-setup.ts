import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate'
import type { BillingInfo } from '../src/api/schemas'
import { UNABLE_TO_OPEN_CHECKOUT } from '../src/domain/error-messages'
import type { PendingPurchase } from '../src/domain/pending-purchase'
import type { AccountRequiredInfo, Buyer } from '../src/domain/purchase'
import { hasActiveSubscription } from '../src/domain/subscription'
import type { AuthChangedEvent } from './auth.machine'
import { checkoutLaunchMachine, type CheckoutLaunchOutput } from './checkout-launch.machine'
import { notProvided } from './not-provided'

/**
 * What the Pro purchase and the top-up purchase share: the buyer they follow (and waiting for
 * them), the billing read, the offer to resume a checkout already open, the checkout-launch
 * child and what its output leads to. Each machine starts from
 * `purchaseSetup<Context, Event, Input>()`, adds its own implementations with `.extend()` and
 * spreads `buyerConfig` into its root and `waitingForBuyer`, `offeringResume` and
 * `checkoutOutcome` into its states; its other states stay its own.
 */

/**
 * The checkout of `itemId` already open for `userId` in this browser (another tab, or before a
 * reload), else null. The page provides it from the purchase lifecycle.
 */
export type FindOpenCheckout = (itemId: string, userId: string) => PendingPurchase | null

const noOpenCheckout: FindOpenCheckout = () => null

/** The signed-in buyer's open checkout of `itemId`, else null. */
export const openCheckoutOf = (context: PurchaseContextBase, itemId: string) =>
  context.user ? context.findOpenCheckout(itemId, context.user.uid) : null

/** The context both purchase machines have. */
export interface PurchaseContextBase {
  user: Buyer | null
  /** The identity provider has answered: `user` is the buyer (null: a visitor). Until then a press waits. */
  buyerKnown: boolean
  /** The buy press made before the buyer was known, replayed once they are. */
  press: EventObject | null
  /** The 'Account Required' dialog's text (the backend does not know the buyer). */
  accountRequired: AccountRequiredInfo | null
  findOpenCheckout: FindOpenCheckout
  /** The open checkout offered (Resume / Start over) for the item pressed. */
  openCheckout: PendingPurchase | null
  /** The Idempotency-Key of the open checkout the buyer chose to resume (the backend answers with that checkout); null: a new intent. */
  resumeKey: string | null
}

/** Who the page starts with; `buyerKnown` false: the identity provider has not answered yet (then `user` is null). */
export interface BuyerInput {
  user: Buyer | null
  /** Default true: a caller that names the user knows them. */
  buyerKnown?: boolean
  /** Default: no checkout is open. */
  findOpenCheckout?: FindOpenCheckout
}

/** The context a machine starts with for its buyer and the open checkout. */
export const initialBuyer = (input: BuyerInput) => ({
  user: input.user,
  buyerKnown: input.buyerKnown ?? true,
  press: null,
  findOpenCheckout: input.findOpenCheckout ?? noOpenCheckout,
  openCheckout: null,
  resumeKey: null,
})

/** The offer's answers: resume the open checkout, or start over with a new one (its close is `dialog.close`). */
export type OpenCheckoutEvent = { type: 'openCheckout.resume' } | { type: 'openCheckout.startOver' }

/** Who is signed in, as the auth actor tells the system, from the `watchBuyer` actor: each one
 *  also means the buyer is known (`user` null: a visitor). */
export type BuyerEvent = AuthChangedEvent

export function purchaseSetup<
  TContext extends PurchaseContextBase,
  TEvent extends BuyerEvent | { type: string },
  TInput extends BuyerInput,
>() {
  return setup({
    types: {} as {
      context: TContext
      events: TEvent | BuyerEvent | OpenCheckoutEvent
      input: TInput
    },
    actors: {
      /** Reports `auth.changed` once the identity provider has answered, then each change of user (the page provides it). */
      watchBuyer: fromCallback<EventObject>(() => {}),
      fetchBillingInfo: fromPromise<BillingInfo, { userId: string }>(
        notProvided('fetchBillingInfo'),
      ),
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
      storeAccountRequired: assign(
        (_, accountRequired: AccountRequiredInfo) => ({ accountRequired }) as Partial<TContext>,
      ),
      storeUser: assign(
        (_, user: Buyer | null) => ({ user, buyerKnown: true }) as Partial<TContext>,
      ),
      storePress: assign(({ event }) => ({ press: event }) as Partial<TContext>),
      /** Sends the kept press again, now that the buyer is known (the state it lands in takes it). */
      replayPress: raise(({ context }) => context.press as TEvent),
      offerOpenCheckout: assign(
        ({ context }, itemId: string) =>
          ({ openCheckout: openCheckoutOf(context, itemId) }) as Partial<TContext>,
      ),
      resumeOpenCheckout: assign(
        ({ context }) =>
          ({ resumeKey: context.openCheckout?.intentKey ?? null }) as Partial<TContext>,
      ),
    },
    guards: {
      isBuyerUnknown: ({ context }) => !context.buyerKnown,
      isSignedIn: ({ context }) => context.user !== null,
      /** The signed-in buyer's checkout of `itemId` is already open in this browser. */
      hasOpenCheckout: ({ context }, itemId: string) => openCheckoutOf(context, itemId) !== null,
      /** A sign-in of an account other than the one the flow was started for. */
      isAnotherBuyer: ({ context }, user: Buyer | null) =>
        user !== null && context.user !== null && context.user.uid !== user.uid,
      isSignIn: (_, user: Buyer | null) => user !== null,
      hasActiveSubscription: (_, billing: BillingInfo) => hasActiveSubscription(billing),
      isUserNotFound: (_, output: CheckoutLaunchOutput) =>
        !output.ok && output.failure.kind === 'user_not_found',
      hasFailed: (_, output: CheckoutLaunchOutput) => !output.ok,
      isSubscriptionActive: (_, output: CheckoutLaunchOutput) =>
        !output.ok && output.failure.kind === 'subscription_active',
    },
  })
}

const reportedUser = ({ event }: { event: { user: Buyer | null } }) => event.user

/**
 * Root transitions: the machine follows the signed-in user, and signing out or another
 * account ends any flow (what the previous one started is theirs).
 */
export const followBuyer = {
  'auth.changed': [
    {
      description: 'Another account ends what the previous one started.',
      guard: { type: 'isAnotherBuyer' as const, params: reportedUser },
      target: '.idle',
      actions: ['reset' as const, { type: 'storeUser' as const, params: reportedUser }],
    },
    {
      guard: { type: 'isSignIn' as const, params: reportedUser },
      actions: { type: 'storeUser' as const, params: reportedUser },
    },
    {
      description: 'Signing out ends any flow: dialogs close, an unfinished purchase is dropped.',
      target: '.idle',
      actions: [{ type: 'storeUser' as const, params: null }, 'reset' as const],
    },
  ],
}

/** A sign-in prompt's answer when the buyer signed in some other way (another tab). */
export const signedInElsewhere = {
  description: 'Signed in some other way (another tab): the prompt has nothing left to ask.',
  guard: { type: 'isSignIn' as const, params: reportedUser },
  target: 'idle',
  actions: { type: 'storeUser' as const, params: reportedUser },
}

/** The machine's root: the `watchBuyer` actor for the page's whole life, and `followBuyer`. */
export const buyerConfig = {
  invoke: { id: 'watchBuyer', src: 'watchBuyer' as const },
  on: followBuyer,
}

/** The first branch of every buy press in idle: before the identity provider has answered, wait for it. */
export const waitForBuyer = {
  guard: 'isBuyerUnknown' as const,
  target: 'waitingForBuyer',
  actions: 'storePress' as const,
}

/**
 * The state a press waits in until the buyer is known (a prerendered page, a returning user's
 * session still loading): then the press is replayed in idle as a signed-in user's or a
 * visitor's (the sign-in prompt). Another press meanwhile is ignored.
 */
export const waitingForBuyer = {
  description:
    "A buy button was pressed before the identity provider answered: the press is kept and replayed once the buyer is known, a signed-in user's or a visitor's. Buy buttons are disabled meanwhile.",
  tags: ['busy'],
  on: {
    'auth.changed': {
      target: 'idle',
      actions: [{ type: 'storeUser' as const, params: reportedUser }, 'replayPress' as const],
    },
  },
}

/**
 * Where a press that would launch a new checkout goes while the same item's checkout is already
 * open for the buyer: asked to resume it (the same Idempotency-Key, so the backend answers with
 * that checkout) or to start over (a new intent; the lifecycle abandons the open one).
 */
export const offeringResume = {
  description:
    "The item's checkout is already open in this browser (another tab, or before a reload): 'Checkout already open' offers Resume checkout or Start over, instead of launching another.",
  tags: ['dialog'],
  on: {
    'openCheckout.resume': { target: 'purchasing', actions: 'resumeOpenCheckout' as const },
    'openCheckout.startOver': 'purchasing',
    'dialog.close': 'idle',
  },
}

/** The billing read's input: the signed-in buyer (the reading state is entered signed in only). */
export const billingInput = ({ context }: { context: PurchaseContextBase }) => ({
  userId: context.user!.uid,
})

type LaunchEnd = { event: { output: CheckoutLaunchOutput } }
const outputOf = ({ event }: LaunchEnd) => event.output

/** The backend refused a Pro purchase because the buyer's subscription is active (its 409): the
 *  'Already Have an Active Subscription' dialog, before any other outcome (Pro only). */
export const subscriptionActive = {
  guard: { type: 'isSubscriptionActive' as const, params: outputOf },
  target: 'alreadyActive',
}

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
  onError: {
    target: 'idle',
    actions: { type: 'showCheckoutError' as const, params: { message: UNABLE_TO_OPEN_CHECKOUT } },
  },
}
