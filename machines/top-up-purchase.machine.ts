import { assign, sendTo, type ActorRefFrom } from 'xstate'
import { PACKAGE_NOT_FOUND } from '../src/domain/error-messages'
import type { PurchaseRequest } from '../src/api/schemas'
import type { TopUpPackage } from '../src/content/top-ups'
import { purchaseRequest, type Buyer, type ReturnUrls } from '../src/domain/purchase'
import type { CheckoutLaunchInput } from './checkout-launch.machine'
import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from './purchase-invokes'
import {
  billingInput,
  buyerConfig,
  checkoutOutcome,
  initialBuyer,
  offeringResume,
  purchaseSetup,
  waitForBuyer,
  waitingForBuyer,
  type BuyerEvent,
  type BuyerInput,
  type OpenCheckoutEvent,
  type PurchaseContextBase,
} from './purchase-setup'

export type { AccountRequiredInfo, Buyer } from '../src/domain/purchase'

export interface TopUpPurchaseInput extends BuyerInput {
  /** The catalogue the store shows (src/content/top-ups.ts). */
  packages: readonly TopUpPackage[]
  /** Where the checkout returns to (`returnUrls()` from src/api). */
  returnUrls: ReturnUrls
}

export interface TopUpPurchaseContext
  extends Omit<TopUpPurchaseInput, keyof BuyerInput>, PurchaseContextBase {
  /** The package whose Buy button was pressed, from the click until the flow ends. */
  packageId: string | null
}

export type TopUpPurchaseEvent =
  /** A package's Buy button. */
  | { type: 'package.select'; packageId: string }
  /** Upgrade tip: buy the top-up anyway. */
  | { type: 'upgradeTip.proceed' }
  /** Upgrade tip: 'Buy Pro Plan' goes to /pricing. */
  | { type: 'upgradeTip.buyPro' }
  /** Closes whichever dialog this machine shows (upgrade tip, Coming Soon, Account Required). */
  | { type: 'dialog.close' }
  /** Hides the Processing Payment dialog; the purchase goes on (forwarded to the checkout launch). */
  | { type: 'processingDialog.dismiss' }
  | OpenCheckoutEvent
  | BuyerEvent

/** The purchase request for a top-up package (spec §3). */
export const buildTopUpRequest = (
  pkg: TopUpPackage,
  buyer: Buyer,
  urls: ReturnUrls,
): PurchaseRequest =>
  purchaseRequest(
    { name: pkg.name, price: pkg.price, variant_id: pkg.variant_id, type: 'token_topup' },
    buyer,
    urls,
  )

const findPackage = (context: TopUpPurchaseContext) =>
  context.packageId === null ? undefined : context.packages.find((p) => p.id === context.packageId)

/**
 * Buying a token top-up on /token-topups (account-store-content.md §4 'Top-up purchase flow').
 * A Buy button: signed out -> the shell's sign-in dialog; no active subscription (billing
 * fetched for the buyer; a buyer the backend does not know yet counts as none; any other failed read
 * is the 'Failed to load billing information' toast and nothing else) -> the upgrade tip, whose
 * Proceed continues and Buy Pro Plan goes to /pricing; an unknown package -> 'Package not
 * found'; variant_id 0 -> Coming Soon; otherwise the purchase, which the shared checkout-launch
 * child runs ('Processing...' marker, the 200 ms Processing Payment dialog that the user may
 * close while the purchase goes on, 500 ms clear after success, failure at once). A Buy before
 * the identity provider has answered waits for it in `waitingForBuyer`. A Buy (at once, or
 * replayed once the buyer is known) on a package whose checkout is already open in this browser
 * offers to resume it or start over (`offeringResume`). The page view owns the actor; signing
 * out resets it.
 */
export const topUpPurchaseMachine = purchaseSetup<
  TopUpPurchaseContext,
  TopUpPurchaseEvent,
  TopUpPurchaseInput
>()
  .extend({
    actions: {
      /** Navigates to /pricing. */
      goToPricing: () => {},
      /** Any other failed billing read: the 'Error' toast 'Failed to load billing information' (spec: failures show a toast). */
      notifyBillingFailed: () => {},
      selectPackage: assign({ packageId: (_, packageId: string) => packageId }),
      reset: assign({
        packageId: null,
        accountRequired: null,
        openCheckout: null,
        resumeKey: null,
        press: null,
      }),
      dismissProcessingDialog: sendTo(CHECKOUT_LAUNCH, { type: 'processingDialog.dismiss' }),
    },
    guards: {
      /** The backend does not know the buyer yet (404): they have no subscription, and the purchase answers 'Account Required'. */
      isUnknownBuyer: (_, error: unknown) =>
        typeof error === 'object' && error !== null && 'status' in error && error.status === 404,
      isPackageUnknown: ({ context }) => findPackage(context) === undefined,
      isComingSoon: ({ context }) => findPackage(context)?.variant_id === 0,
    },
  })
  .createMachine({
    id: 'topUpPurchase',
    context: ({ input }) => ({
      ...input,
      ...initialBuyer(input),
      packageId: null,
      accountRequired: null,
    }),
    ...buyerConfig,
    initial: 'idle',
    states: {
      idle: {
        entry: 'reset',
        on: {
          'package.select': [
            waitForBuyer,
            {
              description:
                "The package's checkout is already open: Resume / Start over instead of another.",
              guard: { type: 'hasOpenCheckout', params: ({ event }) => event.packageId },
              target: 'offeringResume',
              actions: [
                { type: 'selectPackage', params: ({ event }) => event.packageId },
                { type: 'offerOpenCheckout', params: ({ event }) => event.packageId },
              ],
            },
            {
              guard: 'isSignedIn',
              target: 'checkingSubscription',
              actions: { type: 'selectPackage', params: ({ event }) => event.packageId },
            },
            { actions: 'openSignIn' },
          ],
        },
      },
      waitingForBuyer,
      checkingSubscription: {
        description:
          "Reading the buyer's billing info for the upgrade tip. Every Buy button is disabled, so a double click starts one purchase.",
        tags: ['busy'],
        invoke: {
          id: FETCH_BILLING_INFO,
          src: FETCH_BILLING_INFO,
          input: billingInput,
          onDone: [
            {
              guard: { type: 'hasActiveSubscription', params: ({ event }) => event.output },
              target: 'choosingPackage',
            },
            { target: 'upgradeTip' },
          ],
          onError: [
            {
              guard: {
                type: 'isUnknownBuyer',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
              target: 'upgradeTip',
              actions: { type: 'logBillingError', params: ({ event }) => ({ error: event.error }) },
            },
            {
              description:
                'Unknown whether the buyer has Pro: say so, suggest nothing, and leave the Buy buttons usable for a retry.',
              target: 'idle',
              actions: 'notifyBillingFailed',
            },
          ],
        },
      },
      upgradeTip: {
        description: 'No active subscription: Pro is suggested, but the top-up may still proceed.',
        tags: ['dialog'],
        on: {
          'upgradeTip.proceed': 'choosingPackage',
          'upgradeTip.buyPro': { target: 'idle', actions: 'goToPricing' },
          'dialog.close': 'idle',
        },
      },
      choosingPackage: {
        description:
          "Transient: an unknown package -> 'Package not found'; variant_id 0 -> Coming Soon; otherwise the purchase.",
        always: [
          {
            guard: 'isPackageUnknown',
            target: 'idle',
            actions: { type: 'showCheckoutError', params: { message: PACKAGE_NOT_FOUND } },
          },
          { guard: 'isComingSoon', target: 'comingSoon' },
          { target: 'purchasing' },
        ],
      },
      comingSoon: {
        description:
          'The package has no checkout product yet (variant_id 0): the Coming Soon notice.',
        tags: ['dialog'],
        on: { 'dialog.close': 'idle' },
      },
      offeringResume,
      purchasing: {
        description:
          "The package is marked in progress (its button reads 'Processing...') and every Buy button is disabled; the checkout-launch child calls the backend and opens the checkout.",
        tags: ['busy', 'purchasing'],
        invoke: {
          id: CHECKOUT_LAUNCH,
          src: CHECKOUT_LAUNCH,
          input: ({ context }): CheckoutLaunchInput => {
            const pkg = findPackage(context)!
            return {
              request: buildTopUpRequest(pkg, context.user!, context.returnUrls),
              itemId: pkg.id,
              ...(context.resumeKey ? { idempotencyKey: context.resumeKey } : {}),
            }
          },
          ...checkoutOutcome,
        },
        on: { 'processingDialog.dismiss': { actions: 'dismissProcessingDialog' } },
      },
      accountRequired: {
        description:
          "The backend has no user record for the buyer (user_not_found): 'Account Required' with the server's message and details.",
        tags: ['dialog'],
        on: { 'dialog.close': 'idle' },
      },
    },
  })

export type TopUpPurchaseActor = ActorRefFrom<typeof topUpPurchaseMachine>
