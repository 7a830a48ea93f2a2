// Generated from machines/checkout-launch.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './checkout-launch.board'
import { stripStory } from './strip'

export default { title: 'Flows/Checkout launch/Paths' } satisfies Meta

export const P01_active_dialog_pending_active_work_purchasing_start: StoryObj = {
  ...stripStory(board, 'Active dialog pending, active work purchasing (start)'),
  name: 'Active dialog pending, active work purchasing (start)',
}
export const P02_active_dialog_pending_active_work_purchasing_purchase_answered: StoryObj = {
  ...stripStory(board, 'Active dialog pending, active work purchasing (purchase.answered)'),
  name: 'Active dialog pending, active work purchasing (purchase.answered)',
}
export const P03_active_dialog_shown: StoryObj = {
  ...stripStory(board, 'Active dialog shown'),
  name: 'Active dialog shown',
}
export const P04_active_work_launching: StoryObj = {
  ...stripStory(board, 'Active work launching'),
  name: 'Active work launching',
}
export const P05_failed_startpurchase_failed: StoryObj = {
  ...stripStory(board, 'Failed (startPurchase failed)'),
  name: 'Failed (startPurchase failed)',
}
export const P06_active_dialog_answered_in_time: StoryObj = {
  ...stripStory(board, 'Active dialog answered in time'),
  name: 'Active dialog answered in time',
}
export const P07_active_dialog_dismissed: StoryObj = {
  ...stripStory(board, 'Active dialog dismissed'),
  name: 'Active dialog dismissed',
}
export const P08_active_dialog_shown_active_work_purchasing: StoryObj = {
  ...stripStory(board, 'Active dialog shown, active work purchasing'),
  name: 'Active dialog shown, active work purchasing',
}
export const P09_active_work_launched: StoryObj = {
  ...stripStory(board, 'Active work launched'),
  name: 'Active work launched',
}
export const P10_failed_opencheckout_failed: StoryObj = {
  ...stripStory(board, 'Failed (openCheckout failed)'),
  name: 'Failed (openCheckout failed)',
}
export const P11_active_dialog_dismissed_active_work_purchasing: StoryObj = {
  ...stripStory(board, 'Active dialog dismissed, active work purchasing'),
  name: 'Active dialog dismissed, active work purchasing',
}
export const P12_succeeded: StoryObj = { ...stripStory(board, 'Succeeded'), name: 'Succeeded' }
export const P13_active_dialog_skipped: StoryObj = {
  ...stripStory(board, 'Active dialog skipped'),
  name: 'Active dialog skipped',
}
