/**
 * The text of storyboards/<flow>.stories.tsx (one story per state the flow's shortest paths reach,
 * in path order: '3. Acknowledging') and of storyboards/<flow>.paths.stories.tsx (one strip per
 * named shortest path). CSF needs static exports, so the lists are generated:
 * tests/storyboards/storyboards.test.ts compares them as file snapshots, and
 * `npm run storyboards:generate` (that test with `-u`) writes them.
 */
import { stateLabel, statesInPathOrder, storyExport, type Flow } from './flows'
import { namedPaths, pathExport } from './paths'

const header = (flow: Flow) => [
  `// Generated from machines/${flow.file}.machine.ts by npm run storyboards:generate: do not edit.`,
  `import type { Meta, StoryObj } from '@storybook/react-vite'`,
  `import { board } from './${flow.file}.board'`,
]

export function stateStoriesFile(flow: Flow): string {
  const states = statesInPathOrder(flow.models())
  return [
    ...header(flow),
    ``,
    `export default { title: 'Flows/${flow.title}', tags: ['autodocs'], parameters: board.parameters } satisfies Meta`,
    ``,
    ...states.map(
      ({ state }, i) =>
        `export const ${storyExport(i, state)}: StoryObj = { ...board.story('${state}'), name: '${i + 1}. ${stateLabel(state)}' }`,
    ),
    ``,
  ].join('\n')
}

export function pathStoriesFile(flow: Flow): string {
  const paths = namedPaths(flow.models())
  return [
    ...header(flow),
    `import { stripStory } from './strip'`,
    ``,
    `export default { title: 'Flows/${flow.title}/Paths' } satisfies Meta`,
    ``,
    ...paths.map(
      ({ name }, i) =>
        `export const ${pathExport(i, name)}: StoryObj = { ...stripStory(board, '${name}'), name: '${name}' }`,
    ),
    ``,
  ].join('\n')
}
