import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { and, fromPromise, not, or, setup, stateIn } from 'xstate'
import { describe, expect, it } from 'vitest'
import { docSummary, generateFlowFiles, renderFlowDoc } from '../../../scripts/flows/generate'
import { escapeLabel, guardLabel, machineToMermaid } from '../../../scripts/flows/mermaid'

const rootDir = join(import.meta.dirname, '..', '..', '..')

/** Small, but with every feature: nesting, initial and final states, guards, delays, an invoke. */
const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'alarm.reset' } },
  actors: { checkBadge: fromPromise<boolean>(async () => true) },
  guards: { isDaytime: () => true, isLocked: () => false },
  delays: { AUTO_CLOSE: 3000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': [
          { guard: and(['isDaytime', not('isLocked')]), target: 'open' },
          { guard: 'isLocked', target: 'checking' },
          { target: 'alarm' },
        ],
      },
    },
    checking: {
      description: 'Reading the badge: the door stays shut.',
      invoke: { src: 'checkBadge', onDone: 'open', onError: 'alarm' },
    },
    open: {
      initial: 'wide',
      states: { wide: { after: { AUTO_CLOSE: 'closing', 10000: '#door.alarm' } }, closing: { type: 'final' } },
      onDone: 'closed',
      on: { 'door.close': 'closed' },
    },
    alarm: { on: { 'alarm.reset': { target: 'done', guard: ({ event }) => event.type === 'alarm.reset' } } },
    done: { type: 'final' },
  },
})

describe('Mermaid generator', () => {
  it('turns a small machine into this exact stateDiagram-v2', () => {
    expect(machineToMermaid(doorMachine)).toBe(
      [
        'stateDiagram-v2',
        '  state "closed" as s_closed',
        '  state "checking" as s_checking',
        '  s_checking : Reading the badge#58; the door stays shut.',
        '  s_checking : invokes checkBadge',
        '  state "open" as s_open {',
        '    state "wide" as s_open_wide',
        '    state "closing" as s_open_closing',
        '    [*] --> s_open_wide',
        '    s_open_closing --> [*]',
        '  }',
        '  state "alarm" as s_alarm',
        '  state "done" as s_done',
        '  [*] --> s_closed',
        '  s_done --> [*]',
        '  s_closed --> s_open : door.open [isDaytime && !isLocked]',
        '  s_closed --> s_checking : door.open [isLocked]',
        '  s_closed --> s_alarm : door.open [else]',
        '  s_checking --> s_open : done#58; checkBadge',
        '  s_checking --> s_alarm : error#58; checkBadge',
        '  s_open --> s_closed : door.close',
        '  s_open --> s_closed : done',
        '  s_open_wide --> s_alarm : after 10000ms',
        '  s_open_wide --> s_open_closing : after 3000ms (AUTO_CLOSE)',
        '  s_alarm --> s_done : alarm.reset [inline guard]',
        '',
      ].join('\n'),
    )
  })

  it('is deterministic', () => {
    expect(machineToMermaid(doorMachine)).toBe(machineToMermaid(doorMachine))
  })

  it('wraps a machine in a composite state for root transitions and parallel regions; a composite description becomes a note', () => {
    const m = setup({ types: { events: {} as { type: 'reset' } | { type: 'go' } } }).createMachine({
      id: 'multi-part',
      type: 'parallel',
      on: { reset: { target: '.left.a' } },
      states: {
        left: { description: 'One: two; three', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } },
        right: { initial: 'x', states: { x: { always: 'y' }, y: {} } },
      },
    })
    expect(machineToMermaid(m)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> s_multi_part',
        '  state "multi-part" as s_multi_part {',
        '    state "left" as s_left {',
        '      state "a" as s_left_a',
        '      state "b" as s_left_b',
        '      [*] --> s_left_a',
        '    }',
        '    note right of s_left : One#58; two#59; three',
        '    --',
        '    state "right" as s_right {',
        '      state "x" as s_right_x',
        '      state "y" as s_right_y',
        '      [*] --> s_right_x',
        '    }',
        '  }',
        '  note right of s_multi_part : Arrows from this outer box apply in every state.',
        '  s_multi_part --> s_left_a : reset',
        '  s_left_a --> s_left_b : go',
        '  s_right_x --> s_right_y : always',
        '',
      ].join('\n'),
    )
  })

  it('labels composite guards, named delays and escapes what Mermaid would parse', () => {
    expect(guardLabel(or(['isA', and(['isB', 'isC'])]))).toBe('isA || (isB && isC)')
    expect(guardLabel({ type: 'hasActiveSubscription', params: {} })).toBe('hasActiveSubscription')
    expect(guardLabel(stateIn('#door.open'))).toBe('in "#door.open"')
    expect(escapeLabel('a: b; c #1 <x> {y} "q"\n z')).toBe('a#58; b#59; c #35;1 #lt;x#gt; #123;y#125; #quot;q#quot; z')
  })

  it('gives every state a Mermaid-safe id (no dots or hyphens)', () => {
    const ids = [...machineToMermaid(doorMachine).matchAll(/ as (\S+)/g)].map((m) => m[1]!)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_]+$/)
  })
})

describe('flow documents', () => {
  it('takes the first sentence of the JSDoc above the export as the description', () => {
    const source = '/**\n * The door. It opens and closes.\n * @see x\n */\nexport const doorMachine = setup({})'
    expect(docSummary(source, 'doorMachine')).toBe('The door.')
    expect(docSummary('export const doorMachine = 1', 'doorMachine')).toBeUndefined()
  })

  it('renders a heading, a one-line description and a mermaid block', () => {
    const doc = renderFlowDoc({
      name: 'door',
      file: 'machines/door.machine.ts',
      source: '/** The office door, with its badge reader. */\nexport const doorMachine = setup()',
      machines: [{ exportName: 'doorMachine', machine: doorMachine }],
    })
    expect(doc).toContain('\n# Door flow\n\nThe office door, with its badge reader. Source: [`machines/door.machine.ts`](../../machines/door.machine.ts), machine `door`.\n')
    expect(doc).toContain(`\`\`\`mermaid\n${machineToMermaid(doorMachine)}\`\`\`\n`)
  })

  it('generates one file per machine module plus the index', async () => {
    const files = await generateFlowFiles(rootDir)
    const modules = readdirSync(join(rootDir, 'machines'))
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => f.replace('.machine.ts', '.md'))
    expect([...files.keys()].sort()).toEqual([...modules, 'README.md'].sort())
    for (const name of modules) {
      expect(files.get(name)).toMatch(/^<!-- Generated by `npm run flows`/)
      expect(files.get(name)).toContain('```mermaid\nstateDiagram-v2\n')
      expect(files.get('README.md')).toContain(`](${name})`)
    }
    expect(files.get('auth.md')).toContain('s_loading --> s_signedIn : auth.changed [reportsUser]')
  })

  // A stale diagram fails here; `npm run flows` runs this test with `-u` to write them.
  it('docs/flows holds exactly what the machines make', async () => {
    const files = await generateFlowFiles(rootDir)
    const flowsDir = join(rootDir, 'docs', 'flows')
    for (const [name, content] of files) await expect(content).toMatchFileSnapshot(join(flowsDir, name))
    expect(readdirSync(flowsDir).filter((f) => f.endsWith('.md')).sort(), 'a file no machine makes any more: delete it').toEqual([...files.keys()].sort())
  })
})
