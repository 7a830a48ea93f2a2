// Generated from machines/auth.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './auth.board'

export default {
  title: 'Flows/Auth',
  tags: ['autodocs'],
  parameters: board.parameters,
} satisfies Meta

export const S01_loading: StoryObj = { ...board.story('loading'), name: '1. Loading' }
export const S02_signedOut: StoryObj = { ...board.story('signedOut'), name: '2. Signed out' }
export const S03_signedIn: StoryObj = { ...board.story('signedIn'), name: '3. Signed in' }
export const S04_signingIn_withPassword: StoryObj = {
  ...board.story('signingIn.withPassword'),
  name: '4. Signing in with password',
}
export const S05_signingIn_withGoogle: StoryObj = {
  ...board.story('signingIn.withGoogle'),
  name: '5. Signing in with google',
}
export const S06_signingOut: StoryObj = { ...board.story('signingOut'), name: '6. Signing out' }
