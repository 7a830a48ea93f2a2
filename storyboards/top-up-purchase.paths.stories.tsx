// Generated from machines/top-up-purchase.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './top-up-purchase.board'
import { stripStory } from './strip'

export default { title: 'Flows/Top-up purchase/Paths' } satisfies Meta

export const P01_idle_start: StoryObj = {
  ...stripStory(board, 'Idle (start)'),
  name: 'Idle (start)',
}
export const P02_idle_auth_changed: StoryObj = {
  ...stripStory(board, 'Idle (auth.changed)'),
  name: 'Idle (auth.changed)',
}
export const P03_checking_subscription: StoryObj = {
  ...stripStory(board, 'Checking subscription'),
  name: 'Checking subscription',
}
export const P04_waiting_for_buyer: StoryObj = {
  ...stripStory(board, 'Waiting for buyer'),
  name: 'Waiting for buyer',
}
export const P05_offering_resume: StoryObj = {
  ...stripStory(board, 'Offering resume'),
  name: 'Offering resume',
}
export const P06_upgrade_tip: StoryObj = {
  ...stripStory(board, 'Upgrade tip'),
  name: 'Upgrade tip',
}
export const P07_purchasing_fetchbillinginfo_done: StoryObj = {
  ...stripStory(board, 'Purchasing (fetchBillingInfo done)'),
  name: 'Purchasing (fetchBillingInfo done)',
}
export const P08_coming_soon: StoryObj = {
  ...stripStory(board, 'Coming soon'),
  name: 'Coming soon',
}
export const P09_purchasing_opencheckout_resume: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.resume)'),
  name: 'Purchasing (openCheckout.resume)',
}
export const P10_purchasing_opencheckout_startover: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.startOver)'),
  name: 'Purchasing (openCheckout.startOver)',
}
export const P11_account_required: StoryObj = {
  ...stripStory(board, 'Account required'),
  name: 'Account required',
}
