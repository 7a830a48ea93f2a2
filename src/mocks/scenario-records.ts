/** The records of the contract backend's scenario store (see scenario-store.ts). */
import type { Invoice, PackageType } from '../api/schemas'

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
  /** When the provider's activation reaches billing and invoices: null = never; absent until completed. */
  activatesAt?: string | null
  activatedAt?: string
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

export type ActionOutcome =
  | { ok: true; subscriptionStatus: string; message: string }
  | { ok: false; status: number; error: string }
