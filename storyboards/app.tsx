/** The whole app (shell, router, toaster) at one address, with a signed-in user, a visitor or a given auth service. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import {
  authMachine,
  type AuthEvent,
  type AuthUser,
  type Credentials,
} from '../machines/auth.machine'
import { AuthServiceProvider } from '../src/auth/auth-hooks'
import { createAuthService, type AuthService } from '../src/auth/auth-service'
import { createAppRouter } from '../src/router'

function fakeAuth(user: AuthUser | null) {
  return createAuthService(
    authMachine.provide({
      actors: {
        watchAuthState: fromCallback<AuthEvent>(({ sendBack }) =>
          sendBack({ type: 'auth.changed', user }),
        ),
        signInWithPassword: fromPromise<AuthUser, Credentials>(async () => user!),
        signInWithGoogle: fromPromise<AuthUser | null>(async () => user),
        signOut: fromPromise<void>(async () => {}),
      },
    }),
  )
}

/** The page as it loads: the identity provider has not answered yet. */
export const unansweredAuth = () =>
  createAuthService(
    authMachine.provide({ actors: { watchAuthState: fromCallback<AuthEvent>(() => {}) } }),
  )

/** `who`: the signed-in user, null for a visitor, or the auth service itself (the auth flow's own actor). */
export function createApp(
  path: string,
  who: AuthUser | AuthService | null,
  wrap: (app: ReactNode) => ReactNode = (app) => app,
) {
  const auth = who && 'actor' in who ? who : fakeAuth(who)
  const router = createAppRouter(auth, createMemoryHistory({ initialEntries: [path] }))
  const view = (
    <AuthServiceProvider value={auth}>
      {wrap(<RouterProvider router={router} />)}
    </AuthServiceProvider>
  )
  return { view, ready: () => router.load() }
}
