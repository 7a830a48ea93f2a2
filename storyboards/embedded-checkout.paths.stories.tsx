// Generated from machines/embedded-checkout.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './embedded-checkout.board'
import { stripStory } from './strip'

export default { title: 'Flows/Embedded checkout/Paths' } satisfies Meta

export const P01_idle: StoryObj = { ...stripStory(board, 'Idle'), name: 'Idle' }
export const P02_open_loading_widget_open: StoryObj = {
  ...stripStory(board, 'Open loading (widget.open)'),
  name: 'Open loading (widget.open)',
}
export const P03_open_ready_frame_message: StoryObj = {
  ...stripStory(board, 'Open ready (frame.message)'),
  name: 'Open ready (frame.message)',
}
export const P04_open_loading_widget_update: StoryObj = {
  ...stripStory(board, 'Open loading (widget.update)'),
  name: 'Open loading (widget.update)',
}
export const P05_open_load_failed: StoryObj = {
  ...stripStory(board, 'Open load failed'),
  name: 'Open load failed',
}
export const P06_open_ready_widget_update: StoryObj = {
  ...stripStory(board, 'Open ready (widget.update)'),
  name: 'Open ready (widget.update)',
}
