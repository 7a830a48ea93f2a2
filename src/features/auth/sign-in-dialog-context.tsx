import { SIGN_IN_DIALOG } from '../../../machines/app.machine'
import { useSystemActor } from '../../system/app-context'

/** The shell's sign-in dialog, a child of the app held for the session. */
export const useSignInDialog = () => useSystemActor(SIGN_IN_DIALOG)

/** Any page can open the dialog. */
export function useOpenSignIn() {
  const actor = useSignInDialog()
  return () => actor.send({ type: 'dialog.open' })
}
