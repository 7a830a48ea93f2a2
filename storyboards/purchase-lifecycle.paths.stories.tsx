// Generated from machines/purchase-lifecycle.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './purchase-lifecycle.board'
import { stripStory } from './strip'

export default { title: 'Flows/Purchase lifecycle/Paths' } satisfies Meta

export const P01_idle_start: StoryObj = {
  ...stripStory(board, 'Idle (start)'),
  name: 'Idle (start)',
}
export const P02_idle_auth_changed: StoryObj = {
  ...stripStory(board, 'Idle (auth.changed)'),
  name: 'Idle (auth.changed)',
}
export const P03_launching: StoryObj = { ...stripStory(board, 'Launching'), name: 'Launching' }
export const P04_forgotten: StoryObj = { ...stripStory(board, 'Forgotten'), name: 'Forgotten' }
export const P05_abandoned_checkout_cancelled: StoryObj = {
  ...stripStory(board, 'Abandoned (checkout.cancelled)'),
  name: 'Abandoned (checkout.cancelled)',
}
export const P06_abandoned_checkout_closed: StoryObj = {
  ...stripStory(board, 'Abandoned (checkout.closed)'),
  name: 'Abandoned (checkout.closed)',
}
export const P07_interrupted: StoryObj = {
  ...stripStory(board, 'Interrupted'),
  name: 'Interrupted',
}
export const P08_abandoned_launch_failed: StoryObj = {
  ...stripStory(board, 'Abandoned (launch.failed)'),
  name: 'Abandoned (launch.failed)',
}
export const P09_open_embedded: StoryObj = {
  ...stripStory(board, 'Open embedded'),
  name: 'Open embedded',
}
export const P10_open_hosted_away: StoryObj = {
  ...stripStory(board, 'Open hosted away'),
  name: 'Open hosted away',
}
export const P11_expired: StoryObj = { ...stripStory(board, 'Expired'), name: 'Expired' }
export const P12_abandoned_purchase_forget: StoryObj = {
  ...stripStory(board, 'Abandoned (purchase.forget)'),
  name: 'Abandoned (purchase.forget)',
}
export const P13_paid_identifying: StoryObj = {
  ...stripStory(board, 'Paid identifying'),
  name: 'Paid identifying',
}
export const P14_open_hosted_checking: StoryObj = {
  ...stripStory(board, 'Open hosted checking'),
  name: 'Open hosted checking',
}
export const P15_paid_confirming_querying_checkout_paid: StoryObj = {
  ...stripStory(board, 'Paid confirming querying (checkout.paid)'),
  name: 'Paid confirming querying (checkout.paid)',
}
export const P16_confirmed: StoryObj = { ...stripStory(board, 'Confirmed'), name: 'Confirmed' }
export const P17_paid_confirming_waiting: StoryObj = {
  ...stripStory(board, 'Paid confirming waiting'),
  name: 'Paid confirming waiting',
}
export const P18_paid_confirming_querying_after_next_check: StoryObj = {
  ...stripStory(board, 'Paid confirming querying (after NEXT_CHECK)'),
  name: 'Paid confirming querying (after NEXT_CHECK)',
}
export const P19_paid_late_waiting: StoryObj = {
  ...stripStory(board, 'Paid late waiting'),
  name: 'Paid late waiting',
}
export const P20_paid_late_querying: StoryObj = {
  ...stripStory(board, 'Paid late querying'),
  name: 'Paid late querying',
}
