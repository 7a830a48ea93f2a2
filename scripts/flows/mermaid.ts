/**
 * A machine definition as a Mermaid `stateDiagram-v2` (docs/flows-and-storyboards.md says how to read it).
 * Deterministic: states in definition order, transitions in the order the machine declares them,
 * so a diff shows what changed in the flow. A state's id is its path joined with `_`, prefixed `s_`
 * to avoid Mermaid keywords.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate'

interface TransitionLike {
  eventType: string
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
  actions?: readonly unknown[]
  reenter?: boolean
  description?: string
}

type GuardLike =
  | string
  | { type: string }
  | (((...args: never[]) => unknown) & { check?: unknown; guards?: unknown[] })

/** Text of a guard: its name; `a && !b` for and/not; `inline guard` for an anonymous function. */
function guardLabel(guard: unknown): string {
  const g = guard as GuardLike
  if (typeof g === 'string') return g
  if (typeof g === 'function') {
    if (g.check && Array.isArray(g.guards)) {
      const parts = g.guards.map(guardLabel)
      if (g.name === 'not') return `!${wrap(parts[0]!)}`
      if (g.name === 'and') return parts.map(wrap).join(' && ')
    }
    return g.name && g.name !== 'guard' ? g.name : 'inline guard'
  }
  if (g && typeof g === 'object' && typeof g.type === 'string') return g.type
  return 'guard'
}
const wrap = (s: string) => (/[ &|]/.test(s) ? `(${s})` : s)
/** Mermaid ids may not contain dots or hyphens. */
const safe = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_')

/** `after 200ms (PROCESSING_DIALOG_DELAY)`, `after 300ms`, `after SOME_DELAY` (computed). */
function delayLabel(machine: AnyStateMachine, delay: number | string): string {
  if (typeof delay === 'number') return `after ${delay}ms`
  const value = (machine.implementations.delays as Record<string, unknown>)[delay]
  return typeof value === 'number' ? `after ${value}ms (${delay})` : `after ${delay}`
}

const ENTITIES: Record<string, string> = {
  '#': '#35;',
  ';': '#59;',
  ':': '#58;',
  '"': '#quot;',
  '<': '#lt;',
  '>': '#gt;',
  '{': '#123;',
  '}': '#125;',
}

/** Mermaid-safe text: one line, and the characters Mermaid parses spelled as entity codes. */
const escapeLabel = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[#;:"<>{}]/g, (c) => ENTITIES[c]!)

function eventLabel(
  machine: AnyStateMachine,
  node: AnyStateNode,
  eventType: string,
  transition: TransitionLike & { delay?: number | string },
): string {
  const invokeSrc = (id: string) => {
    const def = (node.invoke as { id: string; src: unknown }[]).find((i) => i.id === id)
    return def && typeof def.src === 'string' ? def.src : id
  }
  const actor = /^xstate\.(?:(done|error)\.actor|(snapshot))\.(.+)$/.exec(eventType)
  if (eventType === '') return 'always'
  if (actor) return `${actor[1] ?? actor[2]}: ${invokeSrc(actor[3]!)}`
  if (eventType.startsWith('xstate.after.'))
    return delayLabel(
      machine,
      transition.delay ?? eventType.slice('xstate.after.'.length).split('.')[0]!,
    )
  return eventType
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function machineToMermaid(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode
  // A state's path is unique; the box that wraps the root is named after the machine.
  const idOf = (node: AnyStateNode) =>
    node === root ? `root_${safe(machine.id)}` : `s_${node.path.map(safe).join('_')}`

  const lines: string[] = ['stateDiagram-v2']
  const edges: string[] = []
  const children = (node: AnyStateNode) =>
    Object.values(node.states as Record<string, AnyStateNode>)

  const declare = (node: AnyStateNode, indent: string) => {
    const id = idOf(node)
    const label = escapeLabel(node.key)
    const kids = children(node)
    lines.push(`${indent}state "${label}" as ${id}${kids.length ? ' {' : ''}`)
    if (kids.length) {
      body(node, `${indent}  `)
      lines.push(`${indent}}`)
    }
    const texts = describe(node)
    // Mermaid allows description lines on simple states only; a composite state gets a note.
    if (kids.length && texts.length)
      lines.push(`${indent}note right of ${id} : ${escapeLabel(texts.join(' / '))}`)
    else for (const text of texts) lines.push(`${indent}${id} : ${escapeLabel(text)}`)
  }

  const body = (node: AnyStateNode, indent: string) => {
    const kids = children(node)
    // Regions of a parallel state run at the same time: Mermaid separates them with `--`.
    if (node.type === 'parallel') {
      return kids.forEach((kid, i) => {
        if (i > 0) lines.push(`${indent}--`)
        declare(kid, indent)
      })
    }
    for (const kid of kids) declare(kid, indent)
    const initial = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0]
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`)
    for (const kid of kids) if (kid.type === 'final') lines.push(`${indent}${idOf(kid)} --> [*]`)
  }

  const collectEdges = (node: AnyStateNode) => {
    const source = idOf(node)
    for (const [eventType, transitions] of transitionsOf(node)) {
      transitions.forEach((t, i) => {
        let label = eventLabel(machine, node, eventType, t)
        if (t.guard !== undefined) label += ` [${guardLabel(t.guard)}]`
        else if (i > 0 && transitions.slice(0, i).some((p) => p.guard !== undefined))
          label += ' [else]'
        const targets = t.target?.length ? t.target : [node]
        for (const target of targets)
          edges.push(`  ${source} --> ${idOf(target)} : ${escapeLabel(label)}`)
      })
    }
    for (const kid of children(node)) collectEdges(kid)
  }

  // The states sit in a box named after the machine: the transitions declared on the root leave it
  // (they apply in every state), and Mermaid allows parallel regions only inside a box.
  lines.push(`  [*] --> ${idOf(root)}`, `  state "${escapeLabel(machine.id)}" as ${idOf(root)} {`)
  body(root, '    ')
  lines.push('  }')
  if (transitionsOf(root).length) {
    const texts = [...describe(root), 'Arrows from this outer box apply in every state.']
    lines.push(`  note right of ${idOf(root)} : ${escapeLabel(texts.join(' / '))}`)
  }
  collectEdges(root)
  return [...lines, ...edges].join('\n') + '\n'
}

/** The transitions a state node declares, in declaration order; inert ones are left out unless
 *  described (an event ignored there on purpose). */
function transitionsOf(
  node: AnyStateNode,
): [string, (TransitionLike & { delay?: number | string })[]][] {
  const entries = [...(node.transitions as Map<string, TransitionLike[]>).entries()]
  const always = (node.always as TransitionLike[] | undefined) ?? []
  const all: [string, TransitionLike[]][] = always.length ? [...entries, ['', always]] : entries
  return all
    .map(
      ([type, ts]) =>
        [
          type,
          ts.filter((t) => t.target?.length || t.actions?.length || t.reenter || t.description),
        ] as [string, TransitionLike[]],
    )
    .filter(([, ts]) => ts.length > 0)
}

/** Description lines of a state: its `description` and the actors it invokes. */
function describe(node: AnyStateNode): string[] {
  const lines: string[] = []
  if (typeof node.description === 'string' && node.description) lines.push(node.description)
  for (const def of node.invoke as { src: unknown; id: string }[]) {
    lines.push(`invokes ${typeof def.src === 'string' ? def.src : def.id}`)
  }
  return lines
}
