// Generated from machines/sign-in-dialog.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './sign-in-dialog.board'
import { stripStory } from './strip'

export default { title: 'Flows/Sign-in dialog/Paths' } satisfies Meta

export const P01_closed_start: StoryObj = {
  ...stripStory(board, 'Closed (start)'),
  name: 'Closed (start)',
}
export const P02_open_idle_dialog_open: StoryObj = {
  ...stripStory(board, 'Open idle (dialog.open)'),
  name: 'Open idle (dialog.open)',
}
export const P03_open_idle_email_change: StoryObj = {
  ...stripStory(board, 'Open idle (email.change)'),
  name: 'Open idle (email.change)',
}
export const P04_open_submitting_google: StoryObj = {
  ...stripStory(board, 'Open submitting google'),
  name: 'Open submitting google',
}
export const P05_open_idle_password_change: StoryObj = {
  ...stripStory(board, 'Open idle (password.change)'),
  name: 'Open idle (password.change)',
}
export const P06_closed_dialog_close: StoryObj = {
  ...stripStory(board, 'Closed (dialog.close)'),
  name: 'Closed (dialog.close)',
}
export const P07_open_idle_loginwithgoogle_failed: StoryObj = {
  ...stripStory(board, 'Open idle (loginWithGoogle failed)'),
  name: 'Open idle (loginWithGoogle failed)',
}
export const P08_open_submitting_email: StoryObj = {
  ...stripStory(board, 'Open submitting email'),
  name: 'Open submitting email',
}
export const P09_closed_auth_changed: StoryObj = {
  ...stripStory(board, 'Closed (auth.changed)'),
  name: 'Closed (auth.changed)',
}
export const P10_open_idle_loginwithpassword_failed: StoryObj = {
  ...stripStory(board, 'Open idle (loginWithPassword failed)'),
  name: 'Open idle (loginWithPassword failed)',
}
