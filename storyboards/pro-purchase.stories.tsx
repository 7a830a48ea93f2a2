// Generated from machines/pro-purchase.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './pro-purchase.board'

export default {
  title: 'Flows/Pro purchase',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_idle: StoryObj = { ...board.story('idle'), name: '1. Idle' }
export const S02_enterpriseSales: StoryObj = {
  ...board.story('enterpriseSales'),
  name: '2. Enterprise sales',
}
export const S03_checkingSubscription: StoryObj = {
  ...board.story('checkingSubscription'),
  name: '3. Checking subscription',
}
export const S04_signInPrompt: StoryObj = {
  ...board.story('signInPrompt'),
  name: '4. Sign in prompt',
}
export const S05_acknowledging: StoryObj = {
  ...board.story('acknowledging'),
  name: '5. Acknowledging',
}
export const S06_alreadyActive: StoryObj = {
  ...board.story('alreadyActive'),
  name: '6. Already active',
}
export const S07_purchasing: StoryObj = { ...board.story('purchasing'), name: '7. Purchasing' }
export const S08_accountRequired: StoryObj = {
  ...board.story('accountRequired'),
  name: '8. Account required',
}
export const S09_waitingForBuyer: StoryObj = {
  ...board.story('waitingForBuyer'),
  name: '9. Waiting for buyer',
}
export const S10_offeringResume: StoryObj = {
  ...board.story('offeringResume'),
  name: '10. Offering resume',
}
