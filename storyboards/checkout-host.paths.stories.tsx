// Generated from machines/checkout-host.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './checkout-host.board'
import { stripStory } from './strip'

export default { title: 'Flows/Checkout host/Paths' } satisfies Meta

export const P01_not_launched: StoryObj = {
  ...stripStory(board, 'Not launched'),
  name: 'Not launched',
}
export const P02_launched_clear: StoryObj = {
  ...stripStory(board, 'Launched clear'),
  name: 'Launched clear',
}
export const P03_launched_popup_blocked: StoryObj = {
  ...stripStory(board, 'Launched popup blocked'),
  name: 'Launched popup blocked',
}
