import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateFlowFiles } from '../../../scripts/flows/generate'

const rootDir = join(import.meta.dirname, '..', '..', '..')

describe('flow documents', () => {
  // A stale diagram fails here; `npm run flows` runs this test with `-u` to write them.
  it('docs/flows holds exactly what the machines make: one file per machine module, and the index', async () => {
    const files = await generateFlowFiles(rootDir)
    const flowsDir = join(rootDir, 'docs', 'flows')
    for (const [name, content] of files)
      await expect(content).toMatchFileSnapshot(join(flowsDir, name))
    const modules = readdirSync(join(rootDir, 'machines'))
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => f.replace('.machine.ts', '.md'))
    expect([...files.keys()].sort(), 'one document per machine module').toEqual(
      [...modules, 'README.md'].sort(),
    )
    expect(
      readdirSync(flowsDir)
        .filter((f) => f.endsWith('.md'))
        .sort(),
      'a file no machine makes any more: delete it',
    ).toEqual([...files.keys()].sort())
  })
})
