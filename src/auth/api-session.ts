import { waitFor, type AnyActorRef } from 'xstate'
import { AUTH, SIGN_IN_DIALOG } from '../../machines/app.machine'
import type { ApiSession } from '../api/session'
import { SESSION_EXPIRED } from '../domain/error-messages'
import { systemActor } from '../system/app-system'
import { selectIsLoading, selectIsSignedIn } from './auth.selectors'
import { loadSession, loadedSession } from './load-firebase'
import type { AuthSnapshot } from './auth-service'

/** The token for this answer of the auth actor: none when signed out, else Firebase's. */
function tokenFor(snapshot: AuthSnapshot): string | null | Promise<string | null> {
  if (!selectIsSignedIn(snapshot)) return null
  const session = loadedSession()
  return session ? session.currentIdToken() : loadSession().then((s) => s.currentIdToken())
}

/**
 * The API credentials of the app `actor` belongs to: the ID token of the user its auth actor
 * knows (waiting for the identity provider's first answer, so a call made before it never
 * leaves bare), and a refused token opens its sign-in dialog.
 */
export function apiSession(actor: Pick<AnyActorRef, 'system'>): ApiSession {
  return {
    idToken: () => {
      const auth = systemActor(actor, AUTH)
      const now = auth.getSnapshot()
      if (!selectIsLoading(now)) return tokenFor(now)
      return waitFor(auth, (s) => !selectIsLoading(s), { timeout: Infinity }).then(tokenFor)
    },
    expired: () =>
      systemActor(actor, SIGN_IN_DIALOG).send({ type: 'dialog.open', notice: SESSION_EXPIRED }),
  }
}
