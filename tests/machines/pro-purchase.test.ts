/**
 * Get Pro's outcomes up to the purchase request (sign-in prompt, Already Active, the
 * acknowledgement, the request) and the Free and Contact Sales buttons. The purchase once it runs
 * is in pro-purchase.processing.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildPurchaseRequest } from '../../machines/pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../src/content/plans'
import {
  activeBilling,
  billing,
  buyer,
  child,
  proceedToPurchase,
  startFakeProPurchase,
  urls,
} from './pro-purchase.fakes'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pro purchase: Get Pro outcomes', () => {
  it('sends a visitor to the sign-in prompt, whose Sign In button opens the sign-in dialog', () => {
    const { actor, spies } = startFakeProPurchase({ input: { user: null } })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(actor.getSnapshot().value).toBe('signInPrompt')
    expect(spies.fetchBillingInfo).not.toHaveBeenCalled()
    actor.send({ type: 'signIn.open' })
    expect(spies.openSignIn).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('reads billing for the signed-in user and shows the already-active dialog for an active subscription', async () => {
    const { actor, spies } = startFakeProPurchase({ billing: async () => activeBilling() })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.fetchBillingInfo).toHaveBeenCalledWith(buyer.uid)
    expect(actor.getSnapshot().value).toBe('alreadyActive')
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('counts a cancelled subscription that has not ended yet as active, and an ended one as not', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const cancelled = startFakeProPurchase({
      billing: async () =>
        billing({
          subscriptionId: 'sub_c',
          subscriptionStatus: 'cancelled',
          isCancelled: true,
          endsAt: future,
        }),
    })
    cancelled.actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(cancelled.actor.getSnapshot().value).toBe('alreadyActive')

    const expired = startFakeProPurchase({
      billing: async () =>
        billing({
          subscriptionId: 'sub_e',
          subscriptionStatus: 'cancelled',
          isCancelled: true,
          endsAt: past,
        }),
    })
    expired.actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(expired.actor.getSnapshot().value).toBe('acknowledging')
  })

  it('hands the launch what billing showed before (confirmation needs a change from it), and nothing when the read failed', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const ended = startFakeProPurchase({
      billing: async () =>
        billing({
          subscriptionId: 'sub_e',
          subscriptionStatus: 'cancelled',
          isCancelled: true,
          endsAt: past,
        }),
    })
    await proceedToPurchase(ended.actor)
    expect(child(ended.actor)?.getSnapshot().context.billingBefore).toEqual({
      subscriptionId: 'sub_e',
      active: false,
    })

    const unread = startFakeProPurchase({
      billing: () => Promise.reject(new Error('Failed to get billing info: 500')),
    })
    await proceedToPurchase(unread.actor)
    expect(child(unread.actor)?.getSnapshot().context.billingBefore).toBeNull()
  })

  it('only logs a billing failure and treats it as no active subscription', async () => {
    const failure = new Error('Failed to get billing info: 500')
    const { actor, spies } = startFakeProPurchase({ billing: () => Promise.reject(failure) })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.logBillingError).toHaveBeenCalledWith(failure)
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('acknowledging')
  })

  it('keeps Proceed closed until the acknowledgement is ticked, and unticking closes it again', async () => {
    const { actor, spies } = startFakeProPurchase()
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'ack.proceed' })
    expect(actor.getSnapshot().value).toBe('acknowledging')
    actor.send({ type: 'ack.toggle', checked: true })
    actor.send({ type: 'ack.toggle', checked: false })
    actor.send({ type: 'ack.proceed' })
    expect(actor.getSnapshot().value).toBe('acknowledging')
    expect(spies.startPurchase).not.toHaveBeenCalled()
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    // A new Get Pro starts unticked.
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.acknowledged).toBe(false)
  })

  it('sends the purchase request built from the plan, the buyer and the return URLs', async () => {
    const { actor, spies } = startFakeProPurchase()
    await proceedToPurchase(actor)
    expect(actor.getSnapshot().value).toBe('purchasing')
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.startPurchase).toHaveBeenCalledTimes(1)
    const pro = plans.find((p) => p.id === 'pro')!
    expect(spies.startPurchase).toHaveBeenCalledWith({
      package: { name: 'Pro', price: 20, variant_id: pro.variant_id, type: 'subscription' },
      userData: { userId: buyer.uid, email: buyer.email, name: 'Free Demo' },
      complete_url: urls.complete_url,
      cancel_url: urls.cancel_url,
    })
  })

  it('names the buyer by e-mail when there is no display name', () => {
    const request = buildPurchaseRequest(
      plans[1]!,
      { uid: 'u1', email: 'a@b.c', displayName: null },
      urls,
    )
    expect(request.userData).toEqual({ userId: 'u1', email: 'a@b.c', name: 'a@b.c' })
  })

  it("reports an unknown plan as 'Package not configured for plan: {plan}' without calling the backend", async () => {
    const { actor, spies } = startFakeProPurchase({
      input: { catalogue: plans.filter((p) => p.id !== 'pro') },
    })
    await proceedToPurchase(actor)
    expect(spies.showCheckoutError).toHaveBeenCalledWith('Package not configured for plan: Pro')
    expect(actor.getSnapshot().value).toBe('idle')
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.startPurchase).not.toHaveBeenCalled()
  })
})

describe('pro purchase: Free and Contact Sales', () => {
  it('sends a signed-in user from Free to /downloads and a visitor to the sign-in prompt', () => {
    const signedIn = startFakeProPurchase()
    signedIn.actor.send({ type: 'freePlan.select' })
    expect(signedIn.spies.goToDownloads).toHaveBeenCalledTimes(1)
    expect(signedIn.actor.getSnapshot().value).toBe('idle')

    const visitor = startFakeProPurchase({ input: { user: null } })
    visitor.actor.send({ type: 'freePlan.select' })
    expect(visitor.spies.goToDownloads).not.toHaveBeenCalled()
    expect(visitor.actor.getSnapshot().value).toBe('signInPrompt')
    visitor.actor.send({ type: 'dialog.close' })
    expect(visitor.actor.getSnapshot().value).toBe('idle')
  })

  it('opens the Enterprise Sales dialog from Contact Sales, signed in or not', () => {
    for (const user of [buyer, null]) {
      const { actor } = startFakeProPurchase({ input: { user } })
      actor.send({ type: 'contactSales.open' })
      expect(actor.getSnapshot().value).toBe('enterpriseSales')
      actor.send({ type: 'dialog.close' })
      expect(actor.getSnapshot().value).toBe('idle')
    }
  })
})
