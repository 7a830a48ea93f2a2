// The billing machine on a loaded Billing tab: the monthly spending (its own Refresh, a reload
// without it), and the subscription's Cancel (after its confirmation) and Reactivate;
// billing.test.ts covers loading the tab and downloading an invoice.
import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { SubscriptionActionResult } from '../../src/api/schemas'
import {
  billingOf,
  cancelling,
  DAY,
  deferred,
  inDays,
  loaded,
  settled,
  spend,
  start,
  USER,
} from './billing.helpers'

describe('billing machine: monthly spending', () => {
  it('its own Refresh loads the month spend', async () => {
    const { actor, calls } = await loaded()
    actor.send({ type: 'spend.refresh' })
    expect(actor.getSnapshot().hasTag('spendLoading')).toBe(true)
    expect(actor.getSnapshot().hasTag('billingLoading')).toBe(false)
    await settled(actor)
    expect(calls.fetchMonthlySpend).toHaveBeenCalledWith({ userId: USER })
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(50)
  })

  it('a failure keeps the figures, stores and notifies the reason', async () => {
    const { actor, notify } = await loaded({
      fetchMonthlySpend: async () => {
        throw new Error('Failed to get monthly spend: 500')
      },
    })
    actor.send({ type: 'spend.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(42.5)
    expect(actor.getSnapshot().context.spendError).toBe('Failed to get monthly spend: 500')
    expect(notify.notifySpendFailed).toHaveBeenCalledWith({
      message: 'Failed to get monthly spend: 500',
    })
  })

  it('billing info without spending keeps the figures of the card', async () => {
    let withSpend = true
    const { actor } = await loaded({
      fetchBillingInfo: async () => billingOf({ monthlySpending: withSpend ? spend(42.5) : null }),
    })
    withSpend = false
    actor.send({ type: 'billing.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().context.monthlySpend?.totalMonthlySpent).toBe(42.5)
  })
})

describe('billing machine: cancel', () => {
  it('asks for confirmation first, naming the subscription; confirmed, it cancels, notifies success and reloads billing', async () => {
    const answer = deferred<boolean>()
    const cancel = deferred<SubscriptionActionResult>()
    const { actor, calls, notify } = await loaded({
      confirmCancel: () => answer.promise,
      cancelSubscription: () => cancel.promise,
    })
    actor.send({ type: 'cancel.request' })
    expect(actor.getSnapshot().matches({ info: { loaded: 'confirmingCancel' } })).toBe(true)
    expect(calls.confirmCancel).toHaveBeenCalledExactlyOnceWith({
      billing: actor.getSnapshot().context.billing,
    })
    expect(calls.cancelSubscription).not.toHaveBeenCalled()
    // Nothing else is offered while the confirmation is open.
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'billing.refresh' })).toBe(false)
    answer.resolve(true)
    await cancelling(actor)
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true)
    expect(calls.cancelSubscription).toHaveBeenCalledWith({
      subscriptionId: 'sub_pro_0002',
      userId: USER,
    })
    cancel.resolve({ success: true })
    await settled(actor)
    expect(notify.notifyCancelled).toHaveBeenCalledOnce()
    expect(notify.notifyCancelFailed).not.toHaveBeenCalled()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['declined', async () => false],
    [
      'the confirmation fails',
      async (): Promise<boolean> => Promise.reject(new Error('confirm is not available')),
    ],
  ])('%s, it calls nothing and says nothing', async (_, confirmCancel) => {
    const { actor, calls, notify } = await loaded({ confirmCancel })
    actor.send({ type: 'cancel.request' })
    await waitFor(actor, (s) => s.matches({ info: { loaded: 'idle' } }))
    expect(calls.confirmCancel).toHaveBeenCalledOnce()
    expect(calls.cancelSubscription).not.toHaveBeenCalled()
    expect(notify.notifyCancelled).not.toHaveBeenCalled()
    expect(notify.notifyCancelFailed).not.toHaveBeenCalled()
    // Cancel is offered again.
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(true)
  })

  it.each([
    [
      'the call fails',
      async (): Promise<SubscriptionActionResult> =>
        Promise.reject(new Error('Failed to cancel subscription: 500')),
    ],
    [
      'the answer says success false',
      async (): Promise<SubscriptionActionResult> => ({ success: false, message: 'nope' }),
    ],
  ])('notifies the failure and does not reload when %s', async (_, cancelSubscription) => {
    const { actor, calls, notify } = await loaded({ cancelSubscription })
    actor.send({ type: 'cancel.request' })
    await cancelling(actor)
    await settled(actor)
    expect(notify.notifyCancelFailed).toHaveBeenCalledOnce()
    expect(notify.notifyCancelled).not.toHaveBeenCalled()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
  })

  it.each([
    ['cancelled', { isCancelled: true, endsAt: inDays(5) }],
    ['cancelled and ended', { isCancelled: true, endsAt: inDays(-5) }],
    ['cancellation requested', { cancellationRequested: true }],
    [
      'without a subscription id',
      { subscriptionId: null, plan: { name: 'Free', price_monthly: 0 } },
    ],
  ])('is not offered when %s', async (_, over) => {
    const { actor, calls } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    expect(actor.getSnapshot().can({ type: 'cancel.request' })).toBe(false)
    actor.send({ type: 'cancel.request' })
    expect(actor.getSnapshot().matches({ info: { loaded: 'idle' } })).toBe(true)
    expect(calls.confirmCancel).not.toHaveBeenCalled()
  })

  it('is not offered before billing is loaded', () => {
    const { actor, calls } = start({ fetchBillingInfo: () => new Promise(() => {}) })
    actor.send({ type: 'cancel.request' })
    actor.send({ type: 'billing.open' })
    actor.send({ type: 'cancel.request' })
    expect(calls.confirmCancel).not.toHaveBeenCalled()
  })

  it('Refresh waits while a cancel is in flight', async () => {
    const cancel = deferred<SubscriptionActionResult>()
    const { actor, calls } = await loaded({ cancelSubscription: () => cancel.promise })
    actor.send({ type: 'cancel.request' })
    await cancelling(actor)
    actor.send({ type: 'billing.refresh' })
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    cancel.resolve({ success: true })
    await settled(actor)
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })
})

describe('billing machine: reactivate', () => {
  it.each([
    [
      'cancelled, access ending in 5 days',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: inDays(5) },
    ],
    ['cancelled, no end date', { isCancelled: true, subscriptionStatus: 'cancelled' }],
    ['cancellation requested', { cancellationRequested: true }],
  ])('when %s, reactivates, notifies and reloads', async (_, over) => {
    const { actor, calls, notify } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    actor.send({ type: 'reactivate.request' })
    expect(actor.getSnapshot().hasTag('reactivating')).toBe(true)
    expect(calls.reactivateSubscription).toHaveBeenCalledWith({
      subscriptionId: 'sub_pro_0002',
      userId: USER,
    })
    await settled(actor)
    expect(notify.notifyReactivated).toHaveBeenCalledOnce()
    expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['an active subscription', {}],
    ['no subscription id', { subscriptionId: null, isCancelled: true }],
    [
      'a cancelled subscription whose access has ended',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: inDays(-1) },
    ],
    [
      'a requested cancellation past its end date',
      { cancellationRequested: true, endsAt: inDays(-1) },
    ],
    [
      'a requested cancellation past its next payment date',
      { cancellationRequested: true, nextPaymentDate: inDays(-1) },
    ],
  ])('is not offered for %s', async (_, over) => {
    const { actor, calls } = await loaded({ fetchBillingInfo: async () => billingOf(over) })
    expect(actor.getSnapshot().can({ type: 'reactivate.request' })).toBe(false)
    actor.send({ type: 'reactivate.request' })
    expect(actor.getSnapshot().hasTag('reactivating')).toBe(false)
    expect(calls.reactivateSubscription).not.toHaveBeenCalled()
  })

  it('stops being offered when access ends while the tab is open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { actor, calls } = await loaded({
        fetchBillingInfo: async () => billingOf({ cancellationRequested: true, endsAt: inDays(1) }),
      })
      expect(actor.getSnapshot().can({ type: 'reactivate.request' })).toBe(true)
      vi.setSystemTime(Date.now() + 2 * DAY)
      actor.send({ type: 'reactivate.request' })
      expect(calls.reactivateSubscription).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    [
      'a rejection',
      async (): Promise<SubscriptionActionResult> =>
        Promise.reject(new Error('Subscription already ended')),
      'Subscription already ended',
    ],
    [
      'success false with a message',
      async (): Promise<SubscriptionActionResult> => ({ success: false, message: 'Not allowed' }),
      'Not allowed',
    ],
    [
      'success false without a message',
      async (): Promise<SubscriptionActionResult> => ({ success: false }),
      null,
    ],
  ])(
    'a failure by %s notifies its text and does not reload',
    async (_, reactivateSubscription, message) => {
      const { actor, calls, notify } = await loaded({
        fetchBillingInfo: async () => billingOf({ cancellationRequested: true }),
        reactivateSubscription,
      })
      actor.send({ type: 'reactivate.request' })
      await settled(actor)
      expect(notify.notifyReactivateFailed).toHaveBeenCalledWith({ message })
      expect(notify.notifyReactivated).not.toHaveBeenCalled()
      expect(calls.fetchBillingInfo).toHaveBeenCalledTimes(1)
    },
  )
})
