/**
 * One story per state of a flow: the state's shortest path replayed into a live actor of the
 * production machine (machines/paths/live-replay.ts: every invoked actor a fake the path settles,
 * named delays held), the real page rendered bound to that actor.
 */
import type { StoryObj } from '@storybook/react-vite'
import { waitFor } from 'storybook/test'
import type { ReactNode } from 'react'
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate'
import { createLiveReplay, stateKeyOf, type MachinePath, type PathModel } from '../machines/paths'
import { flows, statesInPathOrder } from './flows'

export interface ReplayOptions {
  /** Implementations besides the fakes (the page's actions as no-ops or the real toast). */
  provide?: Record<string, unknown>
  /** Tags the fake of an actor shows while pending, by `src` ('processingDialog' for the checkout launch). */
  fakeTags?: Record<string, readonly string[]>
  /** The app's own actor of the machine (an app-global one the views read), in its initial state, instead of a new one. */
  actor?: () => AnyActorRef
  /** The event as the story sends it (a frame address the story can load). */
  event?: (event: AnyEventObject) => AnyEventObject
}

/** What a view needs to show the story's state. */
export interface Staged {
  /** The story's state ('open.idle', 'invoices.loaded'), its shortest path and the path's model. */
  state: string
  path: MachinePath
  model: PathModel
  /** The live actor the path is (or, with `restore`, was) replayed into. */
  actor: AnyActorRef
  /** The machine with the story's fakes: a view that creates its own actor runs this one. */
  logic: AnyStateMachine
  /** The model's snapshot at the end of the path. */
  last: AnyMachineSnapshot
}

export interface BoardOptions {
  /** storyboards/flows.ts's `file` of the flow. */
  flow: string
  input?: unknown
  replay?: ReplayOptions
  /**
   * The path is replayed first and the view rendered in its last state: for a view that creates
   * its own actor from `actor`'s persisted snapshot (an actor context's provider), or one that must
   * not hear the path's events (the app's own reports would change it). Otherwise the view is
   * rendered bound to `actor` and sees the path's events happen.
   */
  restore?: boolean
  /**
   * The real view in the state; `ready` resolves once it is up. `flow` is the actor of the flow
   * as the view finds it (default: the staged actor), checked once the screen has settled.
   */
  render: (staged: Staged) => {
    view: ReactNode
    ready: () => Promise<unknown>
    flow?: () => AnyActorRef
  }
  /** docs/flows/<flow>.md (its Mermaid diagram), for the flow's docs page. */
  diagram: string
}

export interface Loaded {
  view: ReactNode
  ready: () => Promise<unknown>
  play: () => Promise<void>
  actor: AnyActorRef
  /** The flow's actor the view reads (the story's state must be this actor's). */
  flow: () => AnyActorRef
  /** The model's snapshot the story (or frame) shows. */
  last: AnyMachineSnapshot
}

/**
 * The flow the view reads is still in the story's (or frame's) state once its screen has
 * settled: a view that moved it on, or one that reads another story's actor, would show another
 * state under this one's name.
 */
export function expectFlowInState(what: string, loaded: Loaded) {
  const now = stateKeyOf(loaded.flow().getSnapshot() as AnyMachineSnapshot)
  const expected = stateKeyOf(loaded.last)
  if (now !== expected)
    throw new Error(
      `${what} left its state: the flow it shows is in '${now}', not '${expected}', once the screen settled`,
    )
}

/** A spinner's words: 'Loading...', 'Loading billing information...'. */
const LOADING = /Loading[^.\n]*\.\.\./

/**
 * The story shows its state's screen: a page (its heading), no spinner unless the state is a
 * loading one or its flow waits on an invoked actor (a pending request the story never answers),
 * and the flow still in the path's last state (expectFlowInState).
 */
function expectScreen(root: HTMLElement, state: string, loaded: Loaded) {
  const actor = loaded.flow()
  if (!root.querySelector('h1')) {
    throw new Error(
      `story '${state}' shows no page (no heading): ${root.textContent?.trim() ? `"${root.textContent.trim().slice(0, 200)}"` : 'a blank root'}`,
    )
  }
  const waiting =
    /loading/i.test(state) ||
    Object.keys((actor.getSnapshot() as { children?: object }).children ?? {}).length > 0
  const spinner = LOADING.exec(document.body.innerText)
  if (!waiting && spinner)
    throw new Error(
      `story '${state}' still shows '${spinner[0]}' although its flow waits on nothing`,
    )
  expectFlowInState(`story '${state}'`, loaded)
}

/** Time for lazy dialogs and their open animation after the last event. */
export const SCREEN_SETTLES_MS = 800

/** How long a screen may take past the settle to show (a lazy chunk the dev server transforms
 *  on its first request is slow on a busy machine); the last failure is the story's. */
const SCREEN_SHOWS_MS = 10_000

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** The path replayed into a live actor and the view rendered for it (with `restore`, after the replay). */
async function stage(
  options: BoardOptions,
  model: PathModel,
  path: MachinePath,
  state?: string,
): Promise<Loaded> {
  const given = options.replay ?? {}
  const replay = createLiveReplay(model, {
    provide: given.provide,
    fakeTags: given.fakeTags,
    holdNamedDelays: true,
    advance: settle,
  })
  const actor =
    given.actor?.() ?? createActor(replay.logic, { input: model.input ?? options.input } as never)
  actor.start()
  const last = path.steps.at(-1)!.state as AnyMachineSnapshot
  const play = async () => {
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue
      const event = given.event?.(step.event) ?? step.event
      await replay.perform(actor, event, path.steps[index - 1]!.event)
      await settle()
    }
    const live = stateKeyOf(actor.getSnapshot() as AnyMachineSnapshot)
    if (live !== stateKeyOf(last))
      throw new Error(
        `storyboard replay of "${path.description}" ended in '${live}', not '${stateKeyOf(last)}'`,
      )
  }
  const staged = { state: state ?? stateKeyOf(last), path, model, actor, logic: replay.logic, last }
  if (options.restore) await play()
  const { view, ready, flow = () => actor } = options.render(staged)
  return { view, ready, play: options.restore ? async () => {} : play, actor, flow, last }
}

export function createBoard(options: BoardOptions) {
  const flow = flows.find((f) => f.file === options.flow)
  if (!flow) throw new Error(`no flow '${options.flow}' in storyboards/flows.ts`)
  const models = flow.models()
  const states = statesInPathOrder(models)
  const list = states
    .map(({ state, path }, i) => `${i + 1}. **${state}**: ${path.description}`)
    .join('\n')
  const diagram = options.diagram.replace(/^<!--.*?-->\s*/s, '').replace(/^# .*\n/m, '')
  return {
    /** The flow's path models (the strips' paths, storyboards/strip.tsx). */
    models,
    /** Any path of the flow (a strip's prefix) staged like a story. */
    stage: (model: PathModel, path: MachinePath) => stage(options, model, path),
    /** Whether staging plays the path (the view restores its actor from the path's end). */
    restores: Boolean(options.restore),
    /** The docs page: the states in path order (each with its shortest path), then the diagram. */
    parameters: {
      docs: {
        description: {
          component: `### States in path order\n\n${list}\n\n### Diagram (docs/flows)\n${diagram}`,
        },
      },
    },
    story(state: string): StoryObj {
      const found = states.find((s) => s.state === state)
      if (!found) throw new Error(`no shortest path of ${flow.file} reaches '${state}'`)
      const { path, model } = found
      return {
        parameters: { docs: { description: { story: `Path: ${path.description}` } } },
        loaders: [() => stage(options, model, path, state)],
        render: (_args, { loaded }) => <>{(loaded as Loaded).view}</>,
        play: async ({ loaded, canvasElement }) => {
          const { ready, play } = loaded as Loaded
          await ready()
          await play()
          await new Promise((resolve) => setTimeout(resolve, SCREEN_SETTLES_MS))
          await waitFor(() => expectScreen(canvasElement, state, loaded as Loaded), {
            timeout: SCREEN_SHOWS_MS,
          })
        },
      }
    },
  }
}
