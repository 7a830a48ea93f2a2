/**
 * The top-up purchase model shared by the path suites (the live actor in
 * tests/machines/top-up-purchase.paths.test.ts, the rendered page in
 * tests/features/top-ups/top-up-purchase.view-paths.test.tsx), and the edge completion both use.
 */
import type { SnapshotFrom } from 'xstate'
import type { CheckoutLaunchOutput } from '../../checkout-launch.machine'
import { topUpPurchaseMachine, type TopUpPurchaseInput } from '../../top-up-purchase.machine'
import { TOP_UP_PACKAGES } from '../../../src/content/top-ups'
import { activeBilling, billing, buyer, openCheckout, urls, whileOpen } from './purchase.samples'

export const UNKNOWN_PACKAGE = 'topup_999'

export const input: TopUpPurchaseInput = {
  user: buyer,
  packages: TOP_UP_PACKAGES,
  returnUrls: urls,
}
/** The page as it starts: the identity provider has not answered, so a Buy waits for the buyer. */
export const unknownBuyerInput: TopUpPurchaseInput = { ...input, user: null, buyerKnown: false }
const pkg40 = TOP_UP_PACKAGES.find((p) => p.id === 'topup_40')!
/** The buyer's checkout of the $40 package, opened in another tab. */
export const openTopUpCheckout = openCheckout({
  itemId: pkg40.id,
  name: pkg40.name,
  type: 'token_topup',
  amount: pkg40.price,
})
/** The $40 package's checkout is already open in this browser: its Buy offers Resume / Start over. */
export const openCheckoutInput: TopUpPurchaseInput = {
  ...input,
  findOpenCheckout: whileOpen(openTopUpCheckout),
}

export const launched: CheckoutLaunchOutput = { ok: true, outcome: 'hosted' }
export const backendError: CheckoutLaunchOutput = {
  ok: false,
  failure: { kind: 'error', message: 'Backend error: 500' },
}
export const userNotFound: CheckoutLaunchOutput = {
  ok: false,
  failure: {
    kind: 'user_not_found',
    message: 'User not found in database.',
    details: 'Create your account in the desktop app.',
  },
}

export const selectSamples = (ids: readonly string[]) =>
  ids.map((packageId) => ({ type: 'package.select', packageId }))
export const billingSamples = () => [activeBilling(), billing()]

type Snapshot = SnapshotFrom<typeof topUpPurchaseMachine>

/** The graph vertex: state value plus what changes in the context (the catalogue never does). */
export const serialize = (s: Snapshot) => ({
  user: s.context.user?.uid ?? null,
  packageId: s.context.packageId,
  accountRequired: s.context.accountRequired,
  known: s.context.buyerKnown,
  press: s.context.press,
  open: s.context.openCheckout?.intentKey ?? null,
  resume: s.context.resumeKey,
})

// A configured package, a variant_id 0 package and an id the catalogue does not know.
const select = selectSamples(['topup_40', 'topup_600', UNKNOWN_PACKAGE])
// A read the backend refused (500), and the backend not knowing the buyer yet (404, no account).
const billingFailure = Object.assign(new Error('Failed to get billing info: 500'), { status: 500 })
export const unknownBuyer = Object.assign(new Error('Failed to get billing info: 404'), {
  status: 404,
})

/** What the live-actor path suite and the storyboards traverse. */
export const modelOptions = {
  input,
  events: {
    'package.select': select,
    // A sign-in while nobody is signed in; a sign-out (or the answer 'a visitor') anywhere.
    'auth.changed': (s: Snapshot) => [
      ...(s.context.user ? [] : [{ type: 'auth.changed' as const, user: buyer }]),
      { type: 'auth.changed' as const, user: null },
    ],
  },
  outputs: {
    fetchBillingInfo: billingSamples(),
    checkoutLaunch: [launched, backendError, userNotFound],
  },
  errors: {
    fetchBillingInfo: [billingFailure, unknownBuyer],
    checkoutLaunch: [new Error('checkout launch crashed')],
  },
  serialize,
}
