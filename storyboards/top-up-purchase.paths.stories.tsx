// Generated from machines/top-up-purchase.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './top-up-purchase.board'
import { stripStory } from './strip'

export default { title: 'Flows/Top-up purchase/Paths' } satisfies Meta

export const P01_idle_start: StoryObj = {
  ...stripStory(board, 'Idle (start)'),
  name: 'Idle (start)',
}
export const P02_idle_auth_signedout: StoryObj = {
  ...stripStory(board, 'Idle (auth.signedOut)'),
  name: 'Idle (auth.signedOut)',
}
export const P03_checking_subscription: StoryObj = {
  ...stripStory(board, 'Checking subscription'),
  name: 'Checking subscription',
}
export const P04_idle_auth_signedin: StoryObj = {
  ...stripStory(board, 'Idle (auth.signedIn)'),
  name: 'Idle (auth.signedIn)',
}
export const P05_waiting_for_buyer: StoryObj = {
  ...stripStory(board, 'Waiting for buyer'),
  name: 'Waiting for buyer',
}
export const P06_offering_resume: StoryObj = {
  ...stripStory(board, 'Offering resume'),
  name: 'Offering resume',
}
export const P07_upgrade_tip: StoryObj = {
  ...stripStory(board, 'Upgrade tip'),
  name: 'Upgrade tip',
}
export const P08_purchasing_fetchbillinginfo_done: StoryObj = {
  ...stripStory(board, 'Purchasing (fetchBillingInfo done)'),
  name: 'Purchasing (fetchBillingInfo done)',
}
export const P09_coming_soon: StoryObj = {
  ...stripStory(board, 'Coming soon'),
  name: 'Coming soon',
}
export const P10_purchasing_opencheckout_resume: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.resume)'),
  name: 'Purchasing (openCheckout.resume)',
}
export const P11_purchasing_opencheckout_startover: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.startOver)'),
  name: 'Purchasing (openCheckout.startOver)',
}
export const P12_account_required: StoryObj = {
  ...stripStory(board, 'Account required'),
  name: 'Account required',
}
