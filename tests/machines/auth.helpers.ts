/**
 * The auth tests' fixtures (auth.test.ts, auth.errors.test.ts): a signed-in user, Firebase-like
 * errors, the auth actor with the app's attempt helpers, and the machine with fake actors.
 */
import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  authMachine,
  type AuthWatchEvent,
  type AuthUser,
  type Credentials,
} from '../../machines/auth.machine'
import { login, loginWithGoogle, logout } from '../../src/auth/auth-service'

/** The auth actor with the app's attempt helpers bound to it. */
const started = new Set<{ stop: () => void }>()

/** Stops every service started since the last call: their watchers listen to the window. */
export function stopAuthServices() {
  for (const actor of started) actor.stop()
  started.clear()
}

export function createAuthService(machine: typeof authMachine) {
  const actor = createActor(machine).start()
  started.add(actor)
  return {
    actor,
    login: (email: string, password: string) => login(actor, email, password),
    loginWithGoogle: () => loginWithGoogle(actor),
    logout: () => logout(actor),
  }
}

export const pro: AuthUser = {
  uid: 'demo-pro-0002',
  email: 'pro@demo.superbullet.ai',
  displayName: 'Pro Demo',
}

/** A Firebase-like error: message plus code. */
export const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code })

/** The production machine with controllable fake actors. */
export function fakeMachine(
  o: {
    user?: AuthUser | null
    password?: (c: Credentials) => Promise<AuthUser>
    google?: () => Promise<AuthUser | null>
    signOut?: () => Promise<void>
  } = {},
) {
  return authMachine.provide({
    actors: {
      watchAuthState: fromCallback<AuthWatchEvent>(({ sendBack }) =>
        sendBack({ type: 'auth.changed', user: o.user ?? null }),
      ),
      signInWithPassword: fromPromise<AuthUser, Credentials>(({ input }) =>
        (o.password ?? (async () => pro))(input),
      ),
      signInWithGoogle: fromPromise<AuthUser | null>(() => (o.google ?? (async () => pro))()),
      signOut: fromPromise<void>(() => (o.signOut ?? (async () => {}))()),
    },
  })
}
