import { and, assign, not, type ActorRefFrom } from 'xstate'
import type { BillingInfo, PurchaseRequest } from '../src/api/schemas'
import { packageNotConfigured } from '../src/domain/error-messages'
import type { PlanEntry } from '../src/content/plans'
import type { BillingBefore } from '../src/domain/pending-purchase'
import { purchaseRequest, type Buyer, type ReturnUrls } from '../src/domain/purchase'
import { isSubscriptionRunning } from '../src/domain/subscription'
import type { CheckoutLaunchInput } from './checkout-launch.machine'
import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from './purchase-invokes'
import {
  billingInput,
  buyerConfig,
  checkoutOutcome,
  initialBuyer,
  offeringResume,
  openCheckoutOf,
  purchaseSetup,
  signedInElsewhere,
  subscriptionActive,
  waitForBuyer,
  waitingForBuyer,
  type BuyerEvent,
  type BuyerInput,
  type OpenCheckoutEvent,
  type PurchaseContextBase,
} from './purchase-setup'

export type { AccountRequiredInfo, Buyer, ReturnUrls } from '../src/domain/purchase'
export interface ProPurchaseInput extends BuyerInput {
  /** The plan catalogue the request is built from (src/content/plans.ts). */
  catalogue: readonly PlanEntry[]
  /** Where the checkout returns to (`returnUrls()` from src/api). */
  returnUrls: ReturnUrls
}

export interface ProPurchaseContext
  extends Omit<ProPurchaseInput, keyof BuyerInput>, PurchaseContextBase {
  /** The plan Get Pro asked for, from the click until the flow ends. */
  selectedPlan: string | null
  acknowledged: boolean
  /** The plan whose button reads 'Processing...' while the purchase runs. */
  processingPlan: string | null
  request: PurchaseRequest | null
  /** The subscription the 'Already Have an Active Subscription' dialog describes. */
  activeSubscription: ActiveSubscription | null
  /** What billing showed before the purchase (null when the read failed): confirmation needs a change from it. */
  billingBefore: BillingBefore | null
}

/** What the buyer is told about the subscription they already have (spec §3 billing fields). */
export interface ActiveSubscription {
  plan: string | null
  nextPaymentDate: string | null
  /** Set when the subscription was cancelled and runs until this date. */
  endsAt: string | null
}

export type ProPurchaseEvent =
  | { type: 'plan.select'; plan: string }
  | { type: 'freePlan.select' }
  | { type: 'contactSales.open' }
  | { type: 'signIn.open' }
  | { type: 'ack.toggle'; checked: boolean }
  | { type: 'ack.proceed' }
  | { type: 'dialog.close' }
  | OpenCheckoutEvent
  | BuyerEvent

/** The purchase request for a catalogue plan (spec §3). */
export const buildPurchaseRequest = (
  plan: PlanEntry,
  buyer: Buyer,
  urls: ReturnUrls,
): PurchaseRequest =>
  purchaseRequest(
    { name: plan.name, price: plan.price ?? 0, variant_id: plan.variant_id, type: 'subscription' },
    buyer,
    urls,
  )

const findPlan = (context: ProPurchaseContext) =>
  context.selectedPlan === null
    ? undefined
    : context.catalogue.find(
        (p) => p.name === context.selectedPlan || p.id === context.selectedPlan,
      )

/**
 * The Pro purchase on /pricing (spec §4 'Pro purchase flow', 'Purchase in progress'). Get Pro:
 * signed out -> the sign-in prompt; an active subscription (billing fetched for the signed-in
 * user) -> 'Already Have an Active Subscription'; otherwise the early-access acknowledgement,
 * then the purchase, which the shared checkout-launch child runs (200 ms dialog delay, 500 ms
 * clear after success, failure at once). A press before the identity provider has answered
 * waits for it in `waitingForBuyer`. A Proceed while the plan's checkout is already open in this
 * browser offers to resume it or start over (`offeringResume`). The page view owns the actor: leaving the page stops
 * it, and signing out resets it.
 */
export const proPurchaseMachine = purchaseSetup<
  ProPurchaseContext,
  ProPurchaseEvent,
  ProPurchaseInput
>()
  .extend({
    actions: {
      goToDownloads: () => {},
      selectPlan: assign({ selectedPlan: (_, plan: string) => plan }),
      setAcknowledged: assign({ acknowledged: (_, checked: boolean) => checked }),
      startProcessing: assign(({ context }) => {
        const plan = findPlan(context)!
        return {
          processingPlan: plan.name,
          request: buildPurchaseRequest(plan, context.user!, context.returnUrls),
        }
      }),
      stopProcessing: assign({ processingPlan: null, request: null, resumeKey: null }),
      reset: assign({
        selectedPlan: null,
        acknowledged: false,
        processingPlan: null,
        request: null,
        accountRequired: null,
        activeSubscription: null,
        billingBefore: null,
        openCheckout: null,
        resumeKey: null,
        press: null,
      }),
      storeBillingBefore: assign({
        billingBefore: (_, billing: BillingInfo): BillingBefore => ({
          subscriptionId: billing.subscriptionId ?? null,
          active: isSubscriptionRunning(billing),
        }),
      }),
      storeActiveSubscription: assign({
        activeSubscription: (_, billing: BillingInfo): ActiveSubscription => ({
          plan: billing.plan?.name ?? null,
          nextPaymentDate: billing.nextPaymentDate,
          // Access ends on endsAt once cancelled; a requested cancellation ends it on endsAt, or on
          // the next payment date, which is then never charged.
          endsAt: billing.isCancelled
            ? billing.endsAt
            : billing.cancellationRequested
              ? (billing.endsAt ?? billing.nextPaymentDate)
              : null,
        }),
      }),
    },
    guards: {
      isAcknowledged: ({ context }) => context.acknowledged,
      isPlanConfigured: ({ context }) => findPlan(context) !== undefined,
      isPlanCheckoutOpen: ({ context }) =>
        openCheckoutOf(context, findPlan(context)!.name) !== null,
    },
  })
  .createMachine({
    id: 'proPurchase',
    context: ({ input }) => ({
      ...input,
      ...initialBuyer(input),
      selectedPlan: null,
      acknowledged: false,
      processingPlan: null,
      request: null,
      accountRequired: null,
      activeSubscription: null,
      billingBefore: null,
    }),
    ...buyerConfig,
    initial: 'idle',
    states: {
      idle: {
        entry: 'reset',
        on: {
          'plan.select': [
            waitForBuyer,
            {
              guard: 'isSignedIn',
              target: 'checkingSubscription',
              actions: { type: 'selectPlan', params: ({ event }) => event.plan },
            },
            { target: 'signInPrompt' },
          ],
          'freePlan.select': [
            waitForBuyer,
            { guard: 'isSignedIn', actions: 'goToDownloads' },
            { target: 'signInPrompt' },
          ],
          'contactSales.open': 'enterpriseSales',
        },
      },
      waitingForBuyer,
      signInPrompt: {
        description: 'A visitor pressed a buy button: sign in first.',
        tags: ['dialog'],
        on: {
          'signIn.open': { target: 'idle', actions: 'openSignIn' },
          'dialog.close': 'idle',
          'auth.changed': signedInElsewhere,
        },
      },
      enterpriseSales: {
        tags: ['dialog'],
        on: { 'dialog.close': 'idle' },
      },
      checkingSubscription: {
        description:
          "Reading the buyer's billing info; a failure is only logged and counts as no active subscription.",
        tags: ['busy'],
        invoke: {
          id: FETCH_BILLING_INFO,
          src: FETCH_BILLING_INFO,
          input: billingInput,
          onDone: [
            {
              guard: { type: 'hasActiveSubscription', params: ({ event }) => event.output },
              target: 'alreadyActive',
              actions: { type: 'storeActiveSubscription', params: ({ event }) => event.output },
            },
            {
              target: 'acknowledging',
              actions: { type: 'storeBillingBefore', params: ({ event }) => event.output },
            },
          ],
          onError: {
            target: 'acknowledging',
            actions: { type: 'logBillingError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      alreadyActive: {
        description:
          "The buyer already has an active subscription (by billing, or the backend's 409) and is pointed to top-ups.",
        tags: ['dialog'],
        on: { 'dialog.close': 'idle' },
      },
      acknowledging: {
        description: "The 'Upgrade to Pro' early-access acknowledgement: Proceed only once ticked.",
        tags: ['dialog'],
        on: {
          'ack.toggle': {
            actions: { type: 'setAcknowledged', params: ({ event }) => event.checked },
          },
          'ack.proceed': [
            {
              guard: and(['isAcknowledged', not('isPlanConfigured')]),
              target: 'idle',
              actions: {
                type: 'showCheckoutError',
                params: ({ context }) => ({
                  message: packageNotConfigured(context.selectedPlan ?? ''),
                }),
              },
            },
            {
              description:
                "The plan's checkout is already open: Resume / Start over instead of launching another (the Upgrade dialog closes).",
              guard: and(['isAcknowledged', 'isPlanCheckoutOpen']),
              target: 'offeringResume',
              actions: {
                type: 'offerOpenCheckout',
                params: ({ context }) => findPlan(context)!.name,
              },
            },
            { guard: 'isAcknowledged', target: 'purchasing' },
          ],
          'dialog.close': 'idle',
        },
      },
      offeringResume,
      purchasing: {
        description:
          'The plan is marked processing and every buy button is disabled; the checkout-launch child calls the backend and opens the checkout.',
        tags: ['busy', 'purchasing'],
        entry: 'startProcessing',
        exit: 'stopProcessing',
        invoke: {
          id: CHECKOUT_LAUNCH,
          src: CHECKOUT_LAUNCH,
          input: ({ context }): CheckoutLaunchInput => ({
            request: context.request!,
            itemId: context.processingPlan!,
            ...(context.resumeKey ? { idempotencyKey: context.resumeKey } : {}),
            billingBefore: context.billingBefore,
          }),
          ...checkoutOutcome,
          onDone: [subscriptionActive, ...checkoutOutcome.onDone],
        },
      },
      accountRequired: {
        description:
          "The backend has no user record for the buyer: 'Account Required' with the server's message and details.",
        tags: ['dialog'],
        on: { 'dialog.close': 'idle' },
      },
    },
  })

export type ProPurchaseActor = ActorRefFrom<typeof proPurchaseMachine>
