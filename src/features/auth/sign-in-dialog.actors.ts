import type { useNavigate } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import type { Credentials } from '../../../machines/auth.machine'
import { signInDialogMachine } from '../../../machines/sign-in-dialog.machine'
import type { AuthService } from '../../auth/auth-service'
import { preloadSignIn } from '../../auth/load-firebase'

/** The sign-in dialog with its real actors: the shell's auth service and the router (so it is built inside the React tree). */
export const signInDialogLogic = (auth: AuthService, navigate: ReturnType<typeof useNavigate>) =>
  signInDialogMachine.provide({
    actors: {
      loginWithPassword: fromPromise<boolean, Credentials>(({ input }) =>
        auth.login(input.email, input.password),
      ),
      loginWithGoogle: fromPromise<boolean>(() => auth.loginWithGoogle()),
    },
    actions: {
      goToDashboard: () => void navigate({ to: '/dashboard' }),
      goToDownloads: () => void navigate({ to: '/downloads' }),
      preloadSignIn: () => void preloadSignIn().catch(() => undefined),
    },
  })
