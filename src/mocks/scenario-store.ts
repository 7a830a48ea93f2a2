/**
 * The contract backend's state: an in-memory user database seeded from the demo accounts, the
 * pending checkouts, the purchase mode and injected faults. Shared by the MSW handlers (unit
 * tests) and the contract server (dev and end-to-end stack). Dates are relative to "now".
 */
import type { BillingInfo, Invoice, MonthlySpend, PackageType, PurchaseRequest } from '../api/schemas'
import { demoAccounts, type DemoAccountKey } from './demo-accounts'

// ---------------------------------------------------------------------------------------------
// Records

export interface SubscriptionRecord {
  plan: { name: string; price_monthly: number | null } | null
  subscriptionId: string | null
  subscriptionStatus: string | null
  isCancelled: boolean
  cancellationRequested: boolean
  isPaused: boolean
  pausedUntil: string | null
  endsAt: string | null
  nextPaymentDate: string | null
}

export interface UserRecord {
  uid: string
  email: string
  name: string
  subscription: SubscriptionRecord
  invoices: Invoice[]
  /** USD spent per calendar month, keyed 'YYYY-MM'. */
  spendByMonth: Record<string, number>
}

export interface CheckoutRecord {
  ident: string
  userId: string
  package: { name: string; price: number; variant_id: number; type: PackageType }
  complete_url: string
  cancel_url: string
  status: 'pending' | 'completed' | 'cancelled'
  createdAt: string
  completedAt?: string
}

/** 'embedded': { provider: 'embedpay', ident }; 'hosted': { provider: 'hosted', checkout_url }; 'none': neither. */
export type PurchaseMode = 'embedded' | 'hosted' | 'none'
export const PURCHASE_MODES: readonly PurchaseMode[] = ['embedded', 'hosted', 'none']

export type FaultKind = 'status' | 'network' | 'delay' | 'malformed'
export const FAULT_KINDS: readonly FaultKind[] = ['status', 'network', 'delay', 'malformed']

export interface FaultSpec {
  /** HTTP method, or '*' / absent for any. */
  method?: string
  /** A request path or a pattern with `:param` and `*` segments, e.g. '/api/user/:userId/billing'. */
  path: string
  kind: FaultKind
  /** For 'status': the HTTP status (default 500). */
  status?: number
  /** For 'status': an optional JSON body. */
  body?: unknown
  /** For 'delay': milliseconds before the normal answer (default 1000). */
  delayMs?: number
  /** How many matching calls fail (default 1). */
  count?: number
}

export interface Fault extends Required<Pick<FaultSpec, 'path' | 'kind'>> {
  id: number
  method: string
  status?: number
  body?: unknown
  delayMs?: number
  remaining: number
}

export interface RequestRecord {
  method: string
  path: string
  /** The route pattern that answered, e.g. '/api/user/:userId/billing'. */
  route: string
  at: string
  body?: unknown
}

export type CheckoutCompletion = {
  checkout: CheckoutRecord
  plan: string
  amount: number
  currency: 'USD'
}

// ---------------------------------------------------------------------------------------------
// Dates

const DAY = 86_400_000

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY)
export const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

function monthSpend(total: number, now: Date): MonthlySpend {
  const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return {
    totalMonthlySpent: Math.round(total * 100) / 100,
    daysUntilReset: Math.max(0, Math.ceil((reset.getTime() - now.getTime()) / DAY)),
    nextResetDate: reset.toISOString(),
    resetInfo: 'Monthly spending resets on the 1st of each month',
  }
}

// ---------------------------------------------------------------------------------------------
// Seed

export const PRO_PLAN = { name: 'Pro Plan', price_monthly: 20 } as const
export const FREE_PLAN = { name: 'Free', price_monthly: 0 } as const

const noSubscription = (): SubscriptionRecord => ({
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

const iso = (date: Date) => date.toISOString()

/** The seeded users, keyed by demo account; newcomer@ has no record (not in the user database). */
export function seedUsers(now: Date): UserRecord[] {
  const account = (key: DemoAccountKey) => demoAccounts.find((a) => a.key === key)!
  const base = (key: DemoAccountKey): Pick<UserRecord, 'uid' | 'email' | 'name'> => {
    const a = account(key)
    return { uid: a.uid, email: a.email, name: a.displayName ?? a.email }
  }
  const thisMonth = monthKey(now)
  const invoice = (id: string, monthsAgo: number, amount: number | null, invoiceUrl: string | null, status = 'paid'): Invoice => ({
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
      subscription: {
        plan: { ...PRO_PLAN },
        subscriptionId: 'sub_pro_0002',
        subscriptionStatus: 'active',
        isCancelled: false,
        cancellationRequested: false,
        isPaused: false,
        pausedUntil: null,
        endsAt: null,
        nextPaymentDate: iso(addMonths(now, 1)),
      },
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
        plan: { ...PRO_PLAN },
        subscriptionId: 'sub_cancelling_0005',
        subscriptionStatus: 'active',
        isCancelled: false,
        cancellationRequested: true,
        isPaused: false,
        pausedUntil: null,
        endsAt: iso(addMonths(now, 1)),
        nextPaymentDate: iso(addMonths(now, 1)),
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

// ---------------------------------------------------------------------------------------------
// Path patterns

/** True when `path` matches `pattern` ('/api/user/:userId/billing', '/api/*', or an exact path). */
export function pathMatches(pattern: string, path: string): boolean {
  const clean = (p: string) => p.split('?')[0]!.replace(/\/+$/, '') || '/'
  const want = clean(pattern).split('/')
  const got = clean(path).split('/')
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    if (w === '*' && i === want.length - 1) return true
    const g = got[i]
    if (g === undefined) return false
    if (w === '*' || w.startsWith(':')) continue
    let decoded = g
    try {
      decoded = decodeURIComponent(g)
    } catch {
      // keep the raw segment
    }
    if (w !== g && w !== decoded) return false
  }
  return want.length === got.length
}

// ---------------------------------------------------------------------------------------------
// The store

export type ActionOutcome =
  | { ok: true; subscriptionStatus: string; message: string }
  | { ok: false; status: number; error: string }

let identCounter = 0
const randomId = (prefix: string) => {
  identCounter += 1
  const random = Math.random().toString(36).slice(2, 10)
  return `${prefix}${random}${identCounter.toString(36)}`
}

export interface ScenarioStoreOptions {
  /** The clock (tests pass a fixed one). */
  now?: () => Date
}

export class ScenarioStore {
  readonly now: () => Date
  private users = new Map<string, UserRecord>()
  private checkouts = new Map<string, CheckoutRecord>()
  private faults: Fault[] = []
  private faultCounter = 0
  private log: RequestRecord[] = []
  /** Answers of POST /api/purchase by `<uid> <Idempotency-Key>`, with the request they answered. */
  private intents = new Map<string, { request: string; answer: unknown }>()
  /** Purchase calls answered from an earlier call with the same Idempotency-Key (no checkout created) since the last reset. */
  idempotentReplays = 0
  purchaseMode: PurchaseMode = 'embedded'
  /** Calls of a signed-in user's route that came without a valid ID token (answered 401) since the last reset. */
  unauthorizedCalls = 0

  constructor(options: ScenarioStoreOptions = {}) {
    this.now = options.now ?? (() => new Date())
    this.reset()
  }

  /** Back to the seed: users re-created (dates from now), checkouts, faults, request log and purchase mode cleared. */
  reset(): void {
    const now = this.now()
    this.users = new Map(seedUsers(now).map((u) => [u.uid, u]))
    this.checkouts.clear()
    this.intents.clear()
    this.idempotentReplays = 0
    this.faults = []
    this.log = []
    this.purchaseMode = 'embedded'
    this.unauthorizedCalls = 0
  }

  // --- users and billing

  getUser(uid: string): UserRecord | undefined {
    return this.users.get(uid)
  }

  /** Puts a user into the database (e.g. a test's own account). */
  putUser(user: UserRecord): void {
    this.users.set(user.uid, user)
  }

  billingInfo(uid: string): BillingInfo | undefined {
    const user = this.users.get(uid)
    if (!user) return undefined
    const spent = user.spendByMonth[monthKey(this.now())]
    return {
      ...structuredClone(user.subscription),
      monthlySpending: spent === undefined ? null : monthSpend(spent, this.now()),
    }
  }

  /** The spend of a month ('YYYY-MM', default the current one); undefined for an unknown user. */
  monthlySpend(uid: string, month?: string): MonthlySpend | undefined {
    const user = this.users.get(uid)
    if (!user) return undefined
    return monthSpend(user.spendByMonth[month || monthKey(this.now())] ?? 0, this.now())
  }

  invoices(uid: string, limit?: number): Invoice[] | undefined {
    const user = this.users.get(uid)
    if (!user) return undefined
    const sorted = [...user.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return structuredClone(limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit)))
  }

  findInvoice(invoiceId: string): { user: UserRecord; invoice: Invoice } | undefined {
    for (const user of this.users.values()) {
      const invoice = user.invoices.find((i) => i.id === invoiceId)
      if (invoice) return { user, invoice }
    }
    return undefined
  }

  /** Requests cancellation at the end of the period: cancellationRequested, endsAt = next payment date. */
  cancel(subscriptionId: string, firebaseUserId: string): ActionOutcome {
    const found = this.subscriptionOf(subscriptionId, firebaseUserId)
    if (!found.ok) return found
    const sub = found.subscription
    if (sub.isCancelled) return { ok: false, status: 409, error: 'Subscription is already cancelled' }
    if (sub.cancellationRequested) return { ok: false, status: 409, error: 'Cancellation has already been requested' }
    sub.cancellationRequested = true
    sub.endsAt = sub.nextPaymentDate ?? sub.endsAt ?? addMonths(this.now(), 1).toISOString()
    return {
      ok: true,
      subscriptionStatus: sub.subscriptionStatus ?? 'active',
      message: 'Your subscription will be cancelled at the end of the current billing period.',
    }
  }

  /** Undoes a cancellation (or a pause): active again, renewing on the next payment date. */
  reactivate(subscriptionId: string, firebaseUserId: string): ActionOutcome {
    const found = this.subscriptionOf(subscriptionId, firebaseUserId)
    if (!found.ok) return found
    const sub = found.subscription
    const now = this.now()
    if (sub.isCancelled && sub.endsAt && new Date(sub.endsAt).getTime() <= now.getTime()) {
      return { ok: false, status: 409, error: 'Subscription has expired and cannot be reactivated' }
    }
    if (!sub.isCancelled && !sub.cancellationRequested && !sub.isPaused && sub.subscriptionStatus === 'active') {
      return { ok: false, status: 409, error: 'Subscription is already active' }
    }
    sub.nextPaymentDate = sub.endsAt ?? sub.nextPaymentDate ?? addMonths(now, 1).toISOString()
    sub.isCancelled = false
    sub.cancellationRequested = false
    sub.isPaused = false
    sub.pausedUntil = null
    sub.endsAt = null
    sub.subscriptionStatus = 'active'
    sub.plan ??= { ...PRO_PLAN }
    return { ok: true, subscriptionStatus: 'active', message: 'Your subscription has been reactivated.' }
  }

  private subscriptionOf(
    subscriptionId: string,
    firebaseUserId: string,
  ): { ok: true; subscription: SubscriptionRecord } | { ok: false; status: number; error: string } {
    if (!firebaseUserId) return { ok: false, status: 400, error: 'firebaseUserId is required' }
    const user = this.users.get(firebaseUserId)
    if (!user) return { ok: false, status: 404, error: 'User not found' }
    if (!subscriptionId || user.subscription.subscriptionId !== subscriptionId) {
      return { ok: false, status: 404, error: 'Subscription not found' }
    }
    return { ok: true, subscription: user.subscription }
  }

  // --- checkouts

  /** Remembers a pending checkout and returns it (the caller checked that the user exists). */
  createCheckout(req: PurchaseRequest): CheckoutRecord {
    const checkout: CheckoutRecord = {
      ident: randomId('chk_'),
      userId: req.userData.userId,
      package: { ...req.package },
      complete_url: req.complete_url,
      cancel_url: req.cancel_url,
      status: 'pending',
      createdAt: this.now().toISOString(),
    }
    this.checkouts.set(checkout.ident, checkout)
    return checkout
  }

  /** The earlier answer for this user's key: 'same' with it, 'conflict' if the key came with another request, or undefined for a new key. */
  replayIntent(uid: string, key: string, request: unknown): { kind: 'same'; answer: unknown } | { kind: 'conflict' } | undefined {
    const earlier = this.intents.get(`${uid} ${key}`)
    if (!earlier) return undefined
    if (earlier.request !== JSON.stringify(request)) return { kind: 'conflict' }
    this.idempotentReplays += 1
    return { kind: 'same', answer: structuredClone(earlier.answer) }
  }

  rememberIntent(uid: string, key: string, request: unknown, answer: unknown): void {
    this.intents.set(`${uid} ${key}`, { request: JSON.stringify(request), answer: structuredClone(answer) })
  }

  getCheckout(ident: string): CheckoutRecord | undefined {
    return this.checkouts.get(ident)
  }

  /**
   * Pays a checkout: a subscription package makes the subscription active (Pro Plan, renewing
   * next month); a top-up adds to the month's spend. Both add a paid invoice. Completing twice
   * changes nothing more.
   */
  completeCheckout(ident: string): CheckoutCompletion | undefined {
    const checkout = this.checkouts.get(ident)
    if (!checkout || checkout.status === 'cancelled') return undefined
    const completion: CheckoutCompletion = { checkout, plan: checkout.package.name, amount: checkout.package.price, currency: 'USD' }
    if (checkout.status === 'completed') return completion
    const user = this.users.get(checkout.userId)
    if (!user) return undefined
    const now = this.now()
    checkout.status = 'completed'
    checkout.completedAt = now.toISOString()
    if (checkout.package.type === 'subscription') {
      user.subscription = {
        plan: { ...PRO_PLAN },
        subscriptionId: user.subscription.subscriptionId && !user.subscription.isCancelled ? user.subscription.subscriptionId : randomId('sub_'),
        subscriptionStatus: 'active',
        isCancelled: false,
        cancellationRequested: false,
        isPaused: false,
        pausedUntil: null,
        endsAt: null,
        nextPaymentDate: addMonths(now, 1).toISOString(),
      }
    }
    const key = monthKey(now)
    user.spendByMonth[key] = (user.spendByMonth[key] ?? 0) + checkout.package.price
    user.invoices.unshift({
      id: randomId('inv_'),
      createdAt: now.toISOString(),
      amount: checkout.package.price,
      status: 'paid',
      invoiceUrl: `https://app.embedpay.io/my-orders/${checkout.ident}`,
    })
    return completion
  }

  cancelCheckout(ident: string): CheckoutRecord | undefined {
    const checkout = this.checkouts.get(ident)
    if (checkout && checkout.status === 'pending') checkout.status = 'cancelled'
    return checkout
  }

  // --- faults

  addFault(spec: FaultSpec): Fault {
    this.faultCounter += 1
    const fault: Fault = {
      id: this.faultCounter,
      method: (spec.method ?? '*').toUpperCase(),
      path: spec.path,
      kind: spec.kind,
      remaining: Math.max(1, Math.floor(spec.count ?? 1)),
      ...(spec.status !== undefined ? { status: spec.status } : {}),
      ...(spec.body !== undefined ? { body: spec.body } : {}),
      ...(spec.delayMs !== undefined ? { delayMs: spec.delayMs } : {}),
    }
    this.faults.push(fault)
    return fault
  }

  /** The first pending fault for this call, counted down (and dropped when used up). */
  takeFault(method: string, path: string): Fault | undefined {
    const m = method.toUpperCase()
    const fault = this.faults.find((f) => (f.method === '*' || f.method === m) && pathMatches(f.path, path))
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    return { ...fault }
  }

  clearFaults(): void {
    this.faults = []
  }

  pendingFaults(): Fault[] {
    return this.faults.map((f) => ({ ...f }))
  }

  // --- request log

  recordRequest(record: RequestRecord): void {
    this.log.push(record)
  }

  clearRequests(): void {
    this.log = []
  }

  /** Requests received, optionally only those whose path matches `path` (a path or a pattern) and method. */
  requests(filter: { path?: string; method?: string } = {}): RequestRecord[] {
    const m = filter.method?.toUpperCase()
    return this.log.filter((r) => (!m || r.method === m) && (!filter.path || pathMatches(filter.path, r.path) || r.route === filter.path))
  }

  /** Everything, for debugging (GET /__control/state). */
  snapshot() {
    return {
      now: this.now().toISOString(),
      purchaseMode: this.purchaseMode,
      users: [...this.users.values()].map((u) => ({ ...structuredClone(u), billing: this.billingInfo(u.uid) })),
      checkouts: [...this.checkouts.values()].map((c) => structuredClone(c)),
      faults: this.pendingFaults(),
      requestCount: this.log.length,
      idempotentReplays: this.idempotentReplays,
      unauthorizedCalls: this.unauthorizedCalls,
    }
  }
}

export const createScenarioStore = (options?: ScenarioStoreOptions) => new ScenarioStore(options)

/** The store behind the exported `handlers` (unit tests); reset it between tests. */
export const scenarioStore = createScenarioStore()
