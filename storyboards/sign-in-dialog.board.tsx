import diagram from '../docs/flows/sign-in-dialog.md?raw'
import { SIGN_IN_DIALOG } from '../machines/app.machine'
import { createApp, showingChild } from './app'
import { createBoard } from './board'

const noop = () => {}

/** The home page with the shell's sign-in dialog started in the story's state. */
export const board = createBoard({
  flow: 'sign-in-dialog',
  diagram,
  restore: true,
  replay: {
    provide: { actions: { goToDashboard: noop, goToDownloads: noop, preloadSignIn: noop } },
  },
  render: ({ actor, logic }) =>
    showingChild(
      createApp('/', null, {
        children: { [SIGN_IN_DIALOG]: actor.getPersistedSnapshot() },
        logic: { [SIGN_IN_DIALOG]: logic },
      }),
      SIGN_IN_DIALOG,
    ),
})
