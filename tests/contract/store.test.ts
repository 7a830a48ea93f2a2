import { describe, expect, it } from 'vitest'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { addMonths, createScenarioStore, pathMatches } from '../../src/mocks/scenario-store'

const NOW = new Date('2025-09-11T12:00:00Z')
const store = () => createScenarioStore({ now: () => NOW, activationDelayMs: 0 })
const pro = demoAccount('pro')
const free = demoAccount('free')

const subscriptionCheckout = (userId: string) => ({
  package: { name: 'Pro', price: 20, variant_id: 1, type: 'subscription' as const },
  userData: { userId, email: 'x@y.z', name: 'X' },
  complete_url: 'http://localhost:4173/checkout-success',
  cancel_url: 'http://localhost:4173/checkout-cancelled',
})

describe('the scenario store', () => {
  it('seeds every demo account but newcomer@, with dates relative to now', () => {
    const s = store()
    for (const key of ['free', 'pro', 'cancelled', 'expired', 'cancelling', 'paused'] as const)
      expect(s.getUser(demoAccount(key).uid)).toBeDefined()
    expect(s.getUser(demoAccount('newcomer').uid)).toBeUndefined()
    expect(s.billingInfo(pro.uid)).toMatchObject({
      plan: { name: 'Pro Plan', price_monthly: 20 },
      subscriptionId: 'sub_pro_0002',
      nextPaymentDate: '2025-10-11T12:00:00.000Z',
      monthlySpending: {
        totalMonthlySpent: 42.5,
        daysUntilReset: 20,
        nextResetDate: '2025-10-01T00:00:00.000Z',
      },
    })
    expect(s.billingInfo(demoAccount('expired').uid)?.endsAt ?? '').toMatch(/^2025-09-01T/)
    expect(s.billingInfo(demoAccount('cancelled').uid)?.endsAt).toBe('2025-09-25T12:00:00.000Z')
    expect(s.invoices(pro.uid)!.length).toBeGreaterThanOrEqual(3)
  })

  it('cancel moves an active subscription to cancellation requested, ending on the next payment date', () => {
    const s = store()
    const outcome = s.cancel('sub_pro_0002', pro.uid)
    expect(outcome).toMatchObject({ ok: true, subscriptionStatus: 'active' })
    const billing = s.billingInfo(pro.uid)!
    expect(billing).toMatchObject({
      cancellationRequested: true,
      isCancelled: false,
      subscriptionStatus: 'active',
    })
    expect(billing.endsAt).toBe(billing.nextPaymentDate)
    expect(s.cancel('sub_pro_0002', pro.uid)).toMatchObject({ ok: false, status: 409 })
    expect(s.cancel('sub_pro_0002', free.uid)).toMatchObject({
      ok: false,
      status: 404,
      error: 'Subscription not found',
    })
  })

  it('reactivate clears the cancellation and makes the status active', () => {
    const s = store()
    s.cancel('sub_pro_0002', pro.uid)
    expect(s.reactivate('sub_pro_0002', pro.uid)).toMatchObject({ ok: true })
    expect(s.billingInfo(pro.uid)).toMatchObject({
      cancellationRequested: false,
      isCancelled: false,
      subscriptionStatus: 'active',
      endsAt: null,
    })
    const paused = demoAccount('paused')
    s.reactivate('sub_paused_0006', paused.uid)
    expect(s.billingInfo(paused.uid)).toMatchObject({
      isPaused: false,
      pausedUntil: null,
      subscriptionStatus: 'active',
    })
    expect(s.reactivate('sub_expired_0004', demoAccount('expired').uid)).toMatchObject({
      ok: false,
      status: 409,
    })
  })

  it('reset restores the seed and clears checkouts, faults, the request log and the purchase mode', () => {
    const s = store()
    const seed = s.snapshot()
    s.cancel('sub_pro_0002', pro.uid)
    const checkout = s.createCheckout(subscriptionCheckout(free.uid))
    s.completeCheckout(checkout.ident)
    s.addFault({ path: '/health', kind: 'network' })
    s.recordRequest({ method: 'GET', path: '/health', route: '/health', at: NOW.toISOString() })
    s.purchaseMode = 'hosted'
    expect(s.snapshot()).not.toEqual(seed)
    s.reset()
    expect(s.snapshot()).toEqual(seed)
    expect(s.getCheckout(checkout.ident)).toBeUndefined()
    expect(s.purchaseMode).toBe('embedded')
  })

  it('a completed subscription checkout makes the subscription active, with a paid invoice', () => {
    const s = store()
    const checkout = s.createCheckout(subscriptionCheckout(free.uid))
    expect(checkout).toMatchObject({ status: 'pending', userId: free.uid })
    expect(s.billingInfo(free.uid)?.subscriptionId).toBeNull()
    const done = s.completeCheckout(checkout.ident)
    expect(done).toMatchObject({ plan: 'Pro', amount: 20, currency: 'USD' })
    expect(s.billingInfo(free.uid)).toMatchObject({
      plan: { name: 'Pro Plan', price_monthly: 20 },
      subscriptionStatus: 'active',
      isCancelled: false,
      nextPaymentDate: addMonths(NOW, 1).toISOString(),
      monthlySpending: { totalMonthlySpent: 20 },
    })
    expect(s.billingInfo(free.uid)?.subscriptionId).toMatch(/^sub_/)
    expect(s.invoices(free.uid)).toEqual([
      expect.objectContaining({ amount: 20, status: 'paid', createdAt: NOW.toISOString() }),
    ])
    // Completing again changes nothing more.
    s.completeCheckout(checkout.ident)
    expect(s.invoices(free.uid)).toHaveLength(1)
  })

  it('a completed top-up adds a paid invoice and spend, leaving the subscription alone', () => {
    const s = store()
    const checkout = s.createCheckout({
      ...subscriptionCheckout(pro.uid),
      package: { name: '$40', price: 40, variant_id: 2, type: 'token_topup' },
    })
    const before = s.invoices(pro.uid)!.length
    s.completeCheckout(checkout.ident)
    expect(s.invoices(pro.uid)).toHaveLength(before + 1)
    expect(s.billingInfo(pro.uid)).toMatchObject({
      subscriptionId: 'sub_pro_0002',
      monthlySpending: { totalMonthlySpent: 82.5 },
    })
  })

  it('a cancelled checkout cannot be completed', () => {
    const s = store()
    const checkout = s.createCheckout(subscriptionCheckout(free.uid))
    s.cancelCheckout(checkout.ident)
    expect(s.completeCheckout(checkout.ident)).toBeUndefined()
    expect(s.billingInfo(free.uid)?.subscriptionId).toBeNull()
  })

  it('shows a paid checkout in billing and invoices only once the activation delay has passed, or never', () => {
    let now = NOW
    const s = createScenarioStore({ now: () => now })
    const checkout = s.createCheckout(subscriptionCheckout(free.uid))
    s.completeCheckout(checkout.ident)
    expect(s.getCheckout(checkout.ident)).toMatchObject({
      status: 'completed',
      activatesAt: '2025-09-11T12:00:02.000Z',
    })
    now = new Date(NOW.getTime() + 1999)
    expect(s.billingInfo(free.uid)?.subscriptionStatus).toBeNull()
    expect(s.invoices(free.uid)).toEqual([])
    now = new Date(NOW.getTime() + 2000)
    expect(s.billingInfo(free.uid)?.subscriptionStatus).toBe('active')
    expect(s.invoices(free.uid)).toEqual([
      expect.objectContaining({ amount: 20, createdAt: '2025-09-11T12:00:02.000Z' }),
    ])

    s.activationDelayMs = null
    const topUp = s.createCheckout({
      ...subscriptionCheckout(free.uid),
      package: { name: '$40', price: 40, variant_id: 2, type: 'token_topup' },
    })
    s.completeCheckout(topUp.ident)
    now = new Date(NOW.getTime() + 86_400_000)
    expect(s.invoices(free.uid)).toHaveLength(1)
  })

  it('counts faults down per matching call', () => {
    const s = store()
    s.addFault({
      method: 'GET',
      path: '/api/user/:userId/billing',
      kind: 'status',
      status: 503,
      count: 2,
    })
    expect(s.takeFault('POST', '/api/user/u/billing')).toBeUndefined()
    expect(s.takeFault('GET', '/api/user/u/invoices')).toBeUndefined()
    expect(s.takeFault('GET', '/api/user/u/billing')).toMatchObject({ kind: 'status', status: 503 })
    expect(s.takeFault('get', '/api/user/v/billing')).toMatchObject({ kind: 'status' })
    expect(s.takeFault('GET', '/api/user/u/billing')).toBeUndefined()
  })

  it('matches paths and patterns', () => {
    expect(pathMatches('/api/user/:userId/billing', '/api/user/demo-pro-0002/billing')).toBe(true)
    expect(pathMatches('/api/user/:userId/billing', '/api/user/demo-pro-0002/invoices')).toBe(false)
    expect(pathMatches('/api/purchase', '/api/purchase?x=1')).toBe(true)
    expect(pathMatches('/api/*', '/api/user/a/billing')).toBe(true)
    expect(pathMatches('/api/user/a b/billing', '/api/user/a%20b/billing')).toBe(true)
    expect(pathMatches('/health', '/health/x')).toBe(false)
  })

  it('adds months without overflowing short months', () => {
    expect(addMonths(new Date('2025-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    )
  })
})
