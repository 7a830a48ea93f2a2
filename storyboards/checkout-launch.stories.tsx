// Generated from machines/checkout-launch.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './checkout-launch.board'

export default {
  title: 'Flows/Checkout launch',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_active_dialog_pending: StoryObj = {
  ...board.story('active.dialog.pending'),
  name: '1. Active dialog pending',
}
export const S02_active_work_purchasing: StoryObj = {
  ...board.story('active.work.purchasing'),
  name: '2. Active work purchasing',
}
export const S03_active_dialog_shown: StoryObj = {
  ...board.story('active.dialog.shown'),
  name: '3. Active dialog shown',
}
export const S04_active_work_launching: StoryObj = {
  ...board.story('active.work.launching'),
  name: '4. Active work launching',
}
export const S05_failed: StoryObj = { ...board.story('failed'), name: '5. Failed' }
export const S06_active_dialog_answeredInTime: StoryObj = {
  ...board.story('active.dialog.answeredInTime'),
  name: '6. Active dialog answered in time',
}
export const S07_active_dialog_dismissed: StoryObj = {
  ...board.story('active.dialog.dismissed'),
  name: '7. Active dialog dismissed',
}
export const S08_active_work_launched: StoryObj = {
  ...board.story('active.work.launched'),
  name: '8. Active work launched',
}
export const S09_succeeded: StoryObj = { ...board.story('succeeded'), name: '9. Succeeded' }
export const S10_active_dialog_skipped: StoryObj = {
  ...board.story('active.dialog.skipped'),
  name: '10. Active dialog skipped',
}
