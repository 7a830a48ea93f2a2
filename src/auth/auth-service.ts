import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { authMachine } from '../../machines/auth.machine'
import { AuthError } from './auth-errors'
import { selectIsBusy, selectIsSignedIn } from './auth.selectors'

export type AuthActor = ActorRefFrom<typeof authMachine>
export type AuthSnapshot = SnapshotFrom<typeof authMachine>

/** Waits for the attempt to end; rejects with the readable message the machine stored, and
 *  otherwise tells whether a user is now signed in (false after a closed Google popup). */
async function settle(actor: AuthActor): Promise<boolean> {
  const snapshot = await waitFor(actor, (s) => !selectIsBusy(s))
  if (snapshot.context.error) throw new AuthError(snapshot.context.error)
  return selectIsSignedIn(snapshot)
}

/** One sign-in or sign-out attempt of the app's auth actor, as a promise of its outcome. */
export function login(actor: AuthActor, email: string, password: string): Promise<boolean> {
  actor.send({ type: 'auth.login', email, password })
  return settle(actor)
}

export function loginWithGoogle(actor: AuthActor): Promise<boolean> {
  actor.send({ type: 'auth.loginWithGoogle' })
  return settle(actor)
}

export function logout(actor: AuthActor): Promise<boolean> {
  actor.send({ type: 'auth.logout' })
  return settle(actor)
}
