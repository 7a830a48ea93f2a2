/**
 * The top-up purchase up to the purchase request: the request itself, and the branches of a Buy
 * press (sign-in, the billing read, the upgrade tip, Coming Soon, an unknown package, a double
 * click). The purchase once it runs is in top-up-purchase.processing.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTopUpRequest } from '../../machines/top-up-purchase.machine'
import { PACKAGE_NOT_FOUND } from '../../src/domain/error-messages'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import {
  selectBusy,
  selectComingSoonOpen,
  selectPendingPackageId,
  selectProcessingPackageId,
  selectUpgradeTipOpen,
} from '../../src/features/top-ups/top-up-purchase.selectors'
import {
  activeBilling,
  billing,
  buyAsSubscriber,
  buyer,
  deferred,
  pkg40,
  pkg600,
  startFakeTopUpPurchase,
  state,
  urls,
} from './top-up-purchase.fakes'

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
