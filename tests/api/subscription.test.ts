import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { getBillingInfo } from '../../src/api/billing'
import type { SubscriptionActionResult } from '../../src/api/schemas'
import { cancelSubscription, reactivateSubscription } from '../../src/api/subscription'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { server } from '../support/setup'

const pro = demoAccount('pro')

beforeEach(() => scenarioStore.reset())

describe('cancelSubscription / reactivateSubscription', () => {
  it('has the contract type', () => {
    expectTypeOf<SubscriptionActionResult>().toEqualTypeOf<{
      success: boolean
      message?: string
      subscriptionStatus?: string
    }>()
  })

  it('posts { firebaseUserId } and moves the subscription to cancellation requested, then back', async () => {
    let body: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') body = await request.clone().json()
    })
    const result = await cancelSubscription('sub_pro_0002', pro.uid)
    server.events.removeAllListeners('request:start')
    expect(body).toEqual({ firebaseUserId: pro.uid })
    expect(result).toMatchObject({ success: true, subscriptionStatus: 'active' })
    const after = await getBillingInfo(pro.uid)
    expect(after.cancellationRequested).toBe(true)
    expect(after.endsAt).toBe(after.nextPaymentDate)

    await expect(reactivateSubscription('sub_pro_0002', pro.uid)).resolves.toMatchObject({
      success: true,
      subscriptionStatus: 'active',
    })
    const again = await getBillingInfo(pro.uid)
    expect(again).toMatchObject({
      cancellationRequested: false,
      isCancelled: false,
      subscriptionStatus: 'active',
      endsAt: null,
    })
  })

  it("rejects with the server's error text", async () => {
    await expect(
      cancelSubscription('sub_cancelling_0005', demoAccount('cancelling').uid),
    ).rejects.toThrow('Cancellation has already been requested')
    await expect(cancelSubscription('sub_other', pro.uid)).rejects.toThrow('Subscription not found')
    await expect(
      reactivateSubscription('sub_expired_0004', demoAccount('expired').uid),
    ).rejects.toThrow('Subscription has expired and cannot be reactivated')
  })

  it('reactivates a cancelled subscription whose access has not ended yet', async () => {
    const cancelled = demoAccount('cancelled')
    await reactivateSubscription('sub_cancelled_0003', cancelled.uid)
    await expect(getBillingInfo(cancelled.uid)).resolves.toMatchObject({
      isCancelled: false,
      subscriptionStatus: 'active',
    })
  })
})
