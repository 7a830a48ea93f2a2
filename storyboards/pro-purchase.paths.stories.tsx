// Generated from machines/pro-purchase.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './pro-purchase.board'
import { stripStory } from './strip'

export default { title: 'Flows/Pro purchase/Paths' } satisfies Meta

export const P01_idle_start: StoryObj = {
  ...stripStory(board, 'Idle (start)'),
  name: 'Idle (start)',
}
export const P02_idle_auth_changed: StoryObj = {
  ...stripStory(board, 'Idle (auth.changed)'),
  name: 'Idle (auth.changed)',
}
export const P03_enterprise_sales: StoryObj = {
  ...stripStory(board, 'Enterprise sales'),
  name: 'Enterprise sales',
}
export const P04_checking_subscription: StoryObj = {
  ...stripStory(board, 'Checking subscription'),
  name: 'Checking subscription',
}
export const P05_waiting_for_buyer_freeplan_select: StoryObj = {
  ...stripStory(board, 'Waiting for buyer (freePlan.select)'),
  name: 'Waiting for buyer (freePlan.select)',
}
export const P06_waiting_for_buyer_plan_select: StoryObj = {
  ...stripStory(board, 'Waiting for buyer (plan.select)'),
  name: 'Waiting for buyer (plan.select)',
}
export const P07_sign_in_prompt: StoryObj = {
  ...stripStory(board, 'Sign in prompt'),
  name: 'Sign in prompt',
}
export const P08_acknowledging_fetchbillinginfo_done: StoryObj = {
  ...stripStory(board, 'Acknowledging (fetchBillingInfo done)'),
  name: 'Acknowledging (fetchBillingInfo done)',
}
export const P09_already_active: StoryObj = {
  ...stripStory(board, 'Already active'),
  name: 'Already active',
}
export const P10_acknowledging_fetchbillinginfo_failed: StoryObj = {
  ...stripStory(board, 'Acknowledging (fetchBillingInfo failed)'),
  name: 'Acknowledging (fetchBillingInfo failed)',
}
export const P11_acknowledging_ack_toggle: StoryObj = {
  ...stripStory(board, 'Acknowledging (ack.toggle)'),
  name: 'Acknowledging (ack.toggle)',
}
export const P12_purchasing_ack_proceed: StoryObj = {
  ...stripStory(board, 'Purchasing (ack.proceed)'),
  name: 'Purchasing (ack.proceed)',
}
export const P13_offering_resume: StoryObj = {
  ...stripStory(board, 'Offering resume'),
  name: 'Offering resume',
}
export const P14_account_required: StoryObj = {
  ...stripStory(board, 'Account required'),
  name: 'Account required',
}
export const P15_purchasing_opencheckout_resume: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.resume)'),
  name: 'Purchasing (openCheckout.resume)',
}
export const P16_purchasing_opencheckout_startover: StoryObj = {
  ...stripStory(board, 'Purchasing (openCheckout.startOver)'),
  name: 'Purchasing (openCheckout.startOver)',
}
