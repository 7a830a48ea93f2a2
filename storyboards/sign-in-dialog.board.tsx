import diagram from '../docs/flows/sign-in-dialog.md?raw'
import { createApp } from './app'
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
  render: ({ actor }) =>
    createApp('/', null, { children: { signInDialog: actor.getPersistedSnapshot() } }),
})
