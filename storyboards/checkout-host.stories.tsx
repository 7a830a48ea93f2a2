// Generated from machines/checkout-host.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './checkout-host.board'

export default {
  title: 'Flows/Checkout host',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_notLaunched: StoryObj = { ...board.story('notLaunched'), name: '1. Not launched' }
export const S02_launched_clear: StoryObj = {
  ...board.story('launched.clear'),
  name: '2. Launched clear',
}
export const S03_launched_popupBlocked: StoryObj = {
  ...board.story('launched.popupBlocked'),
  name: '3. Launched popup blocked',
}
