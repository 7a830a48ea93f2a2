// Generated from machines/app.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './app.board'
import { stripStory } from './strip'

export default { title: 'Flows/App/Paths' } satisfies Meta

export const P01_: StoryObj = { ...stripStory(board, ''), name: '' }
