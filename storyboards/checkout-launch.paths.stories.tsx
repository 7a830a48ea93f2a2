// Generated from machines/checkout-launch.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './checkout-launch.board'
import { stripStory } from './strip'

export default { title: 'Flows/Checkout launch/Paths' } satisfies Meta

export const P01_active_dialog_pending_active_work_purchasing: StoryObj = { ...stripStory(board, 'Active dialog pending, active work purchasing'), name: 'Active dialog pending, active work purchasing' }
export const P02_active_dialog_shown: StoryObj = { ...stripStory(board, 'Active dialog shown'), name: 'Active dialog shown' }
export const P03_active_work_launching: StoryObj = { ...stripStory(board, 'Active work launching'), name: 'Active work launching' }
export const P04_failed_startpurchase_failed: StoryObj = { ...stripStory(board, 'Failed (startPurchase failed)'), name: 'Failed (startPurchase failed)' }
export const P05_active_dialog_dismissed: StoryObj = { ...stripStory(board, 'Active dialog dismissed'), name: 'Active dialog dismissed' }
export const P06_active_work_launched: StoryObj = { ...stripStory(board, 'Active work launched'), name: 'Active work launched' }
export const P07_failed_opencheckout_failed: StoryObj = { ...stripStory(board, 'Failed (openCheckout failed)'), name: 'Failed (openCheckout failed)' }
export const P08_succeeded: StoryObj = { ...stripStory(board, 'Succeeded'), name: 'Succeeded' }
export const P09_active_dialog_skipped: StoryObj = { ...stripStory(board, 'Active dialog skipped'), name: 'Active dialog skipped' }
