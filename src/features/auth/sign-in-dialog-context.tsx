import { useNavigate } from '@tanstack/react-router'
import { createActorContext } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import type { Snapshot } from 'xstate'
import { SESSION_EXPIRED } from '../../domain/error-messages'
import { onSessionExpired } from '../../api/session'
import { signInDialogMachine } from '../../../machines/sign-in-dialog.machine'
import { useAuthService } from '../../auth/auth-hooks'
import { inspector } from '../../inspect'
import { signInDialogLogic } from './sign-in-dialog.actors'

/** The shell holds the dialog; any page can open it with `useOpenSignIn()`. */
export const SignInDialogActor = createActorContext(signInDialogMachine, { inspect: inspector })

/** A dialog the shell shows instead of its own: this logic from this snapshot (the storyboards put it in a given state). */
export const SignInDialogStage = createContext<{
  logic: typeof signInDialogMachine
  snapshot: Snapshot<unknown>
} | null>(null)

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const stage = useContext(SignInDialogStage)
  const auth = useAuthService()
  const navigate = useNavigate()
  const logic = useMemo(() => signInDialogLogic(auth, navigate), [auth, navigate])
  return (
    <SignInDialogActor.Provider
      logic={stage?.logic ?? logic}
      options={stage ? { snapshot: stage.snapshot } : undefined}
    >
      <OpenOnSessionExpired />
      {children}
    </SignInDialogActor.Provider>
  )
}

/** A call the backend refused for the token (401) opens the sign-in dialog, saying why. */
function OpenOnSessionExpired() {
  const actor = SignInDialogActor.useActorRef()
  useEffect(
    () => onSessionExpired(() => actor.send({ type: 'dialog.open', notice: SESSION_EXPIRED })),
    [actor],
  )
  return null
}

export function useOpenSignIn() {
  const actor = SignInDialogActor.useActorRef()
  return () => actor.send({ type: 'dialog.open' })
}
