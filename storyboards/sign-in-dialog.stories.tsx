// Generated from machines/sign-in-dialog.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './sign-in-dialog.board'

export default {
  title: 'Flows/Sign-in dialog',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_closed: StoryObj = { ...board.story('closed'), name: '1. Closed' }
export const S02_open_idle: StoryObj = { ...board.story('open.idle'), name: '2. Open idle' }
export const S03_open_submittingGoogle: StoryObj = {
  ...board.story('open.submittingGoogle'),
  name: '3. Open submitting google',
}
export const S04_open_submittingEmail: StoryObj = {
  ...board.story('open.submittingEmail'),
  name: '4. Open submitting email',
}
