import diagram from '../docs/flows/auth.md?raw'
import { AUTH } from '../machines/app.machine'
import { createApp, showingChild } from './app'
import { createBoard } from './board'

/** The app's auth actor starts in the story's state: the header's account area, on the home page. */
export const board = createBoard({
  flow: 'auth',
  diagram,
  restore: true,
  render: ({ actor, logic }) =>
    showingChild(
      createApp('/', 'unanswered', {
        children: { [AUTH]: actor.getPersistedSnapshot() },
        logic: { [AUTH]: logic },
      }),
      AUTH,
    ),
})
