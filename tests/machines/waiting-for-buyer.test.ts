/**
 * A buy press before the identity provider has answered (a prerendered page, a returning user's
 * session still loading) waits in `waitingForBuyer` and is replayed once the buyer is known; and
 * another account ends what the previous one started. Both purchase machines, with fake actors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import { PRO_PLAN_NAME } from '../../src/content/plans'
import type { BuyerEvent } from '../../machines/purchase-setup'
import { topUpPurchaseMachine } from '../../machines/top-up-purchase.machine'
import type { BillingInfo } from '../../src/api/schemas'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { activeBilling, buyer, startFakeProPurchase, urls } from './pro-purchase.fakes'
import { startFakeTopUpPurchase } from './top-up-purchase.fakes'

const unknown = { input: { user: null, buyerKnown: false } }
const other = { uid: 'other', email: 'other@example.com', displayName: null }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pro purchase: Get Pro before the buyer is known', () => {
  it('waits, then continues that press as the signed-in user: their billing, then Upgrade to Pro', async () => {
    const { actor, spies } = startFakeProPurchase(unknown)
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(actor.getSnapshot().value).toBe('waitingForBuyer')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(spies.fetchBillingInfo).not.toHaveBeenCalled()
    actor.send({ type: 'auth.changed', user: buyer })
    expect(actor.getSnapshot().value).toBe('checkingSubscription')
    expect(actor.getSnapshot().context).toMatchObject({
      user: buyer,
      buyerKnown: true,
      selectedPlan: PRO_PLAN_NAME,
      press: null,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.fetchBillingInfo).toHaveBeenCalledExactlyOnceWith(buyer.uid)
    expect(actor.getSnapshot().value).toBe('acknowledging')
    expect(spies.openSignIn).not.toHaveBeenCalled()
  })

  it('waits, then shows the sign-in prompt when nobody is signed in', () => {
    const { actor, spies } = startFakeProPurchase(unknown)
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('signInPrompt')
    expect(actor.getSnapshot().context).toMatchObject({ user: null, buyerKnown: true, press: null })
    expect(spies.fetchBillingInfo).not.toHaveBeenCalled()
  })

  it('takes a second press while waiting as nothing: one flow, one billing read', async () => {
    const { actor, spies } = startFakeProPurchase({
      ...unknown,
      billing: async () => activeBilling(),
    })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'freePlan.select' })
    expect(actor.getSnapshot().context.press).toEqual({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'auth.changed', user: buyer })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('alreadyActive')
    expect(spies.fetchBillingInfo).toHaveBeenCalledTimes(1)
    expect(spies.goToDownloads).not.toHaveBeenCalled()
  })

  it('replays Start Free: a signed-in user goes to /downloads, a visitor to the sign-in prompt', () => {
    const signedIn = startFakeProPurchase(unknown)
    signedIn.actor.send({ type: 'freePlan.select' })
    signedIn.actor.send({ type: 'auth.changed', user: buyer })
    expect(signedIn.spies.goToDownloads).toHaveBeenCalledTimes(1)
    expect(signedIn.actor.getSnapshot().value).toBe('idle')
    const visitor = startFakeProPurchase(unknown)
    visitor.actor.send({ type: 'freePlan.select' })
    visitor.actor.send({ type: 'auth.changed', user: null })
    expect(visitor.actor.getSnapshot().value).toBe('signInPrompt')
    expect(visitor.spies.goToDownloads).not.toHaveBeenCalled()
  })

  it('acts at once once the answer came before the press', async () => {
    const { actor } = startFakeProPurchase(unknown)
    actor.send({ type: 'auth.changed', user: buyer })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(actor.getSnapshot().value).toBe('checkingSubscription')
    const visitor = startFakeProPurchase(unknown)
    visitor.actor.send({ type: 'auth.changed', user: null })
    visitor.actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(visitor.actor.getSnapshot().value).toBe('signInPrompt')
  })

  it('another account ends what the previous one started; the same account with a new name does not', async () => {
    const { actor } = startFakeProPurchase()
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('acknowledging')
    actor.send({ type: 'auth.changed', user: { ...buyer, displayName: 'Renamed' } })
    expect(actor.getSnapshot().value).toBe('acknowledging')
    expect(actor.getSnapshot().context.user?.displayName).toBe('Renamed')
    actor.send({ type: 'auth.changed', user: other })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      user: other,
      selectedPlan: null,
      acknowledged: false,
    })
  })
})

describe('top-up purchase: Buy before the buyer is known', () => {
  it('waits, then continues that Buy as the signed-in user', async () => {
    const { actor, spies } = startFakeTopUpPurchase(unknown)
    actor.send({ type: 'package.select', packageId: 'topup_40' })
    expect(actor.getSnapshot().value).toBe('waitingForBuyer')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'package.select', packageId: 'topup_100' })
    actor.send({ type: 'auth.changed', user: buyer })
    expect(actor.getSnapshot().value).toBe('checkingSubscription')
    expect(actor.getSnapshot().context.packageId).toBe('topup_40')
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.fetchBillingInfo).toHaveBeenCalledExactlyOnceWith(buyer.uid)
    expect(actor.getSnapshot().value).toBe('upgradeTip')
  })

  it('waits, then opens the sign-in dialog when nobody is signed in', () => {
    const { actor, spies } = startFakeTopUpPurchase(unknown)
    actor.send({ type: 'package.select', packageId: 'topup_40' })
    expect(spies.openSignIn).not.toHaveBeenCalled()
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(spies.openSignIn).toHaveBeenCalledTimes(1)
  })

  it('learns the buyer from its watchBuyer actor, which the page provides', () => {
    let report: ((event: BuyerEvent) => void) | undefined
    const watchBuyer = fromCallback<EventObject>(({ sendBack }) => {
      report = sendBack
    })
    const fetchBillingInfo = fromPromise<BillingInfo, { userId: string }>(
      () => new Promise(() => {}),
    )
    const actor = createActor(
      topUpPurchaseMachine.provide({ actors: { watchBuyer, fetchBillingInfo } }),
      {
        input: { user: null, buyerKnown: false, packages: TOP_UP_PACKAGES, returnUrls: urls },
      },
    ).start()
    actor.send({ type: 'package.select', packageId: 'topup_40' })
    report!({ type: 'auth.changed', user: buyer })
    expect(actor.getSnapshot().value).toBe('checkingSubscription')
    actor.stop()
  })

  it('leaving the page stops the watcher with the waiting press', () => {
    const unsubscribe = vi.fn()
    const watchBuyer = fromCallback<EventObject>(() => unsubscribe)
    const actor = createActor(topUpPurchaseMachine.provide({ actors: { watchBuyer } }), {
      input: { user: null, buyerKnown: false, packages: TOP_UP_PACKAGES, returnUrls: urls },
    }).start()
    actor.send({ type: 'package.select', packageId: 'topup_40' })
    expect(actor.getSnapshot().value).toBe('waitingForBuyer')
    actor.stop()
    expect(unsubscribe).toHaveBeenCalledTimes(1)
  })
})
