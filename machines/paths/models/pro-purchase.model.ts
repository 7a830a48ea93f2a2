import type { AnyEventObject } from 'xstate'
import {
  UNABLE_TO_OPEN_CHECKOUT,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_MESSAGE,
  packageNotConfigured,
} from '../../../src/domain/error-messages'
import type { CheckoutLaunchOutput } from '../../checkout-launch.machine'
import type { ProPurchaseContext, ProPurchaseInput } from '../../pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../../src/content/plans'
import { activeBilling, billing, buyer, openCheckout, urls, whileOpen } from './purchase.samples'

/**
 * The Pro purchase model shared by the live-actor path suite (tests/machines/pro-purchase.paths.test.ts)
 * and the rendered-view replay (tests/features/pricing/pro-purchase.view-paths.test.tsx).
 */
export const UNKNOWN_PLAN = 'Platinum'
export const BILLING_FAILURE = new Error('Failed to get billing info: 500')
export const CHECKOUT_CRASH = new Error('checkout launch crashed')

export const launchSucceeded: CheckoutLaunchOutput = { ok: true, outcome: 'hosted' }
export const accountMissing: CheckoutLaunchOutput = {
  ok: false,
  failure: {
    kind: 'user_not_found',
    message: USER_NOT_FOUND_MESSAGE,
    details: USER_NOT_FOUND_DETAILS,
  },
}
export const backendFailed: CheckoutLaunchOutput = {
  ok: false,
  failure: { kind: 'error', message: 'Backend error: 500' },
}

/** The graph vertex besides the state value: what changes the flow, not the whole catalogue. */
export const serializeProPurchase = (s: { context: ProPurchaseContext }) => ({
  user: s.context.user?.uid ?? null,
  plan: s.context.selectedPlan,
  ack: s.context.acknowledged,
  processing: s.context.processingPlan,
  account: s.context.accountRequired?.message ?? null,
  known: s.context.buyerKnown,
  press: s.context.press,
  open: s.context.openCheckout?.intentKey ?? null,
  resume: s.context.resumeKey,
  before: s.context.billingBefore !== null,
})

export const modelInput: ProPurchaseInput = { user: buyer, catalogue: plans, returnUrls: urls }
/** The page as it starts: the identity provider has not answered, so a press waits for the buyer. */
export const unknownBuyerInput: ProPurchaseInput = { ...modelInput, user: null, buyerKnown: false }
/** The buyer's Pro checkout, opened in another tab. */
export const openProCheckout = openCheckout({
  itemId: PRO_PLAN_NAME,
  name: PRO_PLAN_NAME,
  type: 'subscription',
  amount: 20,
})
/** The buyer's Pro checkout is already open in this browser: Proceed offers Resume / Start over. */
export const openCheckoutInput: ProPurchaseInput = {
  ...modelInput,
  findOpenCheckout: whileOpen(openProCheckout),
}

export const modelOptions = {
  input: modelInput,
  events: {
    'plan.select': [
      { type: 'plan.select', plan: PRO_PLAN_NAME },
      { type: 'plan.select', plan: UNKNOWN_PLAN },
    ],
    'ack.toggle': [
      { type: 'ack.toggle', checked: true },
      { type: 'ack.toggle', checked: false },
    ],
    // The page reports the identity provider's answer, then its changes: a sign-in only while
    // signed out (or unknown), a sign-out only while signed in (or unknown).
    'auth.changed': (s: { context: ProPurchaseContext }) => [
      ...(s.context.user ? [] : [{ type: 'auth.changed', user: buyer }]),
      ...(s.context.user || !s.context.buyerKnown ? [{ type: 'auth.changed', user: null }] : []),
    ],
  },
  outputs: {
    fetchBillingInfo: [activeBilling(), billing()],
    checkoutLaunch: [launchSucceeded, accountMissing, backendFailed],
  },
  errors: {
    fetchBillingInfo: [BILLING_FAILURE],
    checkoutLaunch: [CHECKOUT_CRASH],
  },
}

/** The 'Checkout Error' toasts a path up to (and including) `index` must have shown, in order. */
export function expectedToasts(
  steps: readonly { event: AnyEventObject; state: { context: unknown } }[],
  index: number,
): string[] {
  const toasts: string[] = []
  for (let i = 1; i <= index; i++) {
    const { event } = steps[i]!
    const before = steps[i - 1]!.state as {
      value: unknown
      context: { selectedPlan: string | null; acknowledged: boolean }
    }
    if (event.type === 'xstate.done.actor.checkoutLaunch') {
      const output = (event as unknown as { output: CheckoutLaunchOutput }).output
      if (!output.ok && output.failure.kind === 'error') toasts.push(output.failure.message)
    } else if (event.type === 'xstate.error.actor.checkoutLaunch') {
      toasts.push(UNABLE_TO_OPEN_CHECKOUT)
    } else if (
      event.type === 'ack.proceed' &&
      before.value === 'acknowledging' &&
      before.context.acknowledged
    ) {
      const plan = before.context.selectedPlan ?? ''
      if (!plans.some((p) => p.name === plan || p.id === plan))
        toasts.push(packageNotConfigured(plan))
    }
  }
  return toasts
}
