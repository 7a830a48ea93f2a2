// Generated from machines/auth.machine.ts by npm run storyboards:generate: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { board } from './auth.board'
import { stripStory } from './strip'

export default { title: 'Flows/Auth/Paths' } satisfies Meta

export const P01_loading: StoryObj = { ...stripStory(board, 'Loading'), name: 'Loading' }
export const P02_signed_out_auth_changed: StoryObj = {
  ...stripStory(board, 'Signed out (auth.changed)'),
  name: 'Signed out (auth.changed)',
}
export const P03_signed_in_auth_changed: StoryObj = {
  ...stripStory(board, 'Signed in (auth.changed)'),
  name: 'Signed in (auth.changed)',
}
export const P04_signing_in_with_password: StoryObj = {
  ...stripStory(board, 'Signing in with password'),
  name: 'Signing in with password',
}
export const P05_signing_in_with_google: StoryObj = {
  ...stripStory(board, 'Signing in with google'),
  name: 'Signing in with google',
}
export const P06_signing_out: StoryObj = {
  ...stripStory(board, 'Signing out'),
  name: 'Signing out',
}
export const P07_signed_out_signinwithpassword_failed: StoryObj = {
  ...stripStory(board, 'Signed out (signInWithPassword failed)'),
  name: 'Signed out (signInWithPassword failed)',
}
export const P08_signed_out_signinwithgoogle_failed: StoryObj = {
  ...stripStory(board, 'Signed out (signInWithGoogle failed)'),
  name: 'Signed out (signInWithGoogle failed)',
}
export const P09_signed_in_signout_failed: StoryObj = {
  ...stripStory(board, 'Signed in (signOut failed)'),
  name: 'Signed in (signOut failed)',
}
