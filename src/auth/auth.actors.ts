import { fromCallback, fromPromise } from 'xstate'
import {
  authMachine,
  type AuthEvent,
  type AuthUser,
  type Credentials,
} from '../../machines/auth.machine'
import { whenPageSettled } from '../lib/page-settled'
import { AuthError, authErrorMessage, isQuietCancel } from './auth-errors'
import { loadGooglePopup, loadSession, loadedGooglePopup, loadedSession } from './load-firebase'
import { hasSessionHint, rememberSession } from './session-hint'

const readable = (error: unknown) => new AuthError(authErrorMessage(error))

/** The auth machine with its real actors: Firebase, loaded on demand. */
export const authLogic = authMachine.provide({
  actors: {
    watchAuthState: fromCallback<AuthEvent>(({ sendBack }) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      const watch = () => {
        loadSession().then(
          (s) => {
            if (stopped) return
            unsubscribe = s.watchUser((user) => {
              rememberSession(user !== null)
              sendBack({ type: 'auth.changed', user })
            })
          },
          // Firebase's code did not load: the page goes on signed out rather than waiting forever.
          () => sendBack({ type: 'auth.changed', user: null }),
        )
      }
      // Without a signed-in user last time, the page starts signed out at once and Firebase (which
      // may still find a session) loads once the page has settled, off the first paint's path.
      let cancelWait: (() => void) | undefined
      if (hasSessionHint()) watch()
      else {
        sendBack({ type: 'auth.changed', user: null })
        cancelWait = whenPageSettled(watch)
      }
      return () => {
        stopped = true
        cancelWait?.()
        unsubscribe?.()
      }
    }),
    signInWithPassword: fromPromise<AuthUser, Credentials>(async ({ input }) => {
      try {
        const user = await (await loadSession()).signInWithPassword(input)
        rememberSession(true)
        return user
      } catch (error) {
        throw readable(error)
      }
    }),
    signInWithGoogle: fromPromise<AuthUser | null>(async () => {
      try {
        // Both modules are normally loaded by now, so the popup opens synchronously in the click.
        const s = loadedSession() ?? (await loadSession())
        const popup = loadedGooglePopup() ?? (await loadGooglePopup())
        const user = await s.signInWithGooglePopup(popup)
        rememberSession(true)
        return user
      } catch (error) {
        if (isQuietCancel(error)) return null
        throw readable(error)
      }
    }),
    signOut: fromPromise<void>(async () => {
      try {
        await (await loadSession()).signOut()
        rememberSession(false)
      } catch (error) {
        throw readable(error)
      }
    }),
  },
})
