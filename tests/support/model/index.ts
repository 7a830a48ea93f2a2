/**
 * Model-based path tests for the machines in `machines/`.
 *
 * The harness traverses the PRODUCTION machine with `xstate/graph` (getShortestPaths and
 * getSimplePaths; `createTestModel` refuses machines that invoke or use `after`), then replays
 * every generated path against a live actor of the same machine with fake actors and fake
 * timers, asserting your state assertion after every step. More in docs/model-based-tests.md.
 *
 * The harness itself is pure and lives in machines/paths/ (the storyboards replay the same
 * paths); this module adds what needs Vitest: the suite, one `it()` per path, fake timers.
 *
 * ## A suite (tests/machines/<name>.paths.test.ts)
 *
 * ```ts
 * import { describeMachinePaths } from '../support/model'
 * import { proPurchaseMachine } from '../../machines/pro-purchase.machine'
 *
 * describeMachinePaths(proPurchaseMachine, {
 *   // Events that carry data, by type: a list, or a function of the snapshot. An accepted
 *   // event type with no samples is sent as `{ type }` (so new transitions get paths by
 *   // themselves). Synthetic types may be listed here too ('xstate.done.actor.<id>').
 *   events: {
 *     'plan.select': [{ type: 'plan.select', plan: 'pro' }],
 *   },
 *   // done-event outputs / error-event errors of invoked actors, by actor (src) name.
 *   // Defaults: output undefined; error new Error('<src> failed').
 *   outputs: { startPurchase: [{ checkoutUrl: 'https://pay.example/abc' }] },
 *   errors: { startPurchase: [new Error('Payment service unavailable')] },
 *   // REQUIRED: one assertion per leaf state ('a' or 'parent.child'); compound keys are
 *   // optional and run in every state below them. Runs on the LIVE snapshot after every step.
 *   states: {
 *     idle: (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
 *     'checkout.processing': (snapshot, ctx) => {
 *       expect(snapshot.hasTag('busy')).toBe(true)
 *       expect(ctx.invocations.at(-1)).toMatchObject({ src: 'startPurchase', status: 'pending' })
 *       expect(ctx.extra.openWindow).not.toHaveBeenCalled()
 *     },
 *   },
 *   // Optional:
 *   setup: () => ({ openWindow: vi.fn() }),                     // fresh per path -> ctx.extra
 *   provide: (extra) => ({ actions: { openCheckout: extra.openWindow } }), // machine.provide(...)
 *   serialize: (s) => ({ error: Boolean(s.context.error) }),   // graph vertex = value + this
 *   maxSimplePaths: 300,                                        // cap, reported when it bites
 *   unreachable: { 'legacy.state': 'why no path can reach it' },
 * })
 * ```
 *
 * That registers, in `describe('<machine id> paths')`: a coverage test (fails when a leaf state
 * has no assertion, when no path reaches a leaf state, or when an assertion key names no
 * state), then one `it()` per shortest path and per simple path, named after the path
 * ('loading → signedOut → signingIn.withPassword → signedIn via auth.changed, auth.login,
 * xstate.done.actor.signInWithPassword'), and prints
 * `[paths] auth: 8 shortest, 12 simple (...)`.
 *
 * Replay rules: `xstate.done.actor.X` resolves the fake actor X with the step's `output`,
 * `xstate.error.actor.X` rejects it with the step's `error`, `xstate.after.<delay>.<node>`
 * advances fake timers by the delay (named delays come from `setup({ delays })`); any other
 * event is `actor.send(event)`. Actors in `provide().actors` are used as given instead of fakes.
 * Invoke ids: every invoke names its `id` after its src (tests/quality/invoke-ids.test.ts), e.g.
 * `loginWithPassword`; `model.invokes` lists them.
 *
 * ## Replaying the same paths against a rendered view (purchase flows)
 *
 * ```ts
 * import { createPathModel, replayPaths, runStateAssertions, assertCoverage } from '.'
 *
 * const model = createPathModel(proPurchaseMachine, { events, outputs, errors })
 * const views = { idle: async (s, ui) => expect(await ui.findByRole('button', { name: 'Buy Pro' })).toBeEnabled(), ... }
 * it('asserts every state in the view', () => assertCoverage(model, views))
 * replayPaths(model.paths.filter(...), {
 *   start: async () => ({ ...(await renderApp('/pricing')) }),            // the session
 *   step: async (ui, { step }) => {                                        // event -> user action / MSW answer
 *     if (step.event.type === 'plan.select') await ui.user.click(...)
 *     else if (step.event.type.startsWith('xstate.error.actor.')) server.use(http.post(..., () => HttpResponse.json({...}, { status: 500 })))
 *   },
 *   assert: (ui, { step }) => runStateAssertions(views, step.state, step.state, ui), // state -> DOM
 *   stop: () => {},
 * })
 * ```
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import { describe, it } from 'vitest'
import {
  assertCoverage,
  createPathModel,
  type PathModel,
  type PathModelOptions,
  type StateAssertions,
} from '../../../machines/paths'
import {
  liveActorRunner,
  replayPaths,
  type LiveContext,
  type LiveRunnerOptions,
  type TestFn,
} from './live-runner'

export * from '../../../machines/paths'
export * from './live-runner'

export interface MachinePathSuiteOptions<TMachine extends AnyStateMachine, TExtra>
  extends PathModelOptions<TMachine>, Omit<LiveRunnerOptions<TMachine, TExtra>, 'input'> {
  states: StateAssertions<SnapshotFrom<TMachine>, LiveContext<TMachine, TExtra>>
  /** Leaf states no path can reach, with the reason; they still need an assertion. */
  unreachable?: Record<string, string>
  /** Per-path test timeout in ms. */
  timeout?: number
}

/** Generates the paths of `machine` and registers the whole suite (see the file header). */
export function describeMachinePaths<TMachine extends AnyStateMachine, TExtra = undefined>(
  machine: TMachine,
  options: MachinePathSuiteOptions<TMachine, TExtra>,
  /** Vitest's `describe` and `it` by default; the harness's own tests pass collectors. */
  api: { describe: (name: string, fn: () => void) => void; it: TestFn } = { describe, it },
): PathModel<TMachine> {
  const model = createPathModel(machine, options)
  const runner = liveActorRunner(model, options)
  api.describe(`${model.name} paths`, () => {
    console.log(model.summary())
    api.it('has an assertion for every reachable state and reaches every state', () => {
      assertCoverage(model, options.states, options.unreachable)
    })
    api.describe('shortest paths', () =>
      replayPaths(model.shortestPaths, runner, { timeout: options.timeout, it: api.it }),
    )
    api.describe('simple paths', () =>
      replayPaths(model.simplePaths, runner, { timeout: options.timeout, it: api.it }),
    )
  })
  return model
}
