/**
 * The flows the storyboards show: each machine with the path model its path tests use. No React
 * here: scripts/storyboards.ts and tests/storyboards.test.ts read it in Node.
 */
import { proPurchaseMachine } from '../machines/pro-purchase.machine'
import { modelOptions as proPurchaseOptions, serializeProPurchase } from '../tests/machines/pro-purchase.model'
import { createPathModel, type MachinePath, type PathModel } from '../tests/model/path-model'

export interface Flow {
  /** The sidebar's group: 'Flows / Pro purchase'. */
  title: string
  /** storyboards/<file>.stories.tsx, next to storyboards/<file>.board.tsx */
  file: string
  /** machines/<file>.machine.ts and docs/flows/<file>.md */
  machineFile: string
  model: () => PathModel
}

export const flows: Flow[] = [
  {
    title: 'Pro purchase',
    file: 'pro-purchase',
    machineFile: 'pro-purchase',
    model: () => createPathModel(proPurchaseMachine, { ...proPurchaseOptions, serialize: serializeProPurchase }) as PathModel,
  },
]

/** Each state the shortest paths reach, in path order, with the shortest path to it. */
export function statesInPathOrder(model: PathModel): { state: string; path: MachinePath }[] {
  const seen = new Map<string, MachinePath>()
  for (const path of model.shortestPaths) {
    const state = path.steps.at(-1)!.key
    if (!seen.has(state)) seen.set(state, path)
  }
  return [...seen].map(([state, path]) => ({ state, path }))
}

/** 'accountRequired' → 'Account required', 'open.submittingEmail' → 'Open submitting email'. */
export const stateLabel = (state: string) => {
  const words = state.replace(/[.+]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\s+/g, ' ').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The story's export name: 'S03_acknowledging'. */
export const storyExport = (index: number, state: string) => `S${String(index + 1).padStart(2, '0')}_${state.replace(/[^A-Za-z0-9]+/g, '_')}`
