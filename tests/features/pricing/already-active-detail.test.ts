import { subscriptionDetail } from '../../../src/features/pricing/already-active-dialog'

describe("the 'Already Have an Active Subscription' details", () => {
  it('names the next payment of an active subscription', () => {
    expect(
      subscriptionDetail({
        plan: 'Pro',
        nextPaymentDate: '2026-12-24T10:00:00.000Z',
        endsAt: null,
      }),
    ).toBe('Next payment: December 24, 2026.')
  })

  it('names the end of a subscription cancelled within its period, before any payment date', () => {
    expect(
      subscriptionDetail({
        plan: 'Pro',
        nextPaymentDate: '2026-12-24T10:00:00.000Z',
        endsAt: '2026-12-08T10:00:00.000Z',
      }),
    ).toBe('Cancelled: your access continues until December 8, 2026.')
  })

  it('says nothing it does not know', () => {
    expect(subscriptionDetail({ plan: 'Pro', nextPaymentDate: null, endsAt: null })).toBeNull()
    expect(
      subscriptionDetail({ plan: 'Pro', nextPaymentDate: 'not a date', endsAt: null }),
    ).toBeNull()
    expect(subscriptionDetail(null)).toBeNull()
  })
})
