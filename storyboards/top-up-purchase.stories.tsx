// Generated from machines/top-up-purchase.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './top-up-purchase.board'

export default {
  title: 'Flows/Top-up purchase',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_idle: StoryObj = { ...board.story('idle'), name: '1. Idle' }
export const S02_checkingSubscription: StoryObj = {
  ...board.story('checkingSubscription'),
  name: '2. Checking subscription',
}
export const S03_upgradeTip: StoryObj = { ...board.story('upgradeTip'), name: '3. Upgrade tip' }
export const S04_purchasing: StoryObj = { ...board.story('purchasing'), name: '4. Purchasing' }
export const S05_comingSoon: StoryObj = { ...board.story('comingSoon'), name: '5. Coming soon' }
export const S06_accountRequired: StoryObj = {
  ...board.story('accountRequired'),
  name: '6. Account required',
}
export const S07_waitingForBuyer: StoryObj = {
  ...board.story('waitingForBuyer'),
  name: '7. Waiting for buyer',
}
export const S08_offeringResume: StoryObj = {
  ...board.story('offeringResume'),
  name: '8. Offering resume',
}
