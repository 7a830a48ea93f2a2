/**
 * The purchase lifecycle's shortest paths replayed on the real views: the whole app is rendered
 * once for the file (each path starts on /faq, signed out, with a fresh lifecycle) and this tab's
 * lifecycle actor is driven by the path's events the way the site
 * drives it (auth reports, the buy press's startIntent, the launch's reports, the widget's
 * payment, the return to /checkout-success or /checkout-cancelled, a focus, a click on the
 * notice). After every step the buyer's view is checked against the state's row of `SEEN`: the
 * shell's pending-purchase notice, what /checkout-success shows, the confirmed toast.
 */
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { nextWaitMs } from '../../../machines/confirmation-timing'
import type { ActivationCheckInput } from '../../../machines/purchase-lifecycle.events'
import { purchaseLifecycleMachine } from '../../../machines/purchase-lifecycle.machine'
import { toaster } from '../../../src/components/ui/toast-store'
import { purchaseRequest } from '../../../src/domain/purchase'
import { startIntent } from '../../../src/features/checkout/launch/checkout-launch.actors'
import { PURCHASE_LIFECYCLE } from '../../../machines/app.machine'
import { confirmationTiming } from '../../../src/features/checkout/lifecycle/purchase-lifecycle'
import {
  CONFIRMING_PAYMENT,
  NO_PURCHASE_TITLE,
  SIGN_IN_TITLE,
} from '../../../src/features/checkout/pages/confirmation-texts'
import {
  assertCoverage,
  createPathModel,
  replayPaths,
  runStateAssertions,
  type MachinePath,
  type StepInfo,
} from '../../support/model'
import { BUYER } from '../../support/purchase-lifecycle.helpers'
import { createAppRouter } from '../../../src/router'
import { AppProvider } from '../../../src/system/app-context'
import { systemActor } from '../../../src/system/app-system'
import { startTestApp, testUser } from '../../support/render-app'

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
type Machine = typeof purchaseLifecycleMachine
type ModelSnapshot = MachinePath<Machine>['steps'][number]['state']

const NOTICE =
  'Your Pro purchase ($20.00) is waiting for confirmation. We keep checking while the site is open.'
const DELAYED = 'Activation is taking longer than usual'

/** What the buyer sees in a state: the shell's notice (any page but /checkout-success), the
 *  success page's heading (for a signed-in buyer), the confirmed toast (off the success page). */
interface Seen {
  notice: 'none' | 'waiting' | 'late' | 'checking'
  successPage: string
  toast?: true
}
const unpaid: Seen = { notice: 'none', successPage: CONFIRMING_PAYMENT }
const ended: Seen = { notice: 'none', successPage: NO_PURCHASE_TITLE }

/** Each state's expectation, written once. */
const SEEN: Record<string, Seen> = {
  idle: ended,
  launching: unpaid,
  interrupted: unpaid,
  'open.embedded': unpaid,
  'open.hosted.away': unpaid,
  'open.hosted.checking': unpaid,
  'paid.identifying': { notice: 'none', successPage: CONFIRMING_PAYMENT },
  'paid.confirming.querying': { notice: 'waiting', successPage: CONFIRMING_PAYMENT },
  'paid.confirming.waiting': { notice: 'waiting', successPage: CONFIRMING_PAYMENT },
  'paid.late.waiting': { notice: 'late', successPage: DELAYED },
  'paid.late.querying': { notice: 'checking', successPage: DELAYED },
  confirmed: { notice: 'none', successPage: 'Payment Successful!', toast: true },
  abandoned: ended,
  forgotten: ended,
  expired: ended,
}

/** A fresh app on /faq, signed out, mounted outside Testing Library's per-test cleanup: each
 *  path starts one, as a page load does. */
function mountApp() {
  const { app, auth } = startTestApp({ user: null }, (to) => void router.navigate({ to }))
  // The browser's history: the confirmation reads window.location to tell the success page from the others.
  window.history.replaceState(null, '', '/faq')
  const router = createAppRouter(app, createBrowserHistory())
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() =>
    root.render(
      <AppProvider app={app}>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  )
  const lifecycle = systemActor(app, PURCHASE_LIFECYCLE)
  const unmount = () => {
    act(() => root.unmount())
    container.remove()
  }
  return { app, auth, lifecycle, router, unmount }
}
let app: ReturnType<typeof mountApp> | undefined

interface Session {
  auth: ReturnType<typeof mountApp>['auth']
  lifecycle: ReturnType<typeof mountApp>['lifecycle']
  router: ReturnType<typeof mountApp>['router']
  /** What the identity provider reported last: signed out, or this uid. */
  identity: 'signedOut' | string
  /** The path has confirmed a purchase before this step. */
  confirmedBefore: boolean
}

const realSetTimeout = globalThis.setTimeout
/** Real time passing inside act: what React renders meanwhile is applied before the test looks. */
const settle = (ms: number) =>
  act(() => new Promise<void>((resolve) => realSetTimeout(resolve, ms)))

/** Retries `check` (React, lazy chunks and promises settle on their own) for up to `ms` of real time. */
async function eventually<T>(check: () => T, ms = 4000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > end) throw error
      await settle(10)
    }
  }
}

const notice = () => screen.queryByRole('status', { name: 'Pending purchase' })
const path = (ui: Session) => ui.router.state.location.pathname

function expectSeen(seen: Seen, ui: Session) {
  const where = path(ui)
  const n = notice()
  if (seen.notice === 'none' || where === '/checkout-success')
    expect(n, 'no pending-purchase notice').toBeNull()
  else {
    expect(n, 'the pending-purchase notice').not.toBeNull()
    expect(n).toHaveTextContent(NOTICE)
    expect(within(n!).getByRole('button', { name: 'Forget it' })).toBeEnabled()
    const check = within(n!).queryByRole('button', { name: /^(Check now|Checking\.\.\.)$/ })
    if (seen.notice === 'waiting') expect(check).toBeNull()
    else expect(check).toHaveTextContent(seen.notice === 'late' ? 'Check now' : 'Checking...')
    if (seen.notice !== 'waiting')
      expect(check).toHaveProperty('disabled', seen.notice === 'checking')
  }
  if (where === '/checkout-success') {
    const heading = ui.identity === 'signedOut' ? SIGN_IN_TITLE : seen.successPage
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    if (heading === DELAYED) {
      expect(
        screen.getByRole('button', { name: /^(Check again|Checking\.\.\.)$/ }),
      ).toHaveTextContent(seen.notice === 'checking' ? 'Checking...' : 'Check again')
    }
  }
  if (where === '/checkout-cancelled')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Purchase Cancelled')
  const toast = screen.queryByText('Your Pro plan is active.')
  if (seen.toast && where !== '/checkout-success')
    expect(toast, "the 'Payment confirmed' toast").not.toBeNull()
  if (!ui.confirmedBefore && !(seen.toast && where !== '/checkout-success'))
    expect(toast, 'no confirmed toast').toBeNull()
}

const views = Object.fromEntries(
  Object.entries(SEEN).map(([state, seen]) => [
    state,
    (_: ModelSnapshot, ui: Session) => eventually(() => expectSeen(seen, ui)),
  ]),
)

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
  afterAll(() => app?.unmount())

  replayPaths(
    paths,
    {
      start: async () => {
        checks.length = 0
        app?.unmount()
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
