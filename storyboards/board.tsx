/**
 * One story per state of a flow: the state's shortest path replayed into a live actor of the
 * production machine (storyboards/replay.ts), the real page rendered bound to that actor.
 */
import type { StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import type { PathModel } from '../tests/model/path-model'
import { statesInPathOrder } from './flows'
import { replayPath, type ReplayOptions } from './replay'

export interface BoardOptions {
  model: PathModel
  input: unknown
  replay?: ReplayOptions
  /** The real view bound to `actor`, for the last snapshot of the path; `ready` resolves once it is up. */
  render: (actor: AnyActorRef, last: AnyMachineSnapshot) => { view: ReactNode; ready: () => Promise<unknown> }
  /** docs/flows/<flow>.md (its Mermaid diagram), for the flow's docs page. */
  diagram: string
}

interface Loaded {
  actor: AnyActorRef
  view: ReactNode
  ready: () => Promise<unknown>
  play: () => Promise<void>
}

/** Time for lazy dialogs and their open animation after the last event. */
const SCREEN_SETTLES_MS = 800

export function createBoard(options: BoardOptions) {
  const states = statesInPathOrder(options.model)
  const list = states.map(({ state, path }, i) => `${i + 1}. **${state}**: ${path.description}`).join('\n')
  const diagram = options.diagram.replace(/^<!--.*?-->\s*/s, '').replace(/^# .*\n/m, '')
  return {
    /** The docs page: the states in path order (each with its shortest path), then the diagram. */
    parameters: { docs: { description: { component: `### States in path order\n\n${list}\n\n### Diagram (docs/flows)\n${diagram}` } } },
    story(state: string): StoryObj {
      const found = states.find((s) => s.state === state)
      if (!found) throw new Error(`no shortest path of ${options.model.name} reaches '${state}'`)
      const { path } = found
      return {
        parameters: { docs: { description: { story: `Path: ${path.description}` } } },
        loaders: [
          async (): Promise<Loaded> => {
            const replay = replayPath(options.model, path, options.input, options.replay)
            replay.actor.start()
            const app = options.render(replay.actor, path.steps.at(-1)!.state as AnyMachineSnapshot)
            return { actor: replay.actor, ...app, play: replay.play }
          },
        ],
        render: (_args, { loaded }) => <>{(loaded as Loaded).view}</>,
        play: async ({ loaded }) => {
          const { ready, play } = loaded as Loaded
          await ready()
          await play()
          await new Promise((resolve) => setTimeout(resolve, SCREEN_SETTLES_MS))
        },
      }
    },
  }
}
