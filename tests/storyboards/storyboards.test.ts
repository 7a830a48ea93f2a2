/**
 * Every machine in machines/ is a flow of the storyboards, every state its shortest paths reach
 * has its story in storyboards/<flow>.stories.tsx and every shortest path its strip in
 * storyboards/<flow>.paths.stories.tsx. The files are compared as file snapshots: a state or path
 * added to a machine fails here until `npm run storyboards:generate` (this test with `-u`) writes them.
 */
import { readdirSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { flows, reachedStates, statesInPathOrder } from '../../storyboards/flows'
import { pathStoriesFile, stateStoriesFile } from '../../storyboards/story-files'

const machineFiles = readdirSync('machines')
  .filter((name) => name.endsWith('.machine.ts'))
  .map((name) => name.replace(/\.machine\.ts$/, ''))

/** A generated file is written as the formatter would write it, so `format:check` passes on it. */
async function formatted(text: string, file: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file })
}

describe('storyboards', () => {
  it('every machine in machines/ is a flow of the storyboards', () => {
    const withoutFlow = machineFiles.filter((file) => !flows.some((flow) => flow.file === file))
    expect(
      withoutFlow.map((file) => `machines/${file}.machine.ts`),
      'machines without a flow in storyboards/flows.ts',
    ).toEqual([])
  })

  for (const flow of flows) {
    // Billing's three models take seconds to generate on a busy machine.
    it(`${flow.title}: a story for every state its shortest paths reach, a strip for every path`, async () => {
      const models = flow.models()
      const inPathOrder = statesInPathOrder(models).map((s) => s.state)
      expect(
        reachedStates(models).filter((state) => !inPathOrder.includes(state)),
        'reached states without a story',
      ).toEqual([])
      const states = `storyboards/${flow.file}.stories.tsx`
      const paths = `storyboards/${flow.file}.paths.stories.tsx`
      await expect(await formatted(stateStoriesFile(flow), states)).toMatchFileSnapshot(
        `../../${states}`,
      )
      await expect(await formatted(pathStoriesFile(flow), paths)).toMatchFileSnapshot(
        `../../${paths}`,
      )
    }, 60_000)
  }
})
