import { getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type SnapshotFrom } from 'xstate'
import { describePath, eventKey, stateKeyOf, type MachinePath, type PathModel } from '../model'
import { UNABLE_TO_OPEN_CHECKOUT, USER_NOT_FOUND_DETAILS, USER_NOT_FOUND_MESSAGE, packageNotConfigured } from '../../src/api/errors'
import type { CheckoutLaunchOutput } from '../../machines/checkout-launch.machine'
import type { ProPurchaseContext, ProPurchaseInput } from '../../machines/pro-purchase.machine'
import { plans, PRO_PLAN_NAME } from '../../src/content/plans'
import { activeBilling, billing, buyer, urls } from './pro-purchase.fakes'

/**
 * The Pro purchase model shared by the live-actor path suite (tests/machines/pro-purchase.paths.test.ts)
 * and the rendered-view replay (tests/views/pricing/pro-purchase.view-paths.test.tsx).
 */
export const UNKNOWN_PLAN = 'Platinum'
export const BILLING_FAILURE = new Error('Failed to get billing info: 500')
export const CHECKOUT_CRASH = new Error('checkout launch crashed')

export const launchSucceeded: CheckoutLaunchOutput = { ok: true, outcome: 'hosted' }
export const accountMissing: CheckoutLaunchOutput = {
  ok: false,
  failure: { kind: 'user_not_found', message: USER_NOT_FOUND_MESSAGE, details: USER_NOT_FOUND_DETAILS },
}
export const backendFailed: CheckoutLaunchOutput = { ok: false, failure: { kind: 'error', message: 'Backend error: 500' } }

/** The graph vertex besides the state value: what changes the flow, not the whole catalogue. */
export const serializeProPurchase = (s: { context: ProPurchaseContext }) => ({
  user: s.context.user?.uid ?? null,
  plan: s.context.selectedPlan,
  ack: s.context.acknowledged,
  processing: s.context.processingPlan,
  account: s.context.accountRequired?.message ?? null,
})

export const modelInput: ProPurchaseInput = { user: buyer, catalogue: plans, returnUrls: urls }

export const modelOptions = {
  input: modelInput,
  events: {
    'plan.select': [
      { type: 'plan.select', plan: PRO_PLAN_NAME },
      { type: 'plan.select', plan: UNKNOWN_PLAN },
    ],
    'ack.toggle': [
      { type: 'ack.toggle', checked: true },
      { type: 'ack.toggle', checked: false },
    ],
    // The page reports auth changes: a sign-in only while signed out, a sign-out only while signed in.
    'auth.signedIn': (s: { context: ProPurchaseContext }) => (s.context.user ? [] : [{ type: 'auth.signedIn', user: buyer }]),
    'auth.signedOut': (s: { context: ProPurchaseContext }) => (s.context.user ? [{ type: 'auth.signedOut' }] : []),
  },
  outputs: {
    fetchBillingInfo: [activeBilling(), billing()],
    checkoutLaunch: [launchSucceeded, accountMissing, backendFailed],
  },
  errors: {
    fetchBillingInfo: [BILLING_FAILURE],
    checkoutLaunch: [CHECKOUT_CRASH],
  },
}

/** The 'Checkout Error' toasts a path up to (and including) `index` must have shown, in order. */
export function expectedToasts(steps: readonly { event: AnyEventObject; state: { context: unknown } }[], index: number): string[] {
  const toasts: string[] = []
  for (let i = 1; i <= index; i++) {
    const { event } = steps[i]!
    const before = steps[i - 1]!.state as { value: unknown; context: { selectedPlan: string | null; acknowledged: boolean } }
    if (event.type === 'xstate.done.actor.checkout') {
      const output = (event as unknown as { output: CheckoutLaunchOutput }).output
      if (!output.ok && output.failure.kind === 'error') toasts.push(output.failure.message)
    } else if (event.type === 'xstate.error.actor.checkout') {
      toasts.push(UNABLE_TO_OPEN_CHECKOUT)
    } else if (event.type === 'ack.proceed' && before.value === 'acknowledging' && before.context.acknowledged) {
      const plan = before.context.selectedPlan ?? ''
      if (!plans.some((p) => p.name === plan || p.id === plan)) toasts.push(packageNotConfigured(plan))
    }
  }
  return toasts
}

/**
 * Transition coverage. Shortest and simple paths never take an edge back to a vertex they have
 * already visited (purchasing -> idle after a failure, acknowledging -> idle on Proceed with an
 * unknown plan...), and those edges carry the toasts. This adds, for every vertex, one path per
 * accepted event that no generated path takes: the vertex's shortest path plus that event.
 * (A candidate for tests/model; kept here until the harness offers it.)
 */
export function edgePaths<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  options: { serialize: (s: SnapshotFrom<TMachine>) => unknown } & Pick<typeof modelOptions, 'events' | 'outputs' | 'errors'>,
): MachinePath<TMachine>[] {
  const vertex = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, key: options.serialize(s as SnapshotFrom<TMachine>) })
  const edge = (from: AnyMachineSnapshot, event: AnyEventObject) => `${vertex(from)}|${eventKey(event)}`
  const taken = new Set(
    model.paths.flatMap((p) => p.steps.slice(1).map((step, i) => edge(p.steps[i]!.state as AnyMachineSnapshot, step.event))),
  )
  type Samples = readonly AnyEventObject[] | ((s: AnyMachineSnapshot) => readonly AnyEventObject[])
  const samples = options.events as Record<string, Samples>
  const eventsFor = (s: AnyMachineSnapshot): AnyEventObject[] =>
    [...new Set((s._nodes as AnyStateNode[]).flatMap((n) => n.ownEvents as string[]))].sort().flatMap((type): AnyEventObject[] => {
      const given = samples[type]
      if (given) return [...(typeof given === 'function' ? given(s) : given)]
      const done = model.invokes.find((i) => type === `xstate.done.actor.${i.id}`)
      if (done) return ((options.outputs as Record<string, readonly unknown[]>)[done.src] ?? [undefined]).map((output) => ({ type, output }))
      const failed = model.invokes.find((i) => type === `xstate.error.actor.${i.id}`)
      if (failed) return ((options.errors as Record<string, readonly unknown[]>)[failed.src] ?? [new Error(`${failed.src} failed`)]).map((error) => ({ type, error }))
      if (type.startsWith('xstate.done.state.') || type.includes('*')) return []
      return [{ type }]
    })

  const added: MachinePath<TMachine>[] = []
  for (const base of model.shortestPaths) {
    const last = base.steps.at(-1)!.state as AnyMachineSnapshot
    for (const event of eventsFor(last)) {
      if (taken.has(edge(last, event))) continue
      taken.add(edge(last, event))
      const next = getNextSnapshot(model.machine, last as never, event as never) as AnyMachineSnapshot
      const steps = [...base.steps, { event, state: next as SnapshotFrom<TMachine>, key: stateKeyOf(next) }]
      const eventText = 'output' in event ? `${event.type}(${JSON.stringify((event as { output?: unknown }).output)?.slice(0, 60)})` : eventKey(event)
      added.push({ kind: 'simple', description: `[edge] ${describePath({ ...base, steps })} :: ${eventText}`, steps })
    }
  }
  return added
}
