import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback, fromPromise } from 'xstate'
import {
  authMachine,
  type AuthWatchEvent,
  type AuthUser,
  type Credentials,
} from '../../machines/auth.machine'
import { AUTH } from '../../machines/app.machine'
import { confirmationTiming } from '../../src/features/checkout/lifecycle/purchase-lifecycle'
import { createAppRouter } from '../../src/router'
import { AppProvider } from '../../src/system/app-context'
import { appLogic } from '../../src/system/app-logic'
import { startApp, systemActor, type StartOptions } from '../../src/system/app-system'
import { trackTestApp } from './test-apps'

export const testUser: AuthUser = {
  uid: 'demo-pro-0002',
  email: 'pro@demo.superbullet.ai',
  displayName: 'Pro Demo',
}

export interface FakeAuthOptions {
  /** Who is signed in when the app starts; null for a visitor. */
  user?: AuthUser | null
  /** What e-mail sign-in does; by default it signs `testUser` in. */
  signInWithPassword?: (c: Credentials) => Promise<AuthUser>
  signInWithGoogle?: () => Promise<AuthUser | null>
  signOut?: () => Promise<void>
  /** Holds the identity provider's first report until this settles: the page in use before
   *  Firebase has answered (a prerendered page, a returning user). */
  reportWhen?: Promise<unknown>
}

/** The production auth machine with fake identity-provider actors. */
export function fakeAuthMachine(o: FakeAuthOptions = {}) {
  return authMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthWatchEvent>(({ sendBack }) => {
        const report = () => sendBack({ type: 'auth.changed', user: o.user ?? null })
        if (o.reportWhen) void o.reportWhen.then(report)
        else report()
      }),
      signInWithPassword: fromPromise<AuthUser, Credentials>(({ input }) =>
        (o.signInWithPassword ?? (async () => testUser))(input),
      ),
      signInWithGoogle: fromPromise<AuthUser | null>(() =>
        (o.signInWithGoogle ?? (async () => testUser))(),
      ),
      signOut: fromPromise<void>(() => (o.signOut ?? (async () => {}))()),
    },
  })
}

/**
 * A fresh app system as a test starts it: the production root with a fake identity provider,
 * navigating with `navigate` (the router made after it). `start`: children in given states.
 */
export function startTestApp(
  o: FakeAuthOptions,
  navigate: (to: '/dashboard' | '/downloads') => void,
  start: StartOptions = {},
) {
  const logic = appLogic({ navigate }).provide({ actors: { auth: fakeAuthMachine(o) } })
  // The production timing, as src/main.tsx gives it (a test may shorten its window).
  const app = trackTestApp(startApp(logic, { input: { timing: confirmationTiming }, ...start }))
  return { app, auth: systemActor(app, AUTH) }
}

/** Renders the whole app (shell, router, routes) at `path`, with a fake auth provider. */
export async function renderApp(path: string, o: FakeAuthOptions = {}, start: StartOptions = {}) {
  const { app, auth } = startTestApp(o, (to) => void router.navigate({ to }), start)
  const router = createAppRouter(app, createMemoryHistory({ initialEntries: [path] }))
  const user = userEvent.setup()
  // The router loads the route's code and data from its own promises: inside act, React applies
  // what they render before the test looks.
  const view = await act(async () => {
    const rendered = render(
      <AppProvider app={app}>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    await router.load()
    return rendered
  })
  // The shell is up once the header's home link is there.
  await screen.findByRole('link', { name: 'SuperbulletAI home' })
  return { ...view, app, auth, router, user }
}
