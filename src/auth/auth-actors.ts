import { fromCallback, fromPromise } from 'xstate'
import { authMachine, type AuthEvent, type AuthUser, type Credentials } from '../../machines/auth.machine'
import { AuthError, authErrorMessage, isQuietCancel } from './auth-errors'

type Session = typeof import('./firebase-session')
type GooglePopup = typeof import('./google-popup')

let session: Session | undefined
const loadSession = async (): Promise<Session> => (session ??= await import('./firebase-session'))

let googlePopup: GooglePopup | undefined
/** Fetch the popup code ahead of the click (the sign-in dialog calls this when it opens), so
 *  that the popup opens inside the click, before any await: Safari blocks it otherwise. */
export async function preloadGooglePopup(): Promise<GooglePopup> {
  googlePopup ??= await import('./google-popup')
  return googlePopup
}

const readable = (error: unknown) => new AuthError(authErrorMessage(error))

export const firebaseAuthMachine = authMachine.provide({
  actors: {
    watchAuthState: fromCallback<AuthEvent>(({ sendBack }) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      void loadSession().then((s) => {
        if (!stopped) unsubscribe = s.watchUser((user) => sendBack({ type: 'auth.changed', user }))
      })
      return () => {
        stopped = true
        unsubscribe?.()
      }
    }),
    signInWithPassword: fromPromise<AuthUser, Credentials>(async ({ input }) => {
      try {
        return await (await loadSession()).signInWithPassword(input)
      } catch (error) {
        throw readable(error)
      }
    }),
    signInWithGoogle: fromPromise<AuthUser | null>(async () => {
      try {
        // Both modules are normally loaded by now, so the popup opens synchronously in the click.
        const s = session ?? (await loadSession())
        const popup = googlePopup ?? (await preloadGooglePopup())
        return await s.signInWithGooglePopup(popup)
      } catch (error) {
        if (isQuietCancel(error)) return null
        throw readable(error)
      }
    }),
    signOut: fromPromise<void>(async () => {
      try {
        await (await loadSession()).signOut()
      } catch (error) {
        throw readable(error)
      }
    }),
  },
})
