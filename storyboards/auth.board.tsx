import type { AuthActor, AuthService } from '../src/auth/auth-service'
import diagram from '../docs/flows/auth.md?raw'
import { createApp } from './app'
import { createBoard } from './board'

/** The app's auth actor is the story's: the header's account area in each state, on the home page. */
const service = (actor: AuthActor): AuthService => ({
  actor,
  login: async () => false,
  loginWithGoogle: async () => false,
  logout: async () => false,
})

export const board = createBoard({
  flow: 'auth',
  diagram,
  render: ({ actor }) => createApp('/', service(actor as AuthActor)),
})
