/**
 * The Pro purchase once Proceed is pressed: the Processing Payment dialog and its timing, the
 * launch's outcomes, and the guards that charge nothing twice and leave nobody stuck. Get Pro's
 * own outcomes and Free / Contact Sales are in pro-purchase.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PurchaseError } from '../../src/api/errors'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import type { PurchaseResponse } from '../../src/api/schemas'
import { PRO_PLAN_NAME } from '../../src/content/plans'
import {
  activeBilling,
  child,
  deferred,
  processingDialogShown,
  proceedToPurchase,
  startFakeProPurchase,
} from './pro-purchase.fakes'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
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
