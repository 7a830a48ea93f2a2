// Generated from machines/app.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './app.board'

export default {
  title: 'Flows/App',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_: StoryObj = { ...board.story(''), name: '1. ' }
