import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { getBillingInfo, getMonthlySpend } from '../../src/api/billing'
import { ApiError } from '../../src/api/errors'
import type { BillingInfo, MonthlySpend } from '../../src/api/schemas'
import { hasActiveSubscription } from '../../src/domain/subscription'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { server } from '../support/setup'
import { BASE } from './fixtures'

beforeEach(() => scenarioStore.reset())

describe('getBillingInfo', () => {
  it('has the contract type', () => {
    expectTypeOf<BillingInfo>().toEqualTypeOf<{
      plan: { name: string; price_monthly: number | null } | null
      subscriptionId: string | null
      subscriptionStatus: string | null
      isCancelled: boolean
      cancellationRequested: boolean
      isPaused: boolean
      pausedUntil: string | null
      endsAt: string | null
      nextPaymentDate: string | null
      monthlySpending: MonthlySpend | null
    }>()
    expectTypeOf<MonthlySpend>().toEqualTypeOf<{
      totalMonthlySpent: number
      daysUntilReset: number
      nextResetDate: string
      resetInfo: string
    }>()
  })

  it("reads pro@'s active Pro subscription from the seeded store", async () => {
    const billing = await getBillingInfo(demoAccount('pro').uid)
    expect(billing).toMatchObject({
      plan: { name: 'Pro Plan', price_monthly: 20 },
      subscriptionId: 'sub_pro_0002',
      subscriptionStatus: 'active',
      isCancelled: false,
      cancellationRequested: false,
      isPaused: false,
      monthlySpending: { totalMonthlySpent: 42.5 },
    })
    expect(new Date(billing.nextPaymentDate!).getTime()).toBeGreaterThan(Date.now())
    expect(hasActiveSubscription(billing)).toBe(true)
  })

  it('gives every seeded account its documented state', async () => {
    const get = (key: Parameters<typeof demoAccount>[0]) => getBillingInfo(demoAccount(key).uid)
    const free = await get('free')
    expect(free).toMatchObject({
      subscriptionId: null,
      plan: { name: 'Free' },
      monthlySpending: null,
    })
    expect(hasActiveSubscription(free)).toBe(false)
    const cancelled = await get('cancelled')
    expect(cancelled).toMatchObject({ isCancelled: true, subscriptionStatus: 'cancelled' })
    expect(hasActiveSubscription(cancelled)).toBe(true)
    const expired = await get('expired')
    expect(expired.isCancelled).toBe(true)
    expect(new Date(expired.endsAt!).getTime()).toBeLessThan(Date.now())
    expect(hasActiveSubscription(expired)).toBe(false)
    expect(await get('cancelling')).toMatchObject({
      cancellationRequested: true,
      subscriptionStatus: 'active',
    })
    const paused = await get('paused')
    expect(paused).toMatchObject({ isPaused: true, subscriptionStatus: 'paused' })
    expect(new Date(paused.pausedUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('answers 404 for newcomer@, who is not in the user database', async () => {
    const error = await getBillingInfo(demoAccount('newcomer').uid).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Failed to get billing info: 404')
    expect((error as ApiError).status).toBe(404)
  })

  it('fills in the fields the backend leaves out or sends as null', async () => {
    server.use(
      http.get(`${BASE}/api/user/:userId/billing`, () =>
        HttpResponse.json({ subscriptionId: null, plan: null, isPaused: null }),
      ),
    )
    await expect(getBillingInfo('u1')).resolves.toEqual({
      plan: null,
      subscriptionId: null,
      subscriptionStatus: null,
      isCancelled: false,
      cancellationRequested: false,
      isPaused: false,
      pausedUntil: null,
      endsAt: null,
      nextPaymentDate: null,
      monthlySpending: null,
    })
  })

  it('defaults a missing price and the monthly spend extras', async () => {
    server.use(
      http.get(`${BASE}/api/user/:userId/billing`, () =>
        HttpResponse.json({
          plan: { name: 'Pro Plan' },
          monthlySpending: { totalMonthlySpent: 5 },
          extra: 'ignored',
        }),
      ),
    )
    const billing = await getBillingInfo('u1')
    expect(billing.plan).toEqual({ name: 'Pro Plan', price_monthly: null })
    expect(billing.monthlySpending?.totalMonthlySpent).toBe(5)
    expect(new Date(billing.monthlySpending!.nextResetDate).getUTCDate()).toBe(1)
    expect(billing.monthlySpending!.daysUntilReset).toBeGreaterThanOrEqual(0)
    expect(billing).not.toHaveProperty('extra')
  })

  it('puts the user id into the path as it is (a plain id)', async () => {
    let path = ''
    server.use(
      http.get(`${BASE}/api/user/:userId/billing`, ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({})
      }),
    )
    await getBillingInfo('Ab-9_z')
    expect(path).toBe('/api/user/Ab-9_z/billing')
  })
})

describe('getMonthlySpend', () => {
  it("reads this month's spend, and sends month only when given", async () => {
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url)
    })
    await expect(getMonthlySpend(demoAccount('pro').uid)).resolves.toMatchObject({
      totalMonthlySpent: 42.5,
    })
    await expect(getMonthlySpend(demoAccount('pro').uid, '2020-01')).resolves.toMatchObject({
      totalMonthlySpent: 0,
    })
    server.events.removeAllListeners('request:start')
    expect(new URL(urls[0]!).search).toBe('')
    expect(new URL(urls[1]!).searchParams.get('month')).toBe('2020-01')
  })

  it('answers 404 for an unknown user', async () => {
    await expect(getMonthlySpend('nobody')).rejects.toThrow('Failed to get monthly spend: 404')
  })
})
