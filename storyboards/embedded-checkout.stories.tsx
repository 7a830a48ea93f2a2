// Generated from machines/embedded-checkout.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './embedded-checkout.board'

export default {
  title: 'Flows/Embedded checkout',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_idle: StoryObj = { ...board.story('idle'), name: '1. Idle' }
export const S02_open_loading: StoryObj = {
  ...board.story('open.loading'),
  name: '2. Open loading',
}
export const S03_open_ready: StoryObj = { ...board.story('open.ready'), name: '3. Open ready' }
export const S04_open_loadFailed: StoryObj = {
  ...board.story('open.loadFailed'),
  name: '4. Open load failed',
}
