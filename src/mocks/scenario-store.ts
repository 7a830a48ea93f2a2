/**
 * The contract backend's state: an in-memory user database seeded from the demo accounts, the
 * checkouts (with the provider's activation delay), the purchase mode, injected faults and the
 * request log. Shared by the MSW handlers (unit tests) and the contract server (dev and
 * end-to-end stack). Dates are relative to "now". The parts live in files of their own; this
 * class composes them and re-exports their types for the handlers and the contract server.
 */
import type { BillingInfo, Invoice, MonthlySpend, PurchaseRequest } from '../api/schemas'
import { CheckoutBook, DEFAULT_ACTIVATION_DELAY_MS, activate } from './checkout-book'
import { FaultList } from './fault-list'
import { RequestLog } from './request-log'
import { monthKey, monthSpend } from './scenario-dates'
import type {
  ActionOutcome,
  CheckoutCompletion,
  CheckoutRecord,
  Fault,
  FaultSpec,
  PurchaseMode,
  RequestRecord,
  UserRecord,
} from './scenario-records'
import { seedUsers } from './seed-users'
import { cancelSubscription, reactivateSubscription, subscriptionOf } from './subscription-actions'

export * from './scenario-records'
export { addDays, addMonths, monthKey } from './scenario-dates'
export { FREE_PLAN, PRO_PLAN, seedUsers } from './seed-users'
export { pathMatches } from './path-matches'
export { DEFAULT_ACTIVATION_DELAY_MS } from './checkout-book'

export interface ScenarioStoreOptions {
  /** The clock (tests pass a fixed or advancing one). */
  now?: () => Date
  /** The activation delay after a reset (default 2 s; null: activation never arrives). */
  activationDelayMs?: number | null
}

export class ScenarioStore {
  readonly now: () => Date
  private users = new Map<string, UserRecord>()
  private book = new CheckoutBook()
  private faults = new FaultList()
  private log = new RequestLog()
  private readonly defaultActivationDelayMs: number | null
  purchaseMode: PurchaseMode = 'embedded'
  /** How long after payment billing and invoices show it; null: never (the provider's activation is lost). */
  activationDelayMs: number | null = DEFAULT_ACTIVATION_DELAY_MS
  /** Calls of a signed-in user's route that came without a valid ID token (answered 401) since the last reset. */
  unauthorizedCalls = 0

  constructor(options: ScenarioStoreOptions = {}) {
    this.now = options.now ?? (() => new Date())
    this.defaultActivationDelayMs =
      options.activationDelayMs === undefined
        ? DEFAULT_ACTIVATION_DELAY_MS
        : options.activationDelayMs
    this.reset()
  }

  /** Back to the seed: users re-created (dates from now); checkouts, faults, request log, purchase mode and activation delay reset. */
  reset(): void {
    this.users = new Map(seedUsers(this.now()).map((u) => [u.uid, u]))
    this.book.clear()
    this.faults.clear()
    this.log.clear()
    this.purchaseMode = 'embedded'
    this.activationDelayMs = this.defaultActivationDelayMs
    this.unauthorizedCalls = 0
  }

  /** Purchase calls answered from an earlier call with the same Idempotency-Key since the last reset. */
  get idempotentReplays(): number {
    return this.book.idempotentReplays
  }

  /** Applies the activations that are due; every read of billing or invoices sees them. */
  private settle(): void {
    for (const checkout of this.book.takeDueActivations(this.now())) {
      const user = this.users.get(checkout.userId)
      if (user) activate(user, checkout, new Date(checkout.activatedAt!))
    }
  }

  // --- users and billing

  getUser(uid: string): UserRecord | undefined {
    this.settle()
    return this.users.get(uid)
  }

  /** Puts a user into the database (e.g. a test's own account). */
  putUser(user: UserRecord): void {
    this.users.set(user.uid, user)
  }

  billingInfo(uid: string): BillingInfo | undefined {
    const user = this.getUser(uid)
    if (!user) return undefined
    const spent = user.spendByMonth[monthKey(this.now())]
    return {
      ...structuredClone(user.subscription),
      monthlySpending: spent === undefined ? null : monthSpend(spent, this.now()),
    }
  }

  /** The spend of a month ('YYYY-MM', default the current one); undefined for an unknown user. */
  monthlySpend(uid: string, month?: string): MonthlySpend | undefined {
    const user = this.getUser(uid)
    if (!user) return undefined
    return monthSpend(user.spendByMonth[month || monthKey(this.now())] ?? 0, this.now())
  }

  invoices(uid: string, limit?: number): Invoice[] | undefined {
    const user = this.getUser(uid)
    if (!user) return undefined
    const sorted = [...user.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return structuredClone(limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit)))
  }

  findInvoice(invoiceId: string): { user: UserRecord; invoice: Invoice } | undefined {
    this.settle()
    for (const user of this.users.values()) {
      const invoice = user.invoices.find((i) => i.id === invoiceId)
      if (invoice) return { user, invoice }
    }
    return undefined
  }

  cancel(subscriptionId: string, firebaseUserId: string): ActionOutcome {
    const found = subscriptionOf(this.getUser(firebaseUserId), subscriptionId, firebaseUserId)
    return found.ok ? cancelSubscription(found.subscription, this.now()) : found
  }

  reactivate(subscriptionId: string, firebaseUserId: string): ActionOutcome {
    const found = subscriptionOf(this.getUser(firebaseUserId), subscriptionId, firebaseUserId)
    return found.ok ? reactivateSubscription(found.subscription, this.now()) : found
  }

  // --- checkouts

  /** Remembers a pending checkout and returns it (the caller checked that the user exists). */
  createCheckout(req: PurchaseRequest): CheckoutRecord {
    return this.book.create(req, this.now())
  }

  replayIntent(uid: string, key: string, request: unknown) {
    return this.book.replayIntent(uid, key, request)
  }

  rememberIntent(uid: string, key: string, request: unknown, answer: unknown): void {
    this.book.rememberIntent(uid, key, request, answer)
  }

  getCheckout(ident: string): CheckoutRecord | undefined {
    return this.book.get(ident)
  }

  /**
   * Pays a checkout. Billing and invoices show it once the activation delay has passed (see
   * checkout-book.ts); completing twice changes nothing more.
   */
  completeCheckout(ident: string): CheckoutCompletion | undefined {
    const checkout = this.book.get(ident)
    if (!checkout || !this.users.has(checkout.userId)) return undefined
    const done = this.book.complete(ident, this.now(), this.activationDelayMs)
    this.settle()
    return done
  }

  cancelCheckout(ident: string): CheckoutRecord | undefined {
    return this.book.cancel(ident)
  }

  // --- faults

  addFault(spec: FaultSpec): Fault {
    return this.faults.add(spec)
  }

  /** The first pending fault for this call, counted down (and dropped when used up). */
  takeFault(method: string, path: string): Fault | undefined {
    return this.faults.take(method, path)
  }

  clearFaults(): void {
    this.faults.clear()
  }

  pendingFaults(): Fault[] {
    return this.faults.pending()
  }

  // --- request log

  recordRequest(record: RequestRecord): void {
    this.log.record(record)
  }

  clearRequests(): void {
    this.log.clear()
  }

  /** Requests received, optionally only those whose path matches `path` (a path or a pattern) and method. */
  requests(filter: { path?: string; method?: string } = {}): RequestRecord[] {
    return this.log.filter(filter)
  }

  /** Everything, for debugging (GET /__control/state). */
  snapshot() {
    this.settle()
    return {
      now: this.now().toISOString(),
      purchaseMode: this.purchaseMode,
      activationDelayMs: this.activationDelayMs,
      users: [...this.users.values()].map((u) => ({
        ...structuredClone(u),
        billing: this.billingInfo(u.uid),
      })),
      checkouts: this.book.all().map((c) => structuredClone(c)),
      faults: this.pendingFaults(),
      requestCount: this.log.size,
      idempotentReplays: this.idempotentReplays,
      unauthorizedCalls: this.unauthorizedCalls,
    }
  }
}

export const createScenarioStore = (options?: ScenarioStoreOptions) => new ScenarioStore(options)

/** The store behind the exported `handlers` (unit tests); reset it between tests. */
export const scenarioStore = createScenarioStore()
