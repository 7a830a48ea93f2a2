import { createActor, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { authMachine } from '../../machines/auth.machine'
import { AuthError } from './auth-errors'
import { selectIsBusy, selectIsSignedIn } from './auth.selectors'
import { inspector } from '../inspect'

export type AuthActor = ActorRefFrom<typeof authMachine>
export type AuthSnapshot = SnapshotFrom<typeof authMachine>

/** Waits for the attempt to end; rejects with the readable message the machine stored, and
 *  otherwise tells whether a user is now signed in (false after a closed Google popup). */
async function settle(actor: AuthActor): Promise<boolean> {
  const snapshot = await waitFor(actor, (s) => !selectIsBusy(s))
  if (snapshot.context.error) throw new AuthError(snapshot.context.error)
  return selectIsSignedIn(snapshot)
}

export interface AuthService {
  actor: AuthActor
  login: (email: string, password: string) => Promise<boolean>
  loginWithGoogle: () => Promise<boolean>
  logout: () => Promise<boolean>
}

export function createAuthService(machine: typeof authMachine): AuthService {
  const actor = createActor(machine, { inspect: inspector }).start()
  return {
    actor,
    login(email, password) {
      actor.send({ type: 'auth.login', email, password })
      return settle(actor)
    },
    loginWithGoogle() {
      actor.send({ type: 'auth.loginWithGoogle' })
      return settle(actor)
    },
    logout() {
      actor.send({ type: 'auth.logout' })
      return settle(actor)
    },
  }
}
