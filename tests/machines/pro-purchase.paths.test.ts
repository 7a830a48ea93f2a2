import { CHECKOUT_LAUNCH, FETCH_BILLING_INFO } from '../../machines/purchase-invokes'
import { describe, expect, it, vi } from 'vitest'
import { UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import { fromCallback, type SnapshotFrom } from 'xstate'
import { buildPurchaseRequest, proPurchaseMachine } from '../../machines/pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../src/content/plans'
import {
  selectAccountRequired,
  selectAcknowledged,
  selectBuyButtonsDisabled,
  selectCanProceed,
  selectOpenCheckout,
  selectOpenDialog,
  selectProcessingPlan,
} from '../../src/features/pricing/pro-purchase.selectors'
import {
  describeMachinePaths,
  liveActorRunner,
  replayPaths,
  type LiveContext,
  type MachinePathSuiteOptions,
} from '../support/model'
import { buyer, urls } from './pro-purchase.fakes'
import {
  BILLING_FAILURE,
  expectedToasts,
  modelOptions,
  openCheckoutInput,
  openProCheckout,
  serializeProPurchase,
  unknownBuyerInput,
} from '../../machines/paths/models/pro-purchase.model'
import { OPEN_INTENT_KEY } from '../../machines/paths/models/purchase.samples'

type Snapshot = SnapshotFrom<typeof proPurchaseMachine>
type Extra = ReturnType<typeof spies>
type Ctx = LiveContext<typeof proPurchaseMachine, Extra>

const spies = () => ({
  openSignIn: vi.fn(),
  goToDownloads: vi.fn(),
  showCheckoutError: vi.fn<(message: string) => void>(),
  logBillingError: vi.fn<(error: unknown) => void>(),
})

/** Side effects that must hold in every state: exactly the toasts the path has earned, in order. */
function sideEffects(ctx: Ctx) {
  expect(ctx.extra.showCheckoutError.mock.calls.map(([m]) => m)).toEqual(
    expectedToasts(ctx.path.steps, ctx.index),
  )
  const billingFailures = ctx.path.steps
    .slice(1, ctx.index + 1)
    .filter((s) => s.event.type === 'xstate.error.actor.fetchBillingInfo')
  expect(ctx.extra.logBillingError).toHaveBeenCalledTimes(billingFailures.length)
  if (billingFailures.length)
    expect(ctx.extra.logBillingError).toHaveBeenLastCalledWith(BILLING_FAILURE)
  // Start Free signed in, at once or replayed once the buyer is known.
  const downloads = ctx.path.steps.slice(1, ctx.index + 1).filter((s, i) => {
    const before = ctx.path.steps[i]!.state
    if (s.event.type === 'freePlan.select')
      return before.matches('idle') && before.context.user !== null
    return (
      s.event.type === 'auth.changed' &&
      s.event.user !== null &&
      before.matches('waitingForBuyer') &&
      before.context.press?.type === 'freePlan.select'
    )
  })
  expect(ctx.extra.goToDownloads).toHaveBeenCalledTimes(downloads.length)
  const signIns = ctx.path.steps
    .slice(1, ctx.index + 1)
    .filter((s) => s.event.type === 'signIn.open')
  expect(ctx.extra.openSignIn).toHaveBeenCalledTimes(signIns.length)
  // No checkout runs outside 'purchasing'; none is left pending.
  if (!ctx.actor.getSnapshot().matches('purchasing')) {
    expect(
      ctx.invocations.filter((i) => i.src === CHECKOUT_LAUNCH && i.status === 'pending'),
    ).toHaveLength(0)
  }
}

function noFlowState(s: Snapshot) {
  expect(selectProcessingPlan(s)).toBeNull()
  expect(s.context.request).toBeNull()
  expect(selectCanProceed(s)).toBe(false)
}

const options = {
  ...modelOptions,
  name: 'proPurchase',
  serialize: serializeProPurchase,
  setup: spies,
  provide: (extra) => ({
    // The page's auth watcher: the paths send its events themselves.
    actors: { watchBuyer: fromCallback(() => {}) },
    actions: {
      openSignIn: () => extra.openSignIn(),
      goToDownloads: () => extra.goToDownloads(),
      showCheckoutError: (_: unknown, params: { message: string }) =>
        extra.showCheckoutError(params.message),
      logBillingError: (_: unknown, params: { error: unknown }) =>
        extra.logBillingError(params.error),
    },
  }),
  states: {
    idle: (s, ctx) => {
      expect(selectOpenDialog(s)).toBeNull()
      expect(selectBuyButtonsDisabled(s)).toBe(false)
      expect(s.context).toMatchObject({
        selectedPlan: null,
        acknowledged: false,
        accountRequired: null,
        openCheckout: null,
        resumeKey: null,
      })
      expect(selectOpenCheckout(s)).toBeNull()
      noFlowState(s)
      sideEffects(ctx)
    },
    waitingForBuyer: (s, ctx) => {
      expect(s.context).toMatchObject({ buyerKnown: false, user: null })
      expect(s.context.press?.type).toMatch(/^(plan|freePlan)\.select$/)
      // Another press while waiting is ignored: one flow per press.
      expect(s.can(s.context.press as never)).toBe(false)
      expect(selectOpenDialog(s)).toBeNull()
      expect(selectBuyButtonsDisabled(s)).toBe(true)
      expect(ctx.invocations.filter((i) => i.status === 'pending')).toHaveLength(0)
      noFlowState(s)
      sideEffects(ctx)
    },
    signInPrompt: (s, ctx) => {
      expect(selectOpenDialog(s)).toBe('signInPrompt')
      expect(s.context.user).toBeNull()
      expect(selectBuyButtonsDisabled(s)).toBe(false)
      expect(ctx.invocations.filter((i) => i.status === 'pending')).toHaveLength(0)
      noFlowState(s)
      sideEffects(ctx)
    },
    enterpriseSales: (s, ctx) => {
      expect(selectOpenDialog(s)).toBe('enterpriseSales')
      noFlowState(s)
      sideEffects(ctx)
    },
    checkingSubscription: (s, ctx) => {
      expect(selectOpenDialog(s)).toBeNull()
      expect(selectBuyButtonsDisabled(s)).toBe(true)
      expect(selectProcessingPlan(s)).toBeNull()
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: FETCH_BILLING_INFO,
        status: 'pending',
        input: { userId: buyer.uid },
      })
      sideEffects(ctx)
    },
    alreadyActive: (s, ctx) => {
      expect(selectOpenDialog(s)).toBe('alreadyActive')
      expect(ctx.invocations.at(-1)).toMatchObject({ src: FETCH_BILLING_INFO, status: 'resolved' })
      noFlowState(s)
      sideEffects(ctx)
    },
    acknowledging: (s, ctx) => {
      expect(selectOpenDialog(s)).toBe('upgradeToPro')
      expect(selectBuyButtonsDisabled(s)).toBe(false)
      expect(selectCanProceed(s)).toBe(selectAcknowledged(s))
      expect(selectProcessingPlan(s)).toBeNull()
      expect(s.context.selectedPlan).not.toBeNull()
      sideEffects(ctx)
    },
    offeringResume: (s, ctx) => {
      // Instead of the Upgrade dialog's Proceed, never on top of it; nothing is launched yet.
      expect(selectOpenDialog(s)).toBe('openCheckout')
      expect(selectOpenCheckout(s)).toEqual(openProCheckout)
      expect(s.context.acknowledged).toBe(true)
      expect(ctx.invocations.filter((i) => i.status === 'pending')).toHaveLength(0)
      expect(ctx.invocations.some((i) => i.src === CHECKOUT_LAUNCH)).toBe(false)
      noFlowState(s)
      sideEffects(ctx)
    },
    purchasing: (s, ctx) => {
      expect(selectOpenDialog(s)).toBeNull()
      expect(selectBuyButtonsDisabled(s)).toBe(true)
      expect(s.hasTag('purchasing')).toBe(true)
      expect(selectProcessingPlan(s)).toBe(PRO_PLAN_NAME)
      const request = buildPurchaseRequest(
        plans.find((p) => p.name === PRO_PLAN_NAME)!,
        buyer,
        urls,
      )
      expect(s.context.request).toEqual(request)
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: CHECKOUT_LAUNCH,
        id: CHECKOUT_LAUNCH,
        status: 'pending',
        input: { request, itemId: PRO_PLAN_NAME },
      })
      // Resume sends the open intent's key (the backend answers with the same checkout); otherwise a new intent.
      const resumed = ctx.path.steps
        .slice(1, ctx.index + 1)
        .some((step) => step.event.type === 'openCheckout.resume')
      expect(s.context.resumeKey).toBe(resumed ? OPEN_INTENT_KEY : null)
      expect((ctx.invocations.at(-1)!.input as { idempotencyKey?: string }).idempotencyKey).toBe(
        resumed ? OPEN_INTENT_KEY : undefined,
      )
      sideEffects(ctx)
    },
    accountRequired: (s, ctx) => {
      expect(selectOpenDialog(s)).toBe('accountRequired')
      expect(selectAccountRequired(s)).toEqual({
        message: expect.stringContaining('User not found in database'),
        details: expect.any(String),
      })
      expect(selectBuyButtonsDisabled(s)).toBe(false)
      noFlowState(s)
      sideEffects(ctx)
    },
  },
} satisfies MachinePathSuiteOptions<typeof proPurchaseMachine, Extra>

const NO_OPEN_CHECKOUT =
  'no checkout is open in this browser here: the open-checkout suite below has one'

const model = describeMachinePaths(proPurchaseMachine, {
  ...options,
  unreachable: {
    waitingForBuyer:
      'the buyer is known from the start here: the suite below starts before the answer',
    offeringResume: NO_OPEN_CHECKOUT,
  },
})

// The buyer's Pro checkout is already open (another tab): Proceed offers Resume / Start over.
const withOpen = {
  ...options,
  name: 'proPurchase with its checkout open',
  input: openCheckoutInput,
}
const openModel = describeMachinePaths(proPurchaseMachine, {
  ...withOpen,
  unreachable: { waitingForBuyer: 'the buyer is known from the start here' },
})
describe('proPurchase with its checkout open: edges no simple path takes', () =>
  replayPaths(openModel.edgePaths(), liveActorRunner(openModel, withOpen)))

// The page as it starts: a press before the identity provider has answered waits for it.
const unknownBuyer = {
  ...options,
  name: 'proPurchase before the buyer is known',
  input: unknownBuyerInput,
  unreachable: { offeringResume: NO_OPEN_CHECKOUT },
}
const beforeAnswer = describeMachinePaths(proPurchaseMachine, unknownBuyer)
describe('proPurchase before the buyer is known: edges no simple path takes', () =>
  replayPaths(beforeAnswer.edgePaths(), liveActorRunner(beforeAnswer, unknownBuyer)))

// Every edge no shortest or simple path takes (the ones back to idle carry the toasts).
const edges = model.edgePaths()
describe(`proPurchase edge paths (${edges.length})`, () => {
  it('covers the edges back to idle: every toast text and the sign-in after a prompt', () => {
    const toasts = new Set(edges.flatMap((p) => expectedToasts(p.steps, p.steps.length - 1)))
    expect([...toasts].sort()).toEqual(
      [
        'Backend error: 500',
        'Package not configured for plan: Platinum',
        UNABLE_TO_OPEN_CHECKOUT,
      ].sort(),
    )
  })
  replayPaths(edges, liveActorRunner(model, options))
})
