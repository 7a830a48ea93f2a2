import { fromCallback, fromPromise } from 'xstate'
import {
  authMachine,
  type AuthUser,
  type AuthWatchEvent,
  type Credentials,
} from '../../machines/auth.machine'
import { whenPageSettled } from '../lib/page-settled'
import { AuthError, authErrorMessage, isQuietCancel } from './auth-errors'
import { loadGooglePopup, loadSession, loadedGooglePopup, loadedSession } from './load-firebase'
import {
  canRememberSession,
  hasSessionHint,
  onSignedInElsewhere,
  rememberSession,
} from './session-hint'

const readable = (error: unknown) => new AuthError(authErrorMessage(error))

/** The auth machine with its real actors: Firebase, loaded on demand. */
export const authLogic = authMachine.provide({
  actors: {
    watchAuthState: fromCallback<AuthWatchEvent>(({ sendBack, receive }) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      let watching = false
      const watch = () => {
        if (watching) return
        watching = true
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
      // Without a signed-in user last time, the page starts signed out at once and leaves Firebase
      // unloaded until a sign-in, here (the machine says so) or in another tab (the hint appears).
      // Without storage the hint tells nothing: Firebase then loads once the page has settled.
      let stopWaiting: (() => void) | undefined
      if (hasSessionHint()) watch()
      else {
        sendBack({ type: 'auth.changed', user: null })
        stopWaiting = canRememberSession() ? onSignedInElsewhere(watch) : whenPageSettled(watch)
      }
      receive((event) => {
        if (event.type === 'auth.watch') watch()
      })
      return () => {
        stopped = true
        stopWaiting?.()
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
