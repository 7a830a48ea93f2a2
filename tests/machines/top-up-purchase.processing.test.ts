/**
 * The top-up purchase once it runs, through the shared checkout launch: the 'Processing...'
 * marker and the Processing Payment dialog with their timing, the launch's outcomes, and a
 * sign-out or sign-in along the way. The request and a Buy press's branches are in
 * top-up-purchase.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PurchaseError } from '../../src/api/errors'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import type { PurchaseResponse } from '../../src/api/schemas'
import {
  selectAccountRequired,
  selectBusy,
  selectProcessingPackageId,
  selectUpgradeTipOpen,
} from '../../src/features/top-ups/top-up-purchase.selectors'
import {
  activeBilling,
  buyAsSubscriber,
  checkoutChild,
  deferred,
  dialogShown,
  pkg40,
  startFakeTopUpPurchase,
  state,
} from './top-up-purchase.fakes'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('top-up purchase: processing through the shared checkout launch', () => {
  it("marks the package 'Processing...', opens the dialog only after 200 ms, clears both 500 ms after the launch", async () => {
    const purchase = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => purchase.promise,
    })
    await buyAsSubscriber(actor)
    expect(selectProcessingPackageId(actor.getSnapshot())).toBe(pkg40.id)
    await vi.advanceTimersByTimeAsync(199)
    expect(dialogShown(actor)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(dialogShown(actor)).toBe(true)
    purchase.resolve({ provider: 'embedpay', ident: 'chk_1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.openCheckout).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(499)
    expect(state(actor)).toBe('purchasing')
    expect(dialogShown(actor)).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(state(actor)).toBe('idle')
    expect(selectProcessingPackageId(actor.getSnapshot())).toBeNull()
    expect(dialogShown(actor)).toBe(false)
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
  })

  it('never shows the dialog when the checkout opens within 200 ms', async () => {
    const { actor } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchaseMs: 50,
    })
    await buyAsSubscriber(actor)
    for (let t = 0; t < 600; t += 25) {
      expect(dialogShown(actor)).toBe(false)
      await vi.advanceTimersByTimeAsync(25)
    }
    expect(state(actor)).toBe('idle')
  })

  it('lets the user close the Processing Payment dialog while the purchase goes on', async () => {
    const purchase = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => purchase.promise,
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(250)
    expect(dialogShown(actor)).toBe(true)
    actor.send({ type: 'processingDialog.dismiss' })
    expect(dialogShown(actor)).toBe(false)
    expect(state(actor)).toBe('purchasing')
    expect(selectProcessingPackageId(actor.getSnapshot())).toBe(pkg40.id)
    purchase.resolve({ provider: 'embedpay', ident: 'chk_1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.openCheckout).toHaveBeenCalledTimes(1)
    expect(dialogShown(actor)).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    expect(state(actor)).toBe('idle')
  })

  it("a failure clears the marker and the dialog at once and shows the server's text in 'Checkout Error'", async () => {
    const purchase = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => purchase.promise,
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(300)
    expect(dialogShown(actor)).toBe(true)
    purchase.reject(new PurchaseError('Backend error: 500', { kind: 'http', status: 500 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('idle')
    expect(dialogShown(actor)).toBe(false)
    expect(selectProcessingPackageId(actor.getSnapshot())).toBeNull()
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith('Backend error: 500')
  })

  it("falls back to 'Unable to open checkout. Please try again.' when the failure has no text", async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => Promise.reject(new Error('')),
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(UNABLE_TO_OPEN_CHECKOUT)
    expect(state(actor)).toBe('idle')
  })

  it('shows the launch error when the backend answers without a checkout', async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      open: () => Promise.reject(new Error(NO_CHECKOUT_URL)),
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(NO_CHECKOUT_URL)
    expect(state(actor)).toBe('idle')
  })

  it("user_not_found opens 'Account Required' with the server's message and details; Close returns to idle", async () => {
    const error = new PurchaseError('User not found in database.', {
      kind: 'http',
      status: 404,
      errorType: 'user_not_found',
      details: 'Create it in the app.',
    })
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => Promise.reject(error),
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('accountRequired')
    expect(selectAccountRequired(actor.getSnapshot())).toEqual({
      message: 'User not found in database.',
      details: 'Create it in the app.',
    })
    expect(selectBusy(actor.getSnapshot())).toBe(false)
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    actor.send({ type: 'dialog.close' })
    expect(state(actor)).toBe('idle')
    expect(selectAccountRequired(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.accountRequired).toBeNull()
  })

  it('a popup-blocked launch still ends the purchase normally (the checkout host offers the link)', async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      open: async () => 'blocked',
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(500)
    expect(state(actor)).toBe('idle')
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
  })

  it('the buttons are enabled again after a purchase and a second purchase works', async () => {
    const { actor, spies } = startFakeTopUpPurchase({ billing: async () => activeBilling() })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(500)
    expect(selectBusy(actor.getSnapshot())).toBe(false)
    await buyAsSubscriber(actor, 'topup_20')
    expect(spies.startPurchase).toHaveBeenCalledTimes(2)
    expect(spies.startPurchase.mock.calls[1]![0].package.price).toBe(20)
  })
})

describe('top-up purchase: the signed-in user', () => {
  it('signing out ends a purchase under way: no toast, no dialog, buttons enabled', async () => {
    const purchase = deferred<PurchaseResponse>()
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => purchase.promise,
    })
    await buyAsSubscriber(actor)
    await vi.advanceTimersByTimeAsync(300)
    actor.send({ type: 'auth.changed', user: null })
    expect(state(actor)).toBe('idle')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(checkoutChild(actor)).toBeUndefined()
    purchase.reject(new Error('late'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    expect(selectBusy(actor.getSnapshot())).toBe(false)
  })

  it('signing out closes the upgrade tip', async () => {
    const { actor } = startFakeTopUpPurchase()
    await buyAsSubscriber(actor)
    actor.send({ type: 'auth.changed', user: null })
    expect(state(actor)).toBe('idle')
    expect(selectUpgradeTipOpen(actor.getSnapshot())).toBe(false)
  })

  it('a user who signs in later buys as that user', async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      input: { user: null },
      billing: async () => activeBilling(),
      purchase: () => new Promise(() => {}),
    })
    const later = { uid: 'demo-pro-0002', email: 'pro@demo.superbullet.ai', displayName: null }
    actor.send({ type: 'auth.changed', user: later })
    await buyAsSubscriber(actor)
    expect(spies.fetchBillingInfo).toHaveBeenCalledWith(later.uid)
    expect(spies.startPurchase.mock.calls[0]![0].userData).toEqual({
      userId: later.uid,
      email: later.email,
      name: later.email,
    })
  })
})
