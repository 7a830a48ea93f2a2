import diagram from '../docs/flows/app.md?raw'
import { createApp } from './app'
import { createBoard } from './board'

/** The home page of a fresh app system: the root in its one state, a visitor signed out. */
export const board = createBoard({
  flow: 'app',
  input: {},
  diagram,
  restore: true,
  render: () => {
    const app = createApp('/', null)
    return { ...app, flow: () => app.app }
  },
})
