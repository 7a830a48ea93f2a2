import type { signInDialogMachine } from '../machines/sign-in-dialog.machine'
import { SignInDialogStage } from '../src/features/auth'
import diagram from '../docs/flows/sign-in-dialog.md?raw'
import { createApp } from './app'
import { createBoard } from './board'

const noop = () => {}

/** The home page with the shell's sign-in dialog restored in the story's state (the shell creates its actor). */
export const board = createBoard({
  flow: 'sign-in-dialog',
  diagram,
  restore: true,
  replay: {
    provide: { actions: { goToDashboard: noop, goToDownloads: noop, preloadSignIn: noop } },
  },
  render: ({ actor, logic }) =>
    createApp('/', null, (app) => (
      <SignInDialogStage
        value={{
          logic: logic as typeof signInDialogMachine,
          snapshot: actor.getPersistedSnapshot(),
        }}
      >
        {app}
      </SignInDialogStage>
    )),
})
