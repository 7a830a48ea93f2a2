/**
 * Replaying generated paths through a `PathRunner` (a live actor, a rendered view where events
 * become user actions or MSW answers and states become DOM assertions), the per-state
 * assertions and the coverage rule. Usage: docs/model-based-tests.md.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { leafKeysOf } from './graph'
import type { MachinePath, PathModel, PathStep } from './path-types'

// ---------------------------------------------------------------------------------------------
// Generic replay

export interface StepInfo<TMachine extends AnyStateMachine = AnyStateMachine> {
  path: MachinePath<TMachine>
  /** 0 for the initial state (event `xstate.init`). */
  index: number
  step: PathStep<TMachine>
}

/** How to drive and check one system under test along a path. */
export interface PathRunner<TMachine extends AnyStateMachine, TSession> {
  /** Start the system (create the actor, render the view) in the path's initial state. */
  start: (path: MachinePath<TMachine>) => TSession | Promise<TSession>
  /** Perform `info.step.event` (send it, click, answer the pending request...). Not called for
   *  the initial step. */
  step: (session: TSession, info: StepInfo<TMachine>) => void | Promise<void>
  /** Check that the system is in `info.step.state` (called after start and after every step). */
  assert: (session: TSession, info: StepInfo<TMachine>) => void | Promise<void>
  /** Tear down; always called, also when the path fails. */
  stop?: (session: TSession) => void | Promise<void>
}

/** Replays one path; a failure names the step, its event and the expected state. */
export async function replayPath<TMachine extends AnyStateMachine, TSession>(
  path: MachinePath<TMachine>,
  runner: PathRunner<TMachine, TSession>,
): Promise<void> {
  const session = await runner.start(path)
  try {
    for (const [index, step] of path.steps.entries()) {
      const info = { path, index, step }
      try {
        if (index > 0) await runner.step(session, info)
        await runner.assert(session, info)
      } catch (error) {
        if (error instanceof Error) {
          error.message = `step ${index} (${step.event.type} → ${step.key}) of "${path.description}":\n${error.message}`
        }
        throw error
      }
    }
  } finally {
    await runner.stop?.(session)
  }
}

// ---------------------------------------------------------------------------------------------
// State assertions and coverage

/**
 * Assertions keyed by state: a leaf key ('signedIn', 'open.submittingEmail') is REQUIRED for
 * every leaf state; a compound key ('open', 'signingIn') is optional and runs in every state
 * under it. The assertion gets the snapshot of the system under test and a context.
 */
export type StateAssertions<TSnapshot, TCtx> = Record<
  string,
  (snapshot: TSnapshot, ctx: TCtx) => void | Promise<void>
>

export interface CoverageProblem {
  kind: 'unasserted' | 'unreached' | 'unknownKey'
  state: string
}

/**
 * What the coverage rule finds: leaf states (reached by a path or declared in the machine)
 * without an assertion; leaf states no path reaches (unless listed in `unreachable`, with a
 * reason); assertion keys that name no state node.
 */
export function findCoverageProblems(
  model: PathModel,
  states: Record<string, unknown>,
  unreachable: Record<string, string> = {},
): CoverageProblem[] {
  const problems: CoverageProblem[] = []
  const leaves = new Set([...model.leafStateKeys, ...model.reachedStateKeys])
  const allKeys = new Set(nodeKeys(model.machine))
  for (const state of [...leaves].sort()) {
    if (!(state in states)) problems.push({ kind: 'unasserted', state })
    if (!model.reachedStateKeys.includes(state) && !(state in unreachable))
      problems.push({ kind: 'unreached', state })
  }
  for (const key of Object.keys(states).sort()) {
    if (!allKeys.has(key)) problems.push({ kind: 'unknownKey', state: key })
  }
  return problems
}

/** Throws a readable error listing every coverage problem (see findCoverageProblems). */
export function assertCoverage(
  model: PathModel,
  states: Record<string, unknown>,
  unreachable: Record<string, string> = {},
): void {
  const problems = findCoverageProblems(model, states, unreachable)
  if (!problems.length) return
  const lines = problems.map(({ kind, state }) =>
    kind === 'unasserted'
      ? `  - state '${state}' has no assertion: add a '${state}' entry to the states map`
      : kind === 'unreached'
        ? `  - state '${state}' is reached by no generated path: give its events samples (events/outputs/errors), or list it in 'unreachable' with a reason`
        : `  - assertion key '${state}' names no state node of the machine`,
  )
  throw new Error(
    `[paths] ${model.name}: the model-based suite does not cover the machine:\n${lines.join('\n')}`,
  )
}

function nodeKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as {
      path: string[]
      states: Record<string, unknown>
    }[]) {
      keys.push(child.path.join('.'))
      walk(child)
    }
  }
  walk(machine.root)
  return keys
}

/** Runs every assertion whose key matches the snapshot: its leaves and their ancestors. */
export async function runStateAssertions<TSnapshot, TCtx>(
  states: StateAssertions<TSnapshot, TCtx>,
  modelSnapshot: AnyMachineSnapshot,
  snapshot: TSnapshot,
  ctx: TCtx,
): Promise<void> {
  const leaves = leafKeysOf(modelSnapshot)
  const keys = new Set(
    leaves.flatMap((leaf) => leaf.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
  )
  const missing = leaves.filter((leaf) => !states[leaf])
  if (missing.length) throw new Error(`no assertion for state '${missing.join("', '")}'`)
  for (const k of [...keys].sort((a, b) => a.length - b.length)) await states[k]?.(snapshot, ctx)
}
