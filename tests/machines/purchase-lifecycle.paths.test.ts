import { describe, expect, vi } from 'vitest'
import { purchaseLifecycleMachine } from '../../machines/purchase-lifecycle.machine'
import type { PendingPurchase } from '../../src/domain/pending-purchase'
import {
  selectConfirmationStage,
  selectIsAwaitingConfirmation,
  selectIsChecking,
  selectIsLive,
  selectOpenCheckout,
} from '../../src/features/checkout/lifecycle/purchase-lifecycle.selectors'
import {
  describeMachinePaths,
  liveActorRunner,
  replayPaths,
  type LiveContext,
  type MachinePathSuiteOptions,
} from '../support/model'
import {
  billingBefore,
  item,
  KEY,
  modelOptions,
  NEW_KEY,
  NOW,
  timing,
} from '../../machines/paths/models/purchase-lifecycle.model'

const spies = () => ({ purchaseConfirmed: vi.fn(), refuseStart: vi.fn() })
type Machine = typeof purchaseLifecycleMachine
type Ctx = LiveContext<Machine, ReturnType<typeof spies>>
type Snap = Parameters<
  Parameters<typeof describeMachinePaths<Machine, ReturnType<typeof spies>>>[1]['states'][string]
>[0]

/** How many purchases the path confirmed up to this step. */
const confirmations = (ctx: Ctx) =>
  ctx.path.steps
    .slice(1, ctx.index + 1)
    .filter((step, i) => step.key === 'confirmed' && ctx.path.steps[i]!.key !== 'confirmed').length

/** The backend checks in flight (the storage actor runs for the actor's whole life). */
const pendingChecks = (ctx: Ctx) =>
  ctx.invocations.filter((i) => i.status === 'pending' && i.src === 'checkActivation')

/** Nothing is claimed, checked or shown for this purchase before its checkout reported payment. */
function quiet(s: Snap, ctx: Ctx) {
  expect(selectIsAwaitingConfirmation(s)).toBe(false)
  expect(pendingChecks(ctx)).toEqual([])
  expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledTimes(confirmations(ctx))
}

/** An ended purchase keeps nothing naming the buyer, claims nothing and checks nothing. */
function ended(s: Snap, ctx: Ctx) {
  expect(s.context.purchase).toBeNull()
  expect(selectIsLive(s)).toBe(false)
  expect(selectConfirmationStage(s)).toBe('none')
  expect(selectIsAwaitingConfirmation(s)).toBe(false)
  expect(pendingChecks(ctx)).toEqual([])
}

/** The live purchase carries the intent's key from the press on. */
function liveWithKey(s: Snap) {
  expect(selectIsLive(s)).toBe(true)
  expect([KEY, NEW_KEY]).toContain(s.context.purchase?.intentKey)
  expect(s.context.purchase).toMatchObject({ ...item, userId: 'buyer', billingBefore })
}

const options: MachinePathSuiteOptions<Machine, ReturnType<typeof spies>> = {
  ...modelOptions,
  setup: spies,
  provide: (extra: ReturnType<typeof spies>) => ({
    actions: {
      purchaseConfirmed: (_: unknown, p: PendingPurchase) => extra.purchaseConfirmed(p),
      refuseStart: extra.refuseStart,
    },
  }),
  states: {
    idle: (s: Snap, ctx: Ctx) => {
      expect(s.context.purchase).toBeNull()
      quiet(s, ctx)
    },
    launching: (s: Snap, ctx: Ctx) => {
      liveWithKey(s)
      expect(s.hasTag('launching')).toBe(true)
      quiet(s, ctx)
    },
    interrupted: (s: Snap, ctx: Ctx) => {
      liveWithKey(s)
      // The next press of the same item continues this intent: its key is sent again.
      expect(
        s.can({
          type: 'purchase.start',
          item,
          userId: 'buyer',
          key: NEW_KEY,
          now: NOW,
          billingBefore,
        }),
      ).toBe(true)
      quiet(s, ctx)
    },
    open: (s: Snap, ctx: Ctx) => {
      liveWithKey(s)
      expect(selectOpenCheckout(s, 'Pro', 'buyer')).toBe(s.context.purchase)
      expect(selectOpenCheckout(s, 'Pro', 'someone-else')).toBeNull()
      expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledTimes(confirmations(ctx))
    },
    'open.embedded': (s: Snap, ctx: Ctx) => {
      expect(s.context.purchase?.reference).toBe('chk_abc123')
      quiet(s, ctx)
    },
    'open.hosted.away': (s: Snap, ctx: Ctx) => {
      expect(s.context.purchase?.reference).toBe(s.context.purchase?.intentKey)
      quiet(s, ctx)
    },
    'open.hosted.checking': (s: Snap, ctx: Ctx) => {
      expect(selectIsChecking(s)).toBe(true)
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'checkActivation', status: 'pending' })
      expect(selectIsAwaitingConfirmation(s)).toBe(false)
    },
    paid: (s: Snap, ctx: Ctx) => {
      // A press while paid is refused: the paid purchase stays, with its key, and keeps being confirmed.
      const refusals = ctx.path.steps
        .slice(1, ctx.index + 1)
        .filter(
          (step, i) =>
            step.event.type === 'purchase.start' && ctx.path.steps[i]!.state.hasTag('paid'),
        )
      expect(ctx.extra.refuseStart).toHaveBeenCalledTimes(refusals.length)
      const paidAt =
        ctx.path.steps.findLastIndex((step, i) => i <= ctx.index && !step.state.hasTag('paid')) + 1
      expect(s.context.purchase?.intentKey).toBe(
        ctx.path.steps[paidAt]!.state.context.purchase?.intentKey,
      )
    },
    'paid.identifying': (s: Snap, ctx: Ctx) => {
      liveWithKey(s)
      expect(s.context.userId).not.toBe('buyer')
      expect(selectConfirmationStage(s)).toBe('confirming')
      expect(pendingChecks(ctx)).toEqual([])
    },
    'paid.confirming.querying': (s: Snap, ctx: Ctx) => {
      liveWithKey(s)
      expect(selectConfirmationStage(s)).toBe('confirming')
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: 'checkActivation',
        status: 'pending',
        input: { userId: 'buyer' },
      })
    },
    'paid.confirming.waiting': (s: Snap) => {
      expect(selectIsAwaitingConfirmation(s)).toBe(true)
      expect(s.context.waitedMs).toBeLessThan(timing.windowMs)
    },
    'paid.late.waiting': (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationStage(s)).toBe('late')
      expect(selectIsChecking(s)).toBe(false)
      expect(s.can({ type: 'confirmation.retry' })).toBe(true)
      expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledTimes(confirmations(ctx))
    },
    'paid.late.querying': (s: Snap, ctx: Ctx) => {
      expect(selectIsChecking(s)).toBe(true)
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'checkActivation', status: 'pending' })
    },
    confirmed: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationStage(s)).toBe('confirmed')
      expect(selectIsLive(s)).toBe(false)
      expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledTimes(confirmations(ctx))
      expect(ctx.extra.purchaseConfirmed).toHaveBeenLastCalledWith(s.context.purchase)
    },
    abandoned: (s: Snap, ctx: Ctx) => {
      ended(s, ctx)
      expect(['closed', 'cancelled', 'refused', 'dismissed']).toContain(s.context.ended)
    },
    forgotten: (s: Snap, ctx: Ctx) => {
      ended(s, ctx)
      expect(s.context.ended).toBe('signedOut')
    },
    expired: (s: Snap, ctx: Ctx) => {
      ended(s, ctx)
      expect(s.context.ended).toBe('expired')
    },
  },
}

const model = describeMachinePaths(purchaseLifecycleMachine, options)

/** Simple paths never take a self-loop: a press in each paid state, refused, is replayed here. */
const refusedPresses = model
  .edgePaths()
  .filter(
    (path) =>
      path.steps.at(-1)!.event.type === 'purchase.start' && path.steps.at(-2)!.state.hasTag('paid'),
  )

describe(`purchaseLifecycle: a press while paid is refused (${refusedPresses.length})`, () => {
  replayPaths(refusedPresses, liveActorRunner(model, options))
})
