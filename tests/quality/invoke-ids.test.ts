import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

// An invoke's id is its src's name: one name for the child in the chart, its done and error
// events, `snapshot.children` and the tests, never an id XState makes up from the state's path.
const MACHINES = join(process.cwd(), 'machines')

async function machines(): Promise<AnyStateMachine[]> {
  const files = readdirSync(MACHINES).filter((name) => name.endsWith('.machine.ts'))
  const modules = await Promise.all(files.map((name) => import(join(MACHINES, name))))
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.values(module).filter(
      (value): value is AnyStateMachine =>
        typeof value === 'object' && value !== null && 'root' in value && 'provide' in value,
    ),
  )
}

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap(nodesOf),
]

describe('invoke ids', () => {
  it("name every invoked child after its src, in every machine's chart", async () => {
    const all = await machines()
    expect(all.length).toBeGreaterThanOrEqual(10)
    const invokes = all.flatMap((machine) =>
      nodesOf(machine.root).flatMap((node) =>
        node.invoke.map((invoke) => ({ state: node.id, id: invoke.id, src: invoke.src })),
      ),
    )
    expect(invokes.length).toBeGreaterThan(20)
    expect(invokes.filter(({ id, src }) => id !== src)).toEqual([])
  })
})
