import { describe, expect, it, vi } from 'vitest'
import type { BillingInfo } from '../../../src/api/schemas'
import { PURCHASE_LIFECYCLE } from '../../../machines/app.machine'
import { logout } from '../../../src/auth/auth-service'
import { systemActor } from '../../../src/system/app-system'
import {
  BILLING_FRESH_MS,
  createBillingCache,
} from '../../../src/features/checkout/purchase/billing-cache'
import {
  forgetPurchaseBilling,
  prefetchBuyerBilling,
  purchaseBilling,
} from '../../../src/features/checkout/purchase/purchase-billing'
import { startTestApp } from '../../support/render-app'
import { billingUrl, demoUser } from '../pricing/pricing.helpers'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { billing } from '../../../machines/paths/models/purchase.samples'

/** A billing answer with or without a running subscription (the purchase models' sample). */
const info = (subscriptionId: string | null) =>
  billing(subscriptionId ? { subscriptionId, subscriptionStatus: 'active' } : {})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A cache over a fake read whose answers the test settles, on a clock the test moves. */
function cacheWithClock() {
  let time = 0
  const reads: { uid: string; resolve: (b: BillingInfo) => void; reject: (e: unknown) => void }[] =
    []
  const read = vi.fn(
    (uid: string) =>
      new Promise<BillingInfo>((resolve, reject) => {
        reads.push({ uid, resolve, reject })
      }),
  )
  const cache = createBillingCache(read, { now: () => time })
  return { cache, read, reads, advance: (ms: number) => (time += ms) }
}

describe('the purchase pages’ billing cache', () => {
  it('a press within 30 s of the answer reuses it; a press later reads again', async () => {
    const { cache, read, reads, advance } = cacheWithClock()
    cache.prefetch('u1')
    reads[0]!.resolve(info('sub_1'))
    await settled()
    advance(BILLING_FRESH_MS - 1)
    await expect(cache.read('u1')).resolves.toEqual(info('sub_1'))
    expect(read).toHaveBeenCalledTimes(1)
    advance(1)
    const again = cache.read('u1')
    expect(read).toHaveBeenCalledTimes(2)
    reads[1]!.resolve(info(null))
    await expect(again).resolves.toEqual(info(null))
  })

  it('a press while the page’s read is in flight waits for that read instead of sending another', async () => {
    const { cache, read, reads } = cacheWithClock()
    cache.prefetch('u1')
    const press = cache.read('u1')
    reads[0]!.resolve(info('sub_1'))
    await expect(press).resolves.toEqual(info('sub_1'))
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('a failed read is not kept: the next press reads again', async () => {
    const { cache, read, reads } = cacheWithClock()
    const first = cache.read('u1')
    reads[0]!.reject(new Error('Failed to get billing info: 503'))
    await expect(first).rejects.toThrow('503')
    const second = cache.read('u1')
    expect(read).toHaveBeenCalledTimes(2)
    reads[1]!.resolve(info(null))
    await expect(second).resolves.toEqual(info(null))
  })

  it('another user never gets the answer read for the first one', async () => {
    const { cache, read, reads } = cacheWithClock()
    cache.prefetch('u1')
    reads[0]!.resolve(info('sub_1'))
    const other = cache.read('u2')
    expect(read).toHaveBeenLastCalledWith('u2')
    reads[1]!.resolve(info(null))
    await expect(other).resolves.toEqual(info(null))
  })

  it('clear forgets the answer', async () => {
    const { cache, read, reads } = cacheWithClock()
    cache.prefetch('u1')
    reads[0]!.resolve(info('sub_1'))
    await settled()
    cache.clear()
    void cache.read('u1')
    expect(read).toHaveBeenCalledTimes(2)
  })
})

describe('the app’s purchase billing', () => {
  const reads = (uid: string) =>
    scenarioStore.requests({ path: new URL(billingUrl(uid)).pathname, method: 'GET' }).length

  it('reads the signed-in buyer’s billing as soon as they are known, and a press reuses it', async () => {
    const buyer = demoUser('free')
    const { app } = startTestApp({ user: buyer }, () => {})
    const stop = prefetchBuyerBilling(app)
    await vi.waitFor(() => expect(reads(buyer.uid)).toBe(1))
    await purchaseBilling(app).read(buyer.uid)
    expect(reads(buyer.uid)).toBe(1)
    stop()
  })

  it('keeps each app’s answers with its own system: a second root reads again', async () => {
    const buyer = demoUser('free')
    const first = startTestApp({ user: buyer }, () => {}).app
    await purchaseBilling(first).read(buyer.uid)
    const second = startTestApp({ user: buyer }, () => {}).app
    expect(purchaseBilling(second)).not.toBe(purchaseBilling(first))
    await purchaseBilling(second).read(buyer.uid)
    expect(reads(buyer.uid)).toBe(2)
    await purchaseBilling(first).read(buyer.uid)
    expect(reads(buyer.uid)).toBe(2)
  })

  it('sign-out and a started purchase each forget the answer', async () => {
    const buyer = demoUser('free')
    const { app, auth } = startTestApp({ user: buyer }, () => {})
    const billing = purchaseBilling(app)
    await billing.read(buyer.uid)
    forgetPurchaseBilling(app)
    await billing.read(buyer.uid)
    expect(reads(buyer.uid)).toBe(2)
    await logout(auth)
    await billing.read(buyer.uid)
    expect(reads(buyer.uid)).toBe(3)
  })

  it('a purchase that starts or ends in the lifecycle (here or in another tab) forgets the answer', async () => {
    const buyer = demoUser('free')
    const { app } = startTestApp({ user: buyer }, () => {})
    const lifecycle = systemActor(app, PURCHASE_LIFECYCLE)
    const billing = purchaseBilling(app)
    await billing.read(buyer.uid)
    await billing.read(buyer.uid)
    expect(reads(buyer.uid)).toBe(1)
    const item = { itemId: 'Pro', name: 'Pro', type: 'subscription' as const, amount: 20 }
    lifecycle.send({
      type: 'purchase.start',
      item,
      userId: buyer.uid,
      key: crypto.randomUUID(),
      now: new Date().toISOString(),
      billingBefore: null,
    })
    await billing.read(buyer.uid)
    expect(reads(buyer.uid)).toBe(2)
    lifecycle.send({ type: 'launch.failed', definite: true })
    await billing.read(buyer.uid)
    expect(reads(buyer.uid)).toBe(3)
  })
})
