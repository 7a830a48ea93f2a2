import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { PurchaseError } from '../../src/api/errors'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import type { PurchaseResponse } from '../../src/api/schemas'
import { buildPurchaseRequest } from '../../machines/pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../src/content/plans'
import {
  activeBilling,
  billing,
  buyer,
  deferred,
  startFakeProPurchase,
  urls,
} from './pro-purchase.fakes'

const child = (actor: ReturnType<typeof startFakeProPurchase>['actor']) =>
  actor.getSnapshot().children.checkoutLaunch as AnyActorRef | undefined
const processingDialogShown = (actor: ReturnType<typeof startFakeProPurchase>['actor']) =>
  child(actor)?.getSnapshot().hasTag('processingDialog') ?? false

/** Get Pro, tick the acknowledgement and Proceed: the purchase starts. */
async function proceedToPurchase(actor: ReturnType<typeof startFakeProPurchase>['actor']) {
  actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().value).toBe('acknowledging')
  actor.send({ type: 'ack.toggle', checked: true })
  actor.send({ type: 'ack.proceed' })
}

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

describe('pro purchase: purchase in progress', () => {
  it('marks the plan processing and shows the Processing Payment dialog only after 200 ms', async () => {
    const { actor } = startFakeProPurchase({ purchaseMs: 1000 })
    await proceedToPurchase(actor)
    expect(actor.getSnapshot().context.processingPlan).toBe('Pro')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await vi.advanceTimersByTimeAsync(199)
    expect(processingDialogShown(actor)).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(processingDialogShown(actor)).toBe(true)
    expect(actor.getSnapshot().context.processingPlan).toBe('Pro')
  })

  it('clears the dialog and the marker 500 ms after a successful launch', async () => {
    const { actor, spies } = startFakeProPurchase({ purchaseMs: 300 })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(300)
    expect(spies.openCheckout).toHaveBeenCalledTimes(1)
    expect(processingDialogShown(actor)).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(actor.getSnapshot().context.processingPlan).toBe('Pro')
    expect(processingDialogShown(actor)).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.processingPlan).toBeNull()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(child(actor)).toBeUndefined()
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
  })

  it('never flashes the dialog when the checkout opens within 200 ms', async () => {
    const { actor } = startFakeProPurchase({ purchaseMs: 50 })
    await proceedToPurchase(actor)
    for (let t = 0; t < 550; t += 10) {
      expect(processingDialogShown(actor)).toBe(false)
      await vi.advanceTimersByTimeAsync(10)
    }
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it("opens Already Active on the backend's 409 subscription_active, with no Checkout Error", async () => {
    const { actor, spies } = startFakeProPurchase({
      purchase: () =>
        Promise.reject(
          new PurchaseError('This account already has an active subscription.', {
            kind: 'http',
            status: 409,
            errorType: 'subscription_active',
          }),
        ),
    })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('alreadyActive')
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.processingPlan).toBeNull()
  })

  it('opens Account Required at once on user_not_found, with the server message and details', async () => {
    const gate = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeProPurchase({ purchase: () => gate.promise })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(250)
    expect(processingDialogShown(actor)).toBe(true)
    gate.reject(
      new PurchaseError('No such user.', {
        kind: 'http',
        status: 404,
        errorType: 'user_not_found',
        details: 'Install the app.',
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('accountRequired')
    expect(actor.getSnapshot().context.accountRequired).toEqual({
      message: 'No such user.',
      details: 'Install the app.',
    })
    expect(actor.getSnapshot().context.processingPlan).toBeNull()
    expect(child(actor)).toBeUndefined()
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.accountRequired).toBeNull()
  })

  it.each([
    [
      'the server error text',
      new PurchaseError('Card processor unavailable', { kind: 'http', status: 500 }),
      'Card processor unavailable',
    ],
    [
      'Backend error: {status}',
      new PurchaseError('Backend error: 502', { kind: 'http', status: 502 }),
      'Backend error: 502',
    ],
    [
      'a network failure',
      new PurchaseError(UNABLE_TO_OPEN_CHECKOUT, { kind: 'network' }),
      UNABLE_TO_OPEN_CHECKOUT,
    ],
  ])('shows the Checkout Error toast with %s and clears at once', async (_name, error, message) => {
    const { actor, spies } = startFakeProPurchase({
      purchase: () => new Promise((_r, reject) => setTimeout(() => reject(error), 100)),
    })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(100)
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(message)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.processingPlan).toBeNull()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(spies.openCheckout).not.toHaveBeenCalled()
  })

  it("shows 'No checkout URL received from backend' when the launch finds neither ident nor URL", async () => {
    const { actor, spies } = startFakeProPurchase({
      open: () => Promise.reject(new Error(NO_CHECKOUT_URL)),
    })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(NO_CHECKOUT_URL)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('treats a blocked new tab as launched (the Popup Blocked dialog takes over) and clears after 500 ms', async () => {
    const { actor, spies } = startFakeProPurchase({ open: async () => 'blocked' })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(500)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
  })
})

describe('pro purchase: nothing charged twice, nobody stuck', () => {
  it('ignores a second Get Pro while billing loads and while the purchase runs: one request each', async () => {
    const { actor, spies } = startFakeProPurchase({ purchaseMs: 400 })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.fetchBillingInfo).toHaveBeenCalledTimes(1)
    actor.send({ type: 'ack.toggle', checked: true })
    actor.send({ type: 'ack.proceed' })
    actor.send({ type: 'ack.proceed' })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    actor.send({ type: 'freePlan.select' })
    actor.send({ type: 'contactSales.open' })
    actor.send({ type: 'dialog.close' })
    await vi.advanceTimersByTimeAsync(100)
    expect(actor.getSnapshot().value).toBe('purchasing')
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.startPurchase).toHaveBeenCalledTimes(1)
    expect(spies.fetchBillingInfo).toHaveBeenCalledTimes(1)
    expect(spies.goToDownloads).not.toHaveBeenCalled()
  })

  it('ends the flow when the user signs out mid-purchase: no dialog, no toast, no launch', async () => {
    const gate = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeProPurchase({ purchase: () => gate.promise })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(250)
    expect(processingDialogShown(actor)).toBe(true)
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      processingPlan: null,
      selectedPlan: null,
      acknowledged: false,
    })
    expect(child(actor)).toBeUndefined()
    gate.resolve({ provider: 'embedpay', ident: 'chk_late' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.openCheckout).not.toHaveBeenCalled()
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    // Signed out now: Get Pro prompts sign-in.
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    expect(actor.getSnapshot().value).toBe('signInPrompt')
  })

  it('closes an open dialog when the user signs out, and picks up a new sign-in', async () => {
    const { actor, spies } = startFakeProPurchase({ billing: async () => activeBilling() })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('alreadyActive')
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'auth.changed', user: { uid: 'other', email: 'o@x.y', displayName: null } })
    actor.send({ type: 'plan.select', plan: PRO_PLAN_NAME })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.fetchBillingInfo).toHaveBeenLastCalledWith('other')
  })

  it('stops cleanly when the page goes away mid-purchase', async () => {
    const gate = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeProPurchase({ purchase: () => gate.promise })
    await proceedToPurchase(actor)
    await vi.advanceTimersByTimeAsync(250)
    const launch = child(actor)!
    actor.stop()
    expect(launch.getSnapshot().status).toBe('stopped')
    gate.resolve({ provider: 'embedpay', ident: 'chk_late' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.openCheckout).not.toHaveBeenCalled()
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
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
