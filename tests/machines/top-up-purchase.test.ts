import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTopUpRequest } from '../../machines/top-up-purchase.machine'
import { PurchaseError } from '../../src/api/errors'
import {
  NO_CHECKOUT_URL,
  PACKAGE_NOT_FOUND,
  UNABLE_TO_OPEN_CHECKOUT,
} from '../../src/domain/error-messages'
import type { PurchaseResponse } from '../../src/api/schemas'
import { findTopUpPackage, TOP_UP_PACKAGES } from '../../src/content/top-ups'
import {
  selectCheckoutChild,
  selectProcessingDialog,
} from '../../src/features/checkout/purchase/checkout-launch.selectors'
import {
  selectAccountRequired,
  selectBusy,
  selectComingSoonOpen,
  selectPendingPackageId,
  selectProcessingPackageId,
  selectUpgradeTipOpen,
} from '../../src/features/top-ups/top-up-purchase.selectors'
import {
  activeBilling,
  billing,
  buyer,
  checkoutChild,
  deferred,
  startFakeTopUpPurchase,
  urls,
  type FakeTopUpActor,
} from './top-up-purchase.fakes'

const pkg40 = findTopUpPackage('topup_40')!
const pkg600 = findTopUpPackage('topup_600')!
const state = (actor: FakeTopUpActor) => actor.getSnapshot().value
const dialogShown = (actor: FakeTopUpActor) =>
  selectProcessingDialog(selectCheckoutChild(actor.getSnapshot())?.getSnapshot())

/** A buyer with an active subscription presses Buy on `packageId`; the billing read settles. */
async function buyAsSubscriber(actor: FakeTopUpActor, packageId = pkg40.id) {
  actor.send({ type: 'package.select', packageId })
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('top-up purchase: the purchase request', () => {
  it('sends the package (name, price, variant_id, type token_topup), the buyer and the return URLs', () => {
    expect(buildTopUpRequest(pkg40, buyer, urls)).toEqual({
      package: { name: pkg40.name, price: 40, variant_id: pkg40.variant_id, type: 'token_topup' },
      userData: { userId: buyer.uid, email: buyer.email, name: buyer.displayName },
      complete_url: urls.complete_url,
      cancel_url: urls.cancel_url,
    })
  })

  it('names the buyer by the e-mail when there is no display name (null or empty)', () => {
    const noName = { uid: 'u1', email: 'newcomer@demo.superbullet.ai', displayName: null }
    expect(buildTopUpRequest(pkg40, noName, urls).userData).toEqual({
      userId: 'u1',
      email: noName.email,
      name: noName.email,
    })
    expect(buildTopUpRequest(pkg40, { ...noName, displayName: '' }, urls).userData.name).toBe(
      noName.email,
    )
  })
})

describe('top-up purchase: branches', () => {
  it('opens the sign-in dialog for a visitor and reads nothing', () => {
    const { actor, spies } = startFakeTopUpPurchase({ input: { user: null } })
    actor.send({ type: 'package.select', packageId: pkg40.id })
    expect(spies.openSignIn).toHaveBeenCalledTimes(1)
    expect(state(actor)).toBe('idle')
    expect(spies.fetchBillingInfo).not.toHaveBeenCalled()
    expect(spies.startPurchase).not.toHaveBeenCalled()
  })

  it('reads billing for the signed-in buyer with every Buy button disabled meanwhile', async () => {
    const bill = deferred<ReturnType<typeof activeBilling>>()
    const { actor, spies } = startFakeTopUpPurchase({ billing: () => bill.promise })
    actor.send({ type: 'package.select', packageId: pkg40.id })
    expect(state(actor)).toBe('checkingSubscription')
    expect(selectBusy(actor.getSnapshot())).toBe(true)
    expect(selectPendingPackageId(actor.getSnapshot())).toBe(pkg40.id)
    expect(selectProcessingPackageId(actor.getSnapshot())).toBeNull()
    expect(spies.fetchBillingInfo).toHaveBeenCalledWith(buyer.uid)
    bill.resolve(activeBilling())
    await vi.advanceTimersByTimeAsync(0)
    expect(state(actor)).toBe('purchasing')
  })

  it('goes straight to the purchase with an active subscription: no upgrade tip', async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => new Promise(() => {}),
    })
    await buyAsSubscriber(actor)
    expect(state(actor)).toBe('purchasing')
    expect(selectUpgradeTipOpen(actor.getSnapshot())).toBe(false)
    expect(spies.startPurchase).toHaveBeenCalledWith(buildTopUpRequest(pkg40, buyer, urls))
    expect(selectProcessingPackageId(actor.getSnapshot())).toBe(pkg40.id)
  })

  it.each([
    ['no subscription', billing(), true],
    ['an active subscription', activeBilling(), false],
    [
      'cancellation requested but still active',
      { ...activeBilling(), cancellationRequested: true },
      false,
    ],
    [
      'cancelled, ends in the future',
      billing({
        subscriptionId: 's',
        subscriptionStatus: 'cancelled',
        isCancelled: true,
        endsAt: '2999-01-01T00:00:00Z',
      }),
      false,
    ],
    [
      'cancelled, ended',
      billing({
        subscriptionId: 's',
        subscriptionStatus: 'cancelled',
        isCancelled: true,
        endsAt: '2001-01-01T00:00:00Z',
      }),
      true,
    ],
    [
      'paused',
      billing({ subscriptionId: 's', subscriptionStatus: 'paused', isPaused: true }),
      true,
    ],
    ['status active without a subscription id', billing({ subscriptionStatus: 'active' }), true],
  ])('upgrade tip with %s: %s', async (_name, facts, tip) => {
    const { actor } = startFakeTopUpPurchase({
      billing: async () => facts,
      purchase: () => new Promise(() => {}),
    })
    await buyAsSubscriber(actor)
    expect(selectUpgradeTipOpen(actor.getSnapshot())).toBe(tip)
    expect(state(actor)).toBe(tip ? 'upgradeTip' : 'purchasing')
  })

  it('upgrade tip: Proceed continues the purchase', async () => {
    const { actor, spies } = startFakeTopUpPurchase({ purchase: () => new Promise(() => {}) })
    await buyAsSubscriber(actor)
    expect(state(actor)).toBe('upgradeTip')
    expect(spies.startPurchase).not.toHaveBeenCalled()
    actor.send({ type: 'upgradeTip.proceed' })
    expect(state(actor)).toBe('purchasing')
    expect(spies.startPurchase).toHaveBeenCalledTimes(1)
  })

  it("upgrade tip: 'Buy Pro Plan' goes to /pricing and buys nothing", async () => {
    const { actor, spies } = startFakeTopUpPurchase()
    await buyAsSubscriber(actor)
    actor.send({ type: 'upgradeTip.buyPro' })
    expect(spies.goToPricing).toHaveBeenCalledTimes(1)
    expect(state(actor)).toBe('idle')
    expect(actor.getSnapshot().context.packageId).toBeNull()
    expect(spies.startPurchase).not.toHaveBeenCalled()
  })

  it('upgrade tip: closing it cancels the purchase', async () => {
    const { actor, spies } = startFakeTopUpPurchase()
    await buyAsSubscriber(actor)
    actor.send({ type: 'dialog.close' })
    expect(state(actor)).toBe('idle')
    expect(spies.goToPricing).not.toHaveBeenCalled()
    expect(spies.startPurchase).not.toHaveBeenCalled()
  })

  it('a failed billing read is the billing toast, with no upgrade tip and nothing bought; Buy works again', async () => {
    const failure = Object.assign(new Error('Failed to get billing info: 500'), { status: 500 })
    const { actor, spies } = startFakeTopUpPurchase({ billing: () => Promise.reject(failure) })
    await buyAsSubscriber(actor)
    expect(spies.notifyBillingFailed).toHaveBeenCalledTimes(1)
    expect(spies.logBillingError).not.toHaveBeenCalled()
    expect(spies.showCheckoutError).not.toHaveBeenCalled()
    expect(state(actor)).toBe('idle')
    expect(spies.startPurchase).not.toHaveBeenCalled()
    expect(actor.getSnapshot().can({ type: 'package.select', packageId: pkg40.id })).toBe(true)
  })

  it('a buyer the backend does not know yet (404) has no subscription: the upgrade tip, logged, no toast', async () => {
    const unknown = Object.assign(new Error('Failed to get billing info: 404'), { status: 404 })
    const { actor, spies } = startFakeTopUpPurchase({ billing: () => Promise.reject(unknown) })
    await buyAsSubscriber(actor)
    expect(spies.logBillingError).toHaveBeenCalledWith(unknown)
    expect(spies.notifyBillingFailed).not.toHaveBeenCalled()
    expect(state(actor)).toBe('upgradeTip')
  })

  it("shows 'Package not found' for an unknown package and buys nothing", async () => {
    const { actor, spies } = startFakeTopUpPurchase({ billing: async () => activeBilling() })
    await buyAsSubscriber(actor, 'topup_999')
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(PACKAGE_NOT_FOUND)
    expect(PACKAGE_NOT_FOUND).toBe('Package not found')
    expect(state(actor)).toBe('idle')
    expect(spies.startPurchase).not.toHaveBeenCalled()
  })

  it('checks the upgrade tip before the package (the spec order): Proceed then shows Package not found', async () => {
    const { actor, spies } = startFakeTopUpPurchase()
    await buyAsSubscriber(actor, 'topup_999')
    expect(state(actor)).toBe('upgradeTip')
    actor.send({ type: 'upgradeTip.proceed' })
    expect(spies.showCheckoutError).toHaveBeenCalledExactlyOnceWith(PACKAGE_NOT_FOUND)
    expect(state(actor)).toBe('idle')
  })

  it.each(TOP_UP_PACKAGES.filter((p) => p.variant_id === 0).map((p) => [p.id]))(
    'shows Coming Soon for %s (variant_id 0) and buys nothing',
    async (id) => {
      const { actor, spies } = startFakeTopUpPurchase({ billing: async () => activeBilling() })
      await buyAsSubscriber(actor, id)
      expect(state(actor)).toBe('comingSoon')
      expect(selectComingSoonOpen(actor.getSnapshot())).toBe(true)
      expect(selectBusy(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'dialog.close' })
      expect(state(actor)).toBe('idle')
      expect(spies.startPurchase).not.toHaveBeenCalled()
    },
  )

  it('shows Coming Soon after the upgrade tip for a buyer without a subscription', async () => {
    const { actor } = startFakeTopUpPurchase()
    await buyAsSubscriber(actor, pkg600.id)
    actor.send({ type: 'upgradeTip.proceed' })
    expect(state(actor)).toBe('comingSoon')
  })

  it('a double click starts one purchase: Buy is ignored while one is under way', async () => {
    const { actor, spies } = startFakeTopUpPurchase({
      billing: async () => activeBilling(),
      purchase: () => new Promise(() => {}),
    })
    actor.send({ type: 'package.select', packageId: pkg40.id })
    actor.send({ type: 'package.select', packageId: pkg40.id })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'package.select', packageId: 'topup_20' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.fetchBillingInfo).toHaveBeenCalledTimes(1)
    expect(spies.startPurchase).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.packageId).toBe(pkg40.id)
  })
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
