import { memo } from 'react'
import { Button } from '../../components/ui/button'
import * as Dialog from '../../components/ui/dialog'
import { closeOn, type ClosableProps } from './dialog-parts'

/** A visitor pressed a buy button: sign in first (the Sign In button opens the shell's dialog). */
export const SignInPromptDialog = memo(function SignInPromptDialog({
  open,
  onClose,
  onSignIn,
}: ClosableProps & { onSignIn: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={closeOn(onClose)}>
      <Dialog.Frame>
        <Dialog.Title>Sign In Required</Dialog.Title>
        <Dialog.Description>
          Please sign in to your SuperbulletAI account to continue. New here? Download the app to
          create your account first.
        </Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSignIn}>Sign In</Button>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
})
