/**
 * The top-up purchase model shared by the path suites (the live actor in
 * tests/machines/top-up-purchase.paths.test.ts, the rendered page in
 * tests/views/top-ups/top-up-purchase.paths.test.tsx), and the edge completion both use.
 */
import { transition, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import type { CheckoutLaunchOutput } from '../../machines/checkout-launch.machine'
import { topUpPurchaseMachine, type TopUpPurchaseInput } from '../../machines/top-up-purchase.machine'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { describePath, eventKey, stateKeyOf, type MachinePath, type PathModel } from '../model'
import { activeBilling, billing, buyer, urls } from './top-up-purchase.fakes'

export const BILLING_INVOKE = '0.topUpPurchase.checkingSubscription'
export const CHECKOUT_INVOKE = 'checkout'
export const UNKNOWN_PACKAGE = 'topup_999'

export const input: TopUpPurchaseInput = { user: buyer, packages: TOP_UP_PACKAGES, returnUrls: urls }

export const launched: CheckoutLaunchOutput = { ok: true, outcome: 'hosted' }
export const backendError: CheckoutLaunchOutput = { ok: false, failure: { kind: 'error', message: 'Backend error: 500' } }
export const userNotFound: CheckoutLaunchOutput = {
  ok: false,
  failure: { kind: 'user_not_found', message: 'User not found in database.', details: 'Create your account in the desktop app.' },
}

export const selectSamples = (ids: readonly string[]) => ids.map((packageId) => ({ type: 'package.select', packageId }))
export const billingSamples = () => [activeBilling(), billing()]

type Snapshot = SnapshotFrom<typeof topUpPurchaseMachine>

/** The graph vertex: state value plus what changes in the context (the catalogue never does). */
export const serialize = (s: Snapshot) => ({
  user: s.context.user?.uid ?? null,
  packageId: s.context.packageId,
  accountRequired: s.context.accountRequired,
})

/**
 * Completes a model's paths so that every edge is replayed at least once. A simple path never
 * revisits a vertex, so the edges back to the initial vertex (a flow ending in idle: success, a
 * failure toast, Package not found, a closed dialog) appear in no generated path. Each edge that
 * no generated path takes becomes the shortest path to its source plus that edge. `events` are
 * all the events the model sends (samples and synthetic actor events).
 */
export function edgeCompletionPaths<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  events: readonly AnyEventObject[],
  vertex: (s: SnapshotFrom<TMachine>) => unknown,
): MachinePath<TMachine>[] {
  const key = (s: SnapshotFrom<TMachine>) => JSON.stringify({ value: (s as { value: unknown }).value, key: vertex(s) })
  const taken = new Set(model.paths.flatMap((p) => p.steps.slice(1).map((step, i) => `${key(p.steps[i]!.state)} ${eventKey(step.event)}`)))
  const extra: MachinePath<TMachine>[] = []
  for (const path of model.shortestPaths) {
    const last = path.steps.at(-1)!.state
    for (const event of events) {
      const edge = `${key(last)} ${eventKey(event)}`
      if (taken.has(edge) || !(last as { can: (e: AnyEventObject) => boolean }).can(event)) continue
      taken.add(edge)
      const [next] = transition(model.machine, last as never, event as never) as [SnapshotFrom<TMachine>, unknown]
      if (key(next) === key(last)) continue // a self-loop: nothing new to assert
      const edgePath: MachinePath<TMachine> = { kind: 'simple', description: '', steps: [...path.steps, { event, state: next, key: stateKeyOf(next as never) }] }
      const base = `${describePath(edgePath)} (edge)`
      const n = extra.filter((p) => p.description === base || p.description.startsWith(`${base} [`)).length
      edgePath.description = n === 0 ? base : `${base} [${n + 1}]`
      extra.push(edgePath)
    }
  }
  return extra
}

/** Every event a model built with these samples sends. */
export function allEvents(o: {
  select: readonly AnyEventObject[]
  billing: readonly unknown[]
  billingErrors: readonly unknown[]
  checkout: readonly CheckoutLaunchOutput[]
  checkoutErrors: readonly unknown[]
}): AnyEventObject[] {
  return [
    ...o.select,
    { type: 'auth.signedIn', user: buyer },
    { type: 'auth.signedOut' },
    { type: 'upgradeTip.proceed' },
    { type: 'upgradeTip.buyPro' },
    { type: 'dialog.close' },
    { type: 'processingDialog.dismiss' },
    ...o.billing.map((output) => ({ type: `xstate.done.actor.${BILLING_INVOKE}`, output })),
    ...o.billingErrors.map((error) => ({ type: `xstate.error.actor.${BILLING_INVOKE}`, error })),
    ...o.checkout.map((output) => ({ type: `xstate.done.actor.${CHECKOUT_INVOKE}`, output })),
    ...o.checkoutErrors.map((error) => ({ type: `xstate.error.actor.${CHECKOUT_INVOKE}`, error })),
  ]
}
