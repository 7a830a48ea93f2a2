import { fromPromise } from 'xstate'
import { AUTH } from '../../../machines/app.machine'
import type { Credentials } from '../../../machines/auth.machine'
import { signInDialogMachine } from '../../../machines/sign-in-dialog.machine'
import { login, loginWithGoogle } from '../../auth/auth-service'
import { preloadSignIn } from '../../auth/load-firebase'
import { systemActor } from '../../system/app-system'

/** Where the dialog sends the user after signing in or choosing to register. */
export type SignInNavigate = (to: '/dashboard' | '/downloads') => void

/** The sign-in dialog with its real actors: the system's auth actor and the router's navigate. */
export const signInDialogLogic = (navigate: SignInNavigate) =>
  signInDialogMachine.provide({
    actors: {
      loginWithPassword: fromPromise<boolean, Credentials>(({ input, system }) =>
        login(systemActor({ system }, AUTH), input.email, input.password),
      ),
      loginWithGoogle: fromPromise<boolean>(({ system }) =>
        loginWithGoogle(systemActor({ system }, AUTH)),
      ),
    },
    actions: {
      goToDashboard: () => navigate('/dashboard'),
      goToDownloads: () => navigate('/downloads'),
      preloadSignIn: () => void preloadSignIn().catch(() => undefined),
    },
  })
