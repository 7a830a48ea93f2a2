import { useNavigate } from '@tanstack/react-router'
import { createActorContext } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import type { Credentials } from '../../../machines/auth.machine'
import { signInDialogMachine } from '../../../machines/sign-in-dialog.machine'
import { useAuthService } from '../../auth/auth-hooks'
import { preloadSignIn } from '../../auth/auth-actors'
import { inspector } from '../../inspect'

/** The shell holds the dialog; any page can open it with `useOpenSignIn()`. */
export const SignInDialogActor = createActorContext(signInDialogMachine, { inspect: inspector })

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const auth = useAuthService()
  const navigate = useNavigate()
  const logic = useMemo(
    () =>
      signInDialogMachine.provide({
        actors: {
          loginWithPassword: fromPromise<boolean, Credentials>(({ input }) => auth.login(input.email, input.password)),
          loginWithGoogle: fromPromise<boolean>(() => auth.loginWithGoogle()),
        },
        actions: {
          goToDashboard: () => void navigate({ to: '/dashboard' }),
          goToDownloads: () => void navigate({ to: '/downloads' }),
          preloadSignIn: () => void preloadSignIn().catch(() => undefined),
        },
      }),
    [auth, navigate],
  )
  return <SignInDialogActor.Provider logic={logic}>{children}</SignInDialogActor.Provider>
}

export function useOpenSignIn() {
  const actor = SignInDialogActor.useActorRef()
  return () => actor.send({ type: 'dialog.open' })
}
