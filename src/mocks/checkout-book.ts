/**
 * The checkouts of the scenario store: created by POST /api/purchase (one per Idempotency-Key),
 * paid on the sandbox pages, and activated (billing and invoices updated) after the provider's
 * delay, as a real provider's webhook arrives some time after the buyer paid.
 */
import type { PurchaseRequest } from '../api/schemas'
import { addMonths, monthKey } from './scenario-dates'
import type { CheckoutCompletion, CheckoutRecord, UserRecord } from './scenario-records'
import { activeProSubscription } from './seed-users'

/** How long after payment the provider's activation reaches billing and invoices, by default. */
export const DEFAULT_ACTIVATION_DELAY_MS = 2000

let identCounter = 0
export const randomId = (prefix: string) => {
  identCounter += 1
  const random = Math.random().toString(36).slice(2, 10)
  return `${prefix}${random}${identCounter.toString(36)}`
}

export class CheckoutBook {
  private checkouts = new Map<string, CheckoutRecord>()
  /** Answers of POST /api/purchase by `<uid> <Idempotency-Key>`, with the request they answered. */
  private intents = new Map<string, { request: string; answer: unknown }>()
  /** Purchase calls answered from an earlier call with the same Idempotency-Key (no checkout created). */
  idempotentReplays = 0

  clear(): void {
    this.checkouts.clear()
    this.intents.clear()
    this.idempotentReplays = 0
  }

  create(req: PurchaseRequest, now: Date): CheckoutRecord {
    const checkout: CheckoutRecord = {
      ident: randomId('chk_'),
      userId: req.userData.userId,
      package: { ...req.package },
      complete_url: req.complete_url,
      cancel_url: req.cancel_url,
      status: 'pending',
      createdAt: now.toISOString(),
    }
    this.checkouts.set(checkout.ident, checkout)
    return checkout
  }

  get(ident: string): CheckoutRecord | undefined {
    return this.checkouts.get(ident)
  }

  all(): CheckoutRecord[] {
    return [...this.checkouts.values()]
  }

  /** The earlier answer for this user's key: 'same' with it, 'conflict' if the key came with another request, or undefined for a new key. */
  replayIntent(
    uid: string,
    key: string,
    request: unknown,
  ): { kind: 'same'; answer: unknown } | { kind: 'conflict' } | undefined {
    const earlier = this.intents.get(`${uid} ${key}`)
    if (!earlier) return undefined
    if (earlier.request !== JSON.stringify(request)) return { kind: 'conflict' }
    this.idempotentReplays += 1
    return { kind: 'same', answer: structuredClone(earlier.answer) }
  }

  rememberIntent(uid: string, key: string, request: unknown, answer: unknown): void {
    this.intents.set(`${uid} ${key}`, {
      request: JSON.stringify(request),
      answer: structuredClone(answer),
    })
  }

  /** Marks a checkout paid; its activation is due `delayMs` later (null: never). Paying twice changes nothing. */
  complete(ident: string, now: Date, delayMs: number | null): CheckoutCompletion | undefined {
    const checkout = this.checkouts.get(ident)
    if (!checkout || checkout.status === 'cancelled') return undefined
    if (checkout.status === 'pending') {
      checkout.status = 'completed'
      checkout.completedAt = now.toISOString()
      checkout.activatesAt =
        delayMs === null ? null : new Date(now.getTime() + delayMs).toISOString()
    }
    return {
      checkout,
      plan: checkout.package.name,
      amount: checkout.package.price,
      currency: 'USD',
    }
  }

  cancel(ident: string): CheckoutRecord | undefined {
    const checkout = this.checkouts.get(ident)
    if (checkout && checkout.status === 'pending') checkout.status = 'cancelled'
    return checkout
  }

  /** The paid checkouts whose activation is due at `now`, marked activated (each is returned once). */
  takeDueActivations(now: Date): CheckoutRecord[] {
    const due = [...this.checkouts.values()].filter(
      (c) =>
        c.status === 'completed' &&
        !c.activatedAt &&
        typeof c.activatesAt === 'string' &&
        Date.parse(c.activatesAt) <= now.getTime(),
    )
    for (const c of due) c.activatedAt = c.activatesAt!
    return due
  }
}

/**
 * The provider's activation of a paid checkout: a subscription package makes the subscription
 * active (Pro Plan, renewing a month later); a top-up adds to the month's spend. Both add a paid invoice.
 */
export function activate(user: UserRecord, checkout: CheckoutRecord, at: Date): void {
  if (checkout.package.type === 'subscription') {
    const subscriptionId =
      user.subscription.subscriptionId && !user.subscription.isCancelled
        ? user.subscription.subscriptionId
        : randomId('sub_')
    user.subscription = activeProSubscription(subscriptionId, addMonths(at, 1))
  }
  const key = monthKey(at)
  user.spendByMonth[key] = (user.spendByMonth[key] ?? 0) + checkout.package.price
  user.invoices.unshift({
    id: randomId('inv_'),
    createdAt: at.toISOString(),
    amount: checkout.package.price,
    status: 'paid',
    invoiceUrl: `https://app.embedpay.io/my-orders/${checkout.ident}`,
  })
}
