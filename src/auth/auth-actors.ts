import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth'
import { fromCallback, fromPromise } from 'xstate'
import { authMachine, type AuthEvent, type AuthUser, type Credentials } from '../../machines/auth.machine'
import { AuthError, authErrorMessage, isQuietCancel } from './auth-errors'
import { getFirebaseAuth } from './firebase'

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, displayName: user.displayName })

type GooglePopupModule = typeof import('./google-popup')
let googlePopup: GooglePopupModule | undefined

/** Fetch the popup code ahead of the click (the sign-in dialog calls this when it opens), so
 *  that the popup opens inside the click, before any await: Safari blocks it otherwise. */
export async function preloadGooglePopup(): Promise<GooglePopupModule> {
  googlePopup ??= await import('./google-popup')
  return googlePopup
}

const readable = (error: unknown) => new AuthError(authErrorMessage(error))

export const firebaseAuthMachine = authMachine.provide({
  actors: {
    watchAuthState: fromCallback<AuthEvent>(({ sendBack }) =>
      onAuthStateChanged(getFirebaseAuth(), (user) => sendBack({ type: 'auth.changed', user: user ? toAuthUser(user) : null })),
    ),
    signInWithPassword: fromPromise<AuthUser, Credentials>(async ({ input }) => {
      try {
        const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), input.email, input.password)
        return toAuthUser(user)
      } catch (error) {
        throw readable(error)
      }
    }),
    signInWithGoogle: fromPromise<AuthUser | null>(async () => {
      const auth = getFirebaseAuth()
      try {
        const popup = googlePopup ?? (await preloadGooglePopup())
        const { user } = await popup.openGooglePopup(auth)
        return toAuthUser(user)
      } catch (error) {
        if (isQuietCancel(error)) return null
        throw readable(error)
      }
    }),
    signOut: fromPromise<void>(async () => {
      try {
        await signOut(getFirebaseAuth())
      } catch (error) {
        throw readable(error)
      }
    }),
  },
})
