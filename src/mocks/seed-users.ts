/** The seeded users of the scenario store, one per demo account, with dates relative to now. */
import type { Invoice } from '../api/schemas'
import { demoAccounts, type DemoAccountKey } from './demo-accounts'
import type { SubscriptionRecord, UserRecord } from './scenario-records'
import { addDays, addMonths, monthKey } from './scenario-dates'

export const PRO_PLAN = { name: 'Pro Plan', price_monthly: 20 } as const
export const FREE_PLAN = { name: 'Free', price_monthly: 0 } as const

export const noSubscription = (): SubscriptionRecord => ({
  plan: { ...FREE_PLAN },
  subscriptionId: null,
  subscriptionStatus: null,
  isCancelled: false,
  cancellationRequested: false,
  isPaused: false,
  pausedUntil: null,
  endsAt: null,
  nextPaymentDate: null,
})

/** An active Pro subscription: the seeded pro@, and what a completed Pro checkout makes. */
export const activeProSubscription = (
  subscriptionId: string,
  nextPaymentDate: Date,
): SubscriptionRecord => ({
  plan: { ...PRO_PLAN },
  subscriptionId,
  subscriptionStatus: 'active',
  isCancelled: false,
  cancellationRequested: false,
  isPaused: false,
  pausedUntil: null,
  endsAt: null,
  nextPaymentDate: nextPaymentDate.toISOString(),
})

const iso = (date: Date) => date.toISOString()

/** The seeded users, keyed by demo account; newcomer@ has no record (not in the user database). */
export function seedUsers(now: Date): UserRecord[] {
  const account = (key: DemoAccountKey) => demoAccounts.find((a) => a.key === key)!
  const base = (key: DemoAccountKey): Pick<UserRecord, 'uid' | 'email' | 'name'> => {
    const a = account(key)
    return { uid: a.uid, email: a.email, name: a.displayName ?? a.email }
  }
  const thisMonth = monthKey(now)
  const invoice = (
    id: string,
    monthsAgo: number,
    amount: number | null,
    invoiceUrl: string | null,
    status = 'paid',
  ): Invoice => ({
    id,
    createdAt: iso(addDays(addMonths(now, -monthsAgo), -1)),
    amount,
    status,
    invoiceUrl,
  })
  const link = (id: string) => `https://app.embedpay.io/my-orders/${id}`

  return [
    { ...base('free'), subscription: noSubscription(), invoices: [], spendByMonth: {} },
    {
      ...base('pro'),
      subscription: activeProSubscription('sub_pro_0002', addMonths(now, 1)),
      invoices: [
        invoice('inv_pro_0004', 0, 20, link('inv_pro_0004')),
        invoice('inv_pro_0003', 0, 22.5, link('inv_pro_0003')),
        invoice('inv_pro_0002', 1, 20, null),
        invoice('inv_pro_0001', 2, null, link('inv_pro_0001')),
      ],
      spendByMonth: { [thisMonth]: 42.5 },
    },
    {
      ...base('cancelled'),
      subscription: {
        plan: { ...PRO_PLAN },
        subscriptionId: 'sub_cancelled_0003',
        subscriptionStatus: 'cancelled',
        isCancelled: true,
        cancellationRequested: false,
        isPaused: false,
        pausedUntil: null,
        endsAt: iso(addDays(now, 14)),
        nextPaymentDate: null,
      },
      invoices: [invoice('inv_cancelled_0001', 1, 20, link('inv_cancelled_0001'))],
      spendByMonth: {},
    },
    {
      ...base('expired'),
      subscription: {
        plan: { ...FREE_PLAN },
        subscriptionId: 'sub_expired_0004',
        subscriptionStatus: 'expired',
        isCancelled: true,
        cancellationRequested: false,
        isPaused: false,
        pausedUntil: null,
        endsAt: iso(addDays(now, -10)),
        nextPaymentDate: null,
      },
      invoices: [invoice('inv_expired_0001', 2, 20, link('inv_expired_0001'))],
      spendByMonth: {},
    },
    {
      ...base('cancelling'),
      subscription: {
        ...activeProSubscription('sub_cancelling_0005', addMonths(now, 1)),
        cancellationRequested: true,
        endsAt: iso(addMonths(now, 1)),
      },
      invoices: [invoice('inv_cancelling_0001', 0, 20, link('inv_cancelling_0001'))],
      spendByMonth: { [thisMonth]: 20 },
    },
    {
      ...base('paused'),
      subscription: {
        plan: { ...PRO_PLAN },
        subscriptionId: 'sub_paused_0006',
        subscriptionStatus: 'paused',
        isCancelled: false,
        cancellationRequested: false,
        isPaused: true,
        pausedUntil: iso(addMonths(now, 1)),
        endsAt: null,
        nextPaymentDate: null,
      },
      invoices: [invoice('inv_paused_0001', 1, 20, link('inv_paused_0001'))],
      spendByMonth: {},
    },
  ]
}
