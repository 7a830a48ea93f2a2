/**
 * The purchase lifecycle's shortest paths replayed on the real views: the whole app is rendered
 * once for the file (each path starts on /faq, signed out, with a fresh lifecycle) and this tab's
 * lifecycle actor is driven by the path's events the way the site
 * drives it (auth reports, the buy press's startIntent, the launch's reports, the widget's
 * payment, the return to /checkout-success or /checkout-cancelled, a focus, a click on the
 * notice). After every step the buyer's view is checked against the state's row of `SEEN`: the
 * shell's pending-purchase notice, what /checkout-success shows, the confirmed toast.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { nextWaitMs } from '../../../machines/confirmation-timing'
import type { ActivationCheckInput } from '../../../machines/purchase-lifecycle.events'
import { purchaseLifecycleMachine } from '../../../machines/purchase-lifecycle.machine'
import { toaster } from '../../../src/components/ui/toast-store'
import { purchaseRequest } from '../../../src/domain/purchase'
import { startIntent } from '../../../src/features/checkout/launch/checkout-launch.actors'
import { confirmationTiming } from '../../../src/features/checkout/lifecycle/purchase-lifecycle'
import {
  assertCoverage,
  createPathModel,
  replayPaths,
  runStateAssertions,
  type StepInfo,
} from '../../support/model'
import { BUYER } from '../../support/purchase-lifecycle.helpers'
import { testUser } from '../../support/render-app'
import {
  eventually,
  mountApp,
  notice,
  path,
  SEEN,
  views,
  type Machine,
  type Session,
} from './purchase-lifecycle.view-paths.helpers'

/** The backend's answers to the activation checks, held until the path says what they are. */
const checks = vi.hoisted(
  () => [] as { input: unknown; resolve: (v: boolean) => void; reject: (e: unknown) => void }[],
)
vi.mock('../../../src/features/checkout/lifecycle/purchase-lifecycle.actors', () => ({
  checkActivation: (input: ActivationCheckInput) =>
    new Promise<boolean>((resolve, reject) => checks.push({ input, resolve, reject })),
}))

// A 3 s window keeps the graph small: checks at 0, 1 and 3 s, then the late checks. This file's
// copy of the production timing object (each test file has its own modules).
const productionTiming = { ...confirmationTiming }
Object.assign(confirmationTiming, { windowMs: 3000 })
afterAll(() => void Object.assign(confirmationTiming, productionTiming))

const KEY = '3b241101-e2bb-4255-8caf-4136c566a962'
const item = { itemId: 'Pro', name: 'Pro', type: 'subscription' as const, amount: 20 }
const billingBefore = { subscriptionId: null, active: false }
const request = purchaseRequest(
  { name: 'Pro', price: 20, variant_id: 1, type: 'subscription' },
  BUYER,
  {
    complete_url: 'http://localhost:3000/checkout-success',
    cancel_url: 'http://localhost:3000/checkout-cancelled',
  },
)

const model = createPathModel(purchaseLifecycleMachine, {
  name: 'purchaseLifecycle on the views',
  input: { timing: confirmationTiming },
  events: {
    'auth.changed': [
      { type: 'auth.changed', user: BUYER },
      { type: 'auth.changed', user: testUser },
      { type: 'auth.changed', user: null },
    ],
    // Another tab's changes: their own tests (purchase-lifecycle.test.ts).
    'purchase.restored': [],
    'purchase.ended': [],
    'purchase.start': [
      {
        type: 'purchase.start',
        item,
        userId: BUYER.uid,
        key: KEY,
        now: new Date().toISOString(),
        billingBefore,
      },
    ],
    'launch.opened': [
      { type: 'launch.opened', mode: 'embedded', ident: 'chk_abc123' },
      { type: 'launch.opened', mode: 'hosted', ident: null },
    ],
    'launch.failed': [
      { type: 'launch.failed', definite: true },
      { type: 'launch.failed', definite: false },
    ],
    'purchase.resumed': [
      { type: 'purchase.resumed', now: new Date(Date.now() + 5 * 60_000).toISOString() },
      { type: 'purchase.resumed', now: new Date(Date.now() + 25 * 3_600_000).toISOString() },
    ],
  },
  outputs: { checkActivation: [true, false] },
  errors: { checkActivation: [new Error('Failed to get billing info: 500')] },
  serialize: (s) => ({
    value: s.value,
    userId: s.context.userId,
    waitedMs: s.context.waitedMs,
    ended: s.context.ended,
    reference: s.context.purchase?.reference ?? null,
  }),
})
let app: ReturnType<typeof mountApp> | undefined

const live = () => app!.lifecycle.getSnapshot()

async function step(ui: Session, info: StepInfo<Machine>) {
  const type = info.step.event.type
  // An answer goes to the activation check the lifecycle has started by now, or soon: found
  // before the act, whose renders apply only when it ends.
  let check: (typeof checks)[number] | undefined
  if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
    check = await eventually(() => {
      const pending = checks.shift()
      if (!pending) throw new Error(`${type}: no activation check is waiting for an answer`)
      return pending
    })
  }
  await act(() => perform(ui, info, check))
  // The tab's actor follows (auth reports go through React's effects first).
  await eventually(() => expect(live().value).toEqual(info.step.state.value))
}

/** The path's event, done the way the site does it. */
async function perform(
  ui: Session,
  { step, path: p, index }: StepInfo<Machine>,
  check: (typeof checks)[number] | undefined,
) {
  const event = step.event as AnyEventObject
  const before = p.steps[index - 1]!.state
  const type = event.type
  if (type === 'auth.changed') {
    const user = event.user as typeof BUYER | null
    const identity = user ? user.uid : 'signedOut'
    // The same report again: the auth actor tells nobody, the lifecycle hears it as the system would say it.
    if (identity === ui.identity) ui.lifecycle.send({ type: 'auth.changed', user })
    else ui.auth.send({ type: 'auth.changed', user })
    ui.identity = identity
  } else if (type === 'purchase.start') {
    startIntent(ui.lifecycle, {
      request,
      idempotencyKey: event.key as string,
      itemId: 'Pro',
      billingBefore,
    })
  } else if (type === 'checkout.paid') {
    // The embedded widget reports payment in place; a hosted checkout returns to /checkout-success.
    if (before.matches({ open: 'embedded' })) ui.lifecycle.send({ type: 'checkout.paid' })
    else await ui.router.navigate({ to: '/checkout-success' })
  } else if (type === 'checkout.cancelled') {
    await ui.router.navigate({ to: '/checkout-cancelled' })
  } else if (type === 'window.focused') {
    window.dispatchEvent(new Event('focus'))
  } else if (type === 'purchase.forget' && notice()) {
    fireEvent.click(within(notice()!).getByRole('button', { name: 'Forget it' }))
  } else if (type === 'confirmation.retry') {
    const button =
      path(ui) === '/checkout-success'
        ? screen.getByRole('button', { name: 'Check again' })
        : within(notice()!).getByRole('button', { name: 'Check now' })
    fireEvent.click(button)
  } else if (check) {
    if (type.startsWith('xstate.done')) check.resolve(event.output as boolean)
    else check.reject(event.error)
  } else if (type.startsWith('xstate.after.NEXT_CHECK')) {
    await vi.advanceTimersByTimeAsync(nextWaitMs(before.context))
  } else if (type.startsWith('xstate.after.LATE_CHECK')) {
    await vi.advanceTimersByTimeAsync(before.context.timing.lateCheckMs)
  } else {
    // The launch's reports, the widget's close, a restore, a forget where no notice shows it: as the site sends them.
    ui.lifecycle.send(event as Parameters<typeof ui.lifecycle.send>[0])
  }
}

async function assertStep(ui: Session, info: StepInfo<Machine>) {
  // One macrotask: React renders what the actor's last change scheduled before anything is found absent.
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  expect(live().context.userId).toBe(info.step.state.context.userId)
  await runStateAssertions(views, info.step.state, info.step.state, ui)
  if (info.step.state.matches('confirmed')) ui.confirmedBefore = true
}

const paths = model.shortestPaths

describe(`the purchase lifecycle on the views (${paths.length} shortest paths)`, () => {
  it('has what the buyer sees for every state, and a path to each', () => {
    assertCoverage(model, SEEN)
  })

  // The first app loads the pages' code: later ones find it loaded.
  beforeAll(async () => {
    app = mountApp()
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
    app.unmount()
    app = undefined
  }, 20_000)
  // Each path's app unmounts before the test's app system stops (tests/support/setup.ts).
  afterEach(() => {
    app?.unmount()
    app = undefined
  })

  replayPaths(
    paths,
    {
      start: async () => {
        checks.length = 0
        act(() => toaster.remove())
        // A fresh app, signed out on /faq: its lifecycle starts, as the model does, with no user.
        const ui = (app = mountApp())
        await eventually(() => expect(ui.router.state.location.pathname).toBe('/faq'))
        await screen.findByRole('heading', { level: 1 })
        await eventually(() => expect(screen.queryByText('Your Pro plan is active.')).toBeNull())
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
        const { auth, lifecycle, router } = ui
        return { auth, lifecycle, router, identity: 'signedOut', confirmedBefore: false }
      },
      step,
      assert: assertStep,
      stop: async () => {
        vi.useRealTimers()
        // The lifecycle hears the rejections on the next microtasks: inside act, like any change.
        await act(async () =>
          checks.splice(0).forEach((check) => check.reject(new Error('path over'))),
        )
      },
    },
    { timeout: 20_000 },
  )
})
