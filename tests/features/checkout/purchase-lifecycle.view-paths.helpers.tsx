/**
 * The views' side of purchase-lifecycle.view-paths.test.tsx: what the buyer sees in each state
 * and the app those paths run on. The mocked activation checks, the shortened timing and the model
 * built on it stay in the test file, where vi.mock is hoisted and the timing changes first.
 */
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { act, screen, within } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { expect } from 'vitest'
import type { purchaseLifecycleMachine } from '../../../machines/purchase-lifecycle.machine'
import { PURCHASE_LIFECYCLE } from '../../../machines/app.machine'
import {
  CONFIRMING_PAYMENT,
  NO_PURCHASE_TITLE,
  SIGN_IN_TITLE,
} from '../../../src/features/checkout/pages/confirmation-texts'
import type { MachinePath } from '../../support/model'
import { createAppRouter } from '../../../src/router'
import { AppProvider } from '../../../src/system/app-context'
import { systemActor } from '../../../src/system/app-system'
import { startTestApp } from '../../support/render-app'

export type Machine = typeof purchaseLifecycleMachine
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
export const SEEN: Record<string, Seen> = {
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
export function mountApp() {
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

export interface Session {
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
export async function eventually<T>(check: () => T, ms = 4000): Promise<T> {
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

export const notice = () => screen.queryByRole('status', { name: 'Pending purchase' })
export const path = (ui: Session) => ui.router.state.location.pathname

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

export const views = Object.fromEntries(
  Object.entries(SEEN).map(([state, seen]) => [
    state,
    (_: ModelSnapshot, ui: Session) => eventually(() => expectSeen(seen, ui)),
  ]),
)
