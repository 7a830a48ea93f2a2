import { expect, vi } from 'vitest'
import { purchaseConfirmationMachine, type ConfirmationTiming } from '../../machines/purchase-confirmation.machine'
import type { PendingPurchase } from '../../src/domain/pending-purchase'
import { selectConfirmationPhase, selectIsChecking } from '../../src/features/checkout/confirmation/purchase-confirmation.selectors'
import { describeMachinePaths, type LiveContext } from '../model'

const purchase: PendingPurchase = {
  itemId: 'pro',
  name: 'Pro',
  type: 'subscription',
  amount: 20,
  reference: 'chk_abc123',
  intentKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  startedAt: '2026-11-24T10:00:00.000Z',
  userId: 'buyer',
}
// A short window keeps the graph small: checks at 0, 1 and 3 s, then late checks every 5 s.
const timing: ConfirmationTiming = { backoffMs: [1000, 2000], windowMs: 3000, lateCheckMs: 5000 }

const spies = () => ({ purchaseConfirmed: vi.fn() })
type Ctx = LiveContext<typeof purchaseConfirmationMachine, ReturnType<typeof spies>>
type Snap = Parameters<Parameters<typeof describeMachinePaths<typeof purchaseConfirmationMachine, ReturnType<typeof spies>>>[1]['states'][string]>[0]

/** Success is announced only by the confirmed state: never before, never for another user. */
function noClaim(s: Snap, ctx: Ctx) {
  expect(selectConfirmationPhase(s)).not.toBe('confirmed')
  expect(ctx.extra.purchaseConfirmed).not.toHaveBeenCalled()
}

const options = (withPurchase: boolean) => ({
  name: withPurchase ? 'purchaseConfirmation' : 'purchaseConfirmation without a purchase',
  input: { purchase: withPurchase ? purchase : null, timing },
  events: {
    'auth.signedIn': [
      { type: 'auth.signedIn', userId: 'buyer' },
      { type: 'auth.signedIn', userId: 'someone-else' },
    ],
  },
  outputs: { checkActivation: [true, false] },
  errors: { checkActivation: [new Error('Failed to get billing info: 500')] },
  // 1,003 simple paths exist (464 kept); keep them all.
  maxSimplePaths: 1100,
  serialize: (s: Snap) => ({ value: s.value, userId: s.context.userId, waitedMs: s.context.waitedMs }),
  setup: spies,
  provide: (extra: ReturnType<typeof spies>) => ({ actions: { purchaseConfirmed: (_: unknown, p: PendingPurchase) => extra.purchaseConfirmed(p) } }),
  ...(withPurchase ? {} : { unreachable: { 'confirming.querying': 'no purchase to confirm', 'confirming.waiting': 'no purchase to confirm', 'delayed.waiting': 'no purchase to confirm', 'delayed.querying': 'no purchase to confirm', confirmed: 'no purchase to confirm' } }),
  states: {
    identifying: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('waiting')
      noClaim(s, ctx)
    },
    signedOut: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('signedOut')
      expect(s.context.userId).toBeNull()
      noClaim(s, ctx)
    },
    noPurchase: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('noPurchase')
      expect(s.context.purchase === null || s.context.purchase.userId !== s.context.userId).toBe(true)
      noClaim(s, ctx)
    },
    confirming: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('confirming')
      expect(s.context.userId).toBe(purchase.userId)
      expect(s.context.waitedMs).toBeLessThanOrEqual(timing.windowMs)
      noClaim(s, ctx)
    },
    'confirming.querying': (_s: Snap, ctx: Ctx) => {
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'checkActivation', status: 'pending', input: { purchase, userId: 'buyer' } })
    },
    'confirming.waiting': (s: Snap) => expect(s.context.waitedMs).toBeLessThan(timing.windowMs),
    delayed: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('delayed')
      expect(s.context.waitedMs).toBe(timing.windowMs)
      noClaim(s, ctx)
    },
    'delayed.waiting': (s: Snap) => {
      expect(selectIsChecking(s)).toBe(false)
      expect(s.can({ type: 'confirmation.retry' })).toBe(true)
    },
    'delayed.querying': (s: Snap, ctx: Ctx) => {
      expect(selectIsChecking(s)).toBe(true)
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'checkActivation', status: 'pending' })
    },
    confirmed: (s: Snap, ctx: Ctx) => {
      expect(selectConfirmationPhase(s)).toBe('confirmed')
      expect(s.status).toBe('done')
      expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledTimes(1)
      expect(ctx.extra.purchaseConfirmed).toHaveBeenCalledWith(purchase)
    },
  },
})

describeMachinePaths(purchaseConfirmationMachine, options(true))
describeMachinePaths(purchaseConfirmationMachine, options(false))
