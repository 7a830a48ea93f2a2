/** What the harness reads of a machine and its snapshots: state keys, invokes, delays, events. */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import type { DelayInfo, InvokeInfo } from './path-types'

type Snapshot = AnyMachineSnapshot

const nodeKey = (node: AnyStateNode) => node.path.join('.')

/** Leaf state paths of a snapshot: ['open.idle'], or several for parallel states. */
export function leafKeysOf(snapshot: Snapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(nodeKey)
    .sort()
}

/** The state value as text: 'signedIn', 'open.submittingEmail', 'a.x + b.y'. */
export function stateKeyOf(snapshot: Snapshot): string {
  return leafKeysOf(snapshot).join(' + ')
}

/** Every state node of the machine (root excluded) with its key. */
export function allStateNodes(machine: AnyStateMachine): { key: string; node: AnyStateNode }[] {
  return getStateNodes(machine.root).map((node) => ({ key: nodeKey(node), node }))
}

export function leafStateKeysOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine)
    .filter(({ node }) => node.type === 'atomic' || node.type === 'final')
    .map(({ key }) => key)
    .sort()
}

export function invokesOf(machine: AnyStateMachine): InvokeInfo[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((node) =>
    (node.invoke as { id: string; src: unknown }[]).map((def) => ({
      id: def.id,
      src: typeof def.src === 'string' ? def.src : def.id,
      stateKey: nodeKey(node),
    })),
  )
}

export function delaysOf(machine: AnyStateMachine): DelayInfo[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((node) =>
    (node.after as { eventType: string; delay: number | string }[]).map((t) => ({
      eventType: t.eventType,
      delay: t.delay,
      stateKey: nodeKey(node),
    })),
  )
}

/** A stable text for an event, Errors included (JSON.stringify turns an Error into {}). */
export function eventKey(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error
      ? { error: value.name, message: value.message }
      : value === undefined
        ? '__undefined'
        : value,
  )
}

export const ownEventTypes = (snapshot: Snapshot): string[] => [
  ...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[])),
]

/** Synthetic event factories, for `events` overrides and for hand-written steps. */
export const doneEvent = (invokeId: string, output?: unknown) => ({
  type: `xstate.done.actor.${invokeId}`,
  output,
})
export const errorEvent = (invokeId: string, error: unknown) => ({
  type: `xstate.error.actor.${invokeId}`,
  error,
})
export const afterEvent = (delay: number | string, stateNodeId: string) => ({
  type: `xstate.after.${delay}.${stateNodeId}`,
})
