/**
 * The paths the strips show: a flow's shortest paths, one per end state and the event that leads
 * there (the shortest such path of any of the flow's models). No React here: story-files.ts
 * and tests/storyboards/storyboards.test.ts read it in Node.
 */
import type { AnyEventObject } from 'xstate'
import { leafKeysOf, type MachinePath, type PathModel } from '../machines/paths'
import { stateLabel } from './flows'

export interface NamedPath {
  /** The story's name: its end state, and the event that leads there when another path ends there too. */
  name: string
  path: MachinePath
  model: PathModel
}

/**
 * The leaves a step shows: its state, or in a machine with parallel regions the leaves its event
 * entered (the whole state when it entered none, or at the start).
 */
export function stepStates(path: MachinePath, index: number): string[] {
  const leaves = leafKeysOf(path.steps[index]!.state)
  const before = index > 0 ? leafKeysOf(path.steps[index - 1]!.state) : []
  const entered = leaves.filter((leaf) => !before.includes(leaf))
  return leaves.length > 1 && entered.length ? entered : leaves
}

/** 'info.loaded.idle', 'invoices.loading' → 'Info loaded idle, invoices loading'. */
export const statesLabel = (states: string[]) =>
  stateLabel(
    states
      .map((s) => stateLabel(s).toLowerCase())
      .join(', ')
      .replace(/\./g, ' '),
  )

/** What led to a step, as the model names it: 'start', 'ack.toggle', 'billing done', 'checkout failed', 'after FRAME_LOAD_TIMEOUT'. */
export function eventLabel(model: PathModel, event: AnyEventObject): string {
  if (event.type === 'xstate.init') return 'start'
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (settled)
    return `${model.invokes.find((i) => i.id === settled[2])?.src ?? settled[2]} ${settled[1] === 'done' ? 'done' : 'failed'}`
  const delay = model.delays.find((d) => d.eventType === event.type)
  if (delay) return `after ${delay.delay}${typeof delay.delay === 'number' ? ' ms' : ''}`
  return event.type
}

/** One path per end state and last event, shortest first; named for the end state, with the event when needed. */
export function namedPaths(models: PathModel[]): NamedPath[] {
  const all = models.flatMap((model) => model.shortestPaths.map((path) => ({ model, path })))
  const ranked = all
    .map((p, order) => ({ ...p, order }))
    .sort((a, b) => a.path.steps.length - b.path.steps.length || a.order - b.order)
  const byEnd = new Map<
    string,
    { model: PathModel; path: MachinePath; end: string; event: string }
  >()
  for (const { model, path } of ranked) {
    const last = path.steps.length - 1
    const end = statesLabel(stepStates(path, last))
    const event = eventLabel(model, path.steps[last]!.event)
    const key = `${end}\n${event}`
    if (!byEnd.has(key)) byEnd.set(key, { model, path, end, event })
  }
  const kept = [...byEnd.values()]
  const shared = (end: string) => kept.filter((p) => p.end === end).length > 1
  return kept.map(({ model, path, end, event }) => ({
    name: shared(end) ? `${end} (${event})` : end,
    path,
    model,
  }))
}

/** The story's export name: 'P03_acknowledging_ack_toggle'. */
export const pathExport = (index: number, name: string) =>
  `P${String(index + 1).padStart(2, '0')}_${name
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_$/, '')
    .toLowerCase()}`
