import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from '../../machines/purchase-invokes'
import { describe, expect, it, vi } from 'vitest'
import { fromCallback, type AnyEventObject } from 'xstate'
import { buildTopUpRequest, topUpPurchaseMachine } from '../../machines/top-up-purchase.machine'
import type { CheckoutLaunchOutput } from '../../machines/checkout-launch.machine'
import { PACKAGE_NOT_FOUND, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import { findTopUpPackage } from '../../src/content/top-ups'
import {
  selectAccountRequired,
  selectBusy,
  selectComingSoonOpen,
  selectOpenCheckout,
  selectPendingPackageId,
  selectProcessingPackageId,
  selectUpgradeTipOpen,
  type TopUpPurchaseSnapshot,
} from '../../src/features/top-ups/top-up-purchase.selectors'
import {
  describeMachinePaths,
  liveActorRunner,
  replayPaths,
  type LiveContext,
  type MachinePathSuiteOptions,
} from '../support/model'
import { buyer, urls } from './top-up-purchase.fakes'
import {
  modelOptions,
  openCheckoutInput,
  openTopUpCheckout,
  UNKNOWN_PACKAGE,
  unknownBuyer,
  unknownBuyerInput,
} from '../../machines/paths/models/top-up-purchase.model'
import { OPEN_INTENT_KEY } from '../../machines/paths/models/purchase.samples'

const pkg40 = findTopUpPackage('topup_40')!

const spies = () => ({
  openSignIn: vi.fn(),
  goToPricing: vi.fn(),
  showCheckoutError: vi.fn(),
  logBillingError: vi.fn(),
  notifyBillingFailed: vi.fn(),
})
type Extra = ReturnType<typeof spies>
type Ctx = LiveContext<typeof topUpPurchaseMachine, Extra>

/** The side effects the path so far must have caused, derived from its events and the model's states. */
function checkSideEffects(ctx: Ctx) {
  const steps = ctx.path.steps
  let signIn = 0
  let pricing = 0
  let billingLogs = 0
  let billingToasts = 0
  const toasts: string[] = []
  for (let i = 1; i <= ctx.index; i++) {
    const before = steps[i - 1]!.state
    const { event, state } = steps[i]!
    const e = event as AnyEventObject & { output?: CheckoutLaunchOutput }
    // A visitor's Buy, at once or replayed once the identity provider answered that nobody is signed in.
    if (
      e.type === 'package.select' &&
      before.matches('idle') &&
      before.context.buyerKnown &&
      before.context.user === null
    )
      signIn++
    if (e.type === 'auth.changed' && e.user === null && before.matches('waitingForBuyer')) signIn++
    if (e.type === 'upgradeTip.buyPro') pricing++
    if (e.type === `xstate.error.actor.${FETCH_BILLING_INFO}`) {
      if ((e as AnyEventObject & { error?: unknown }).error === unknownBuyer) billingLogs++
      else billingToasts++
    }
    if (
      e.type === `xstate.done.actor.${CHECKOUT_LAUNCH}` &&
      e.output &&
      !e.output.ok &&
      e.output.failure.kind === 'error'
    )
      toasts.push(e.output.failure.message)
    if (e.type === `xstate.error.actor.${CHECKOUT_LAUNCH}`) toasts.push(UNABLE_TO_OPEN_CHECKOUT)
    // The unknown package reaches idle through the package check, not through a close or a sign-out.
    if (
      before.context.packageId === UNKNOWN_PACKAGE &&
      state.matches('idle') &&
      ['upgradeTip.proceed', `xstate.done.actor.${FETCH_BILLING_INFO}`].includes(e.type)
    ) {
      toasts.push(PACKAGE_NOT_FOUND)
    }
  }
  expect(ctx.extra.openSignIn).toHaveBeenCalledTimes(signIn)
  expect(ctx.extra.goToPricing).toHaveBeenCalledTimes(pricing)
  expect(ctx.extra.logBillingError).toHaveBeenCalledTimes(billingLogs)
  expect(ctx.extra.notifyBillingFailed).toHaveBeenCalledTimes(billingToasts)
  expect(
    ctx.extra.showCheckoutError.mock.calls.map(
      ([, params]) => (params as { message: string }).message,
    ),
  ).toEqual(toasts)
}

function noDialog(s: TopUpPurchaseSnapshot) {
  expect(selectUpgradeTipOpen(s)).toBe(false)
  expect(selectComingSoonOpen(s)).toBe(false)
  expect(selectAccountRequired(s)).toBeNull()
  expect(selectOpenCheckout(s)).toBeNull()
}

const options: MachinePathSuiteOptions<typeof topUpPurchaseMachine, Extra> = {
  ...modelOptions,
  setup: spies,
  // The page's auth watcher: the paths send its events themselves.
  provide: (extra) => ({ actors: { watchBuyer: fromCallback(() => {}) }, actions: extra }),
  unreachable: {
    choosingPackage:
      "transient: its 'always' transitions leave it in the same macrostep, so no snapshot rests there",
    waitingForBuyer:
      'the buyer is known from the start here: the suite below starts before the answer',
    offeringResume:
      'no checkout is open in this browser here: the open-checkout suite below has one',
  },
  states: {
    idle: (s, ctx) => {
      expect(selectBusy(s)).toBe(false)
      expect(selectPendingPackageId(s)).toBeNull()
      expect(s.context).toMatchObject({ packageId: null, openCheckout: null, resumeKey: null })
      noDialog(s)
      checkSideEffects(ctx)
    },
    waitingForBuyer: (s, ctx) => {
      expect(s.context).toMatchObject({ buyerKnown: false, user: null, packageId: null })
      expect(s.context.press?.type).toBe('package.select')
      // Another Buy while waiting is ignored, and every Buy button is disabled.
      expect(s.can({ type: 'package.select', packageId: pkg40.id })).toBe(false)
      expect(selectBusy(s)).toBe(true)
      expect(ctx.invocations.filter((i) => i.status === 'pending')).toEqual([])
      noDialog(s)
      checkSideEffects(ctx)
    },
    checkingSubscription: (s, ctx) => {
      expect(selectBusy(s)).toBe(true)
      expect(selectPendingPackageId(s)).toBe(s.context.packageId)
      expect(selectProcessingPackageId(s)).toBeNull()
      expect(s.can({ type: 'package.select', packageId: pkg40.id })).toBe(false)
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: FETCH_BILLING_INFO,
        status: 'pending',
        input: { userId: buyer.uid },
      })
      noDialog(s)
      checkSideEffects(ctx)
    },
    upgradeTip: (s, ctx) => {
      expect(selectUpgradeTipOpen(s)).toBe(true)
      expect(selectBusy(s)).toBe(false)
      expect(ctx.invocations.some((i) => i.src === CHECKOUT_LAUNCH && i.status === 'pending')).toBe(
        false,
      )
      checkSideEffects(ctx)
    },
    offeringResume: (s, ctx) => {
      // Asked at the Buy, before the billing check and the upgrade tip; nothing is launched yet.
      expect(selectOpenCheckout(s)).toEqual(openTopUpCheckout)
      expect(s.context.packageId).toBe(openTopUpCheckout.itemId)
      expect(selectBusy(s)).toBe(false)
      expect(selectUpgradeTipOpen(s)).toBe(false)
      expect(ctx.invocations).toEqual([])
      checkSideEffects(ctx)
    },
    choosingPackage: () => {
      throw new Error('choosingPackage is transient and cannot be observed')
    },
    comingSoon: (s, ctx) => {
      expect(selectComingSoonOpen(s)).toBe(true)
      expect(selectBusy(s)).toBe(false)
      expect(findTopUpPackage(s.context.packageId!)!.variant_id).toBe(0)
      expect(ctx.invocations.filter((i) => i.status === 'pending')).toEqual([])
      expect(ctx.invocations.at(-1)?.src).toBe(FETCH_BILLING_INFO)
      checkSideEffects(ctx)
    },
    purchasing: (s, ctx) => {
      expect(selectBusy(s)).toBe(true)
      expect(selectProcessingPackageId(s)).toBe(pkg40.id)
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: CHECKOUT_LAUNCH,
        status: 'pending',
        input: { request: buildTopUpRequest(pkg40, buyer, urls), itemId: pkg40.id },
      })
      // Resume sends the open intent's key (the backend answers with the same checkout); otherwise a new intent.
      const resumed = ctx.path.steps
        .slice(1, ctx.index + 1)
        .some((step) => step.event.type === 'openCheckout.resume')
      expect(s.context.resumeKey).toBe(resumed ? OPEN_INTENT_KEY : null)
      expect((ctx.invocations.at(-1)!.input as { idempotencyKey?: string }).idempotencyKey).toBe(
        resumed ? OPEN_INTENT_KEY : undefined,
      )
      noDialog(s)
      checkSideEffects(ctx)
    },
    accountRequired: (s, ctx) => {
      expect(selectAccountRequired(s)).toEqual({
        message: 'User not found in database.',
        details: 'Create your account in the desktop app.',
      })
      expect(selectBusy(s)).toBe(false)
      checkSideEffects(ctx)
    },
  },
}

const INTO_IDLE_ON_BILLING_FAILURE = 3

const model = describeMachinePaths(topUpPurchaseMachine, options)

const edgePaths = model.edgePaths()

describe('topUpPurchase edges no simple path takes', () => {
  it('include every way back to idle', () => {
    const into = (type: string) =>
      edgePaths.filter((p) => p.steps.at(-1)!.key === 'idle' && p.steps.at(-1)!.event.type === type)
        .length
    expect(into('dialog.close')).toBe(5) // upgrade tip (x3 packages), Coming Soon, Account Required
    expect(into('upgradeTip.buyPro')).toBe(3)
    expect(into(`xstate.done.actor.${CHECKOUT_LAUNCH}`)).toBe(2) // launched, backend error
    expect(into(`xstate.error.actor.${CHECKOUT_LAUNCH}`)).toBe(1)
    expect(into('upgradeTip.proceed')).toBe(1) // the unknown package: Package not found
    expect(into(`xstate.done.actor.${FETCH_BILLING_INFO}`)).toBe(1) // active subscription, unknown package
    expect(into(`xstate.error.actor.${FETCH_BILLING_INFO}`)).toBe(INTO_IDLE_ON_BILLING_FAILURE) // the failed read (500), one per package sample
  })
  replayPaths(edgePaths, liveActorRunner(model, options))
})

// The page as it starts: a Buy before the identity provider has answered waits for it.
const beforeAnswerOptions: MachinePathSuiteOptions<typeof topUpPurchaseMachine, Extra> = {
  ...options,
  name: 'topUpPurchase before the buyer is known',
  input: unknownBuyerInput,
  unreachable: {
    choosingPackage: options.unreachable!.choosingPackage!,
    offeringResume: options.unreachable!.offeringResume!,
  },
}
const beforeAnswer = describeMachinePaths(topUpPurchaseMachine, beforeAnswerOptions)
describe('topUpPurchase before the buyer is known: edges no simple path takes', () =>
  replayPaths(beforeAnswer.edgePaths(), liveActorRunner(beforeAnswer, beforeAnswerOptions)))

// The $40 package's checkout is already open (another tab): its Buy offers Resume / Start over.
const withOpenOptions: MachinePathSuiteOptions<typeof topUpPurchaseMachine, Extra> = {
  ...options,
  name: 'topUpPurchase with a checkout open',
  input: openCheckoutInput,
  unreachable: {
    choosingPackage: options.unreachable!.choosingPackage!,
    waitingForBuyer: options.unreachable!.waitingForBuyer!,
  },
}
const withOpen = describeMachinePaths(topUpPurchaseMachine, withOpenOptions)
describe('topUpPurchase with a checkout open: edges no simple path takes', () =>
  replayPaths(withOpen.edgePaths(), liveActorRunner(withOpen, withOpenOptions)))
