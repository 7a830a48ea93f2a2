/** The auth model: the events, outputs and errors its path suite (auth.paths.test.ts) and the storyboards traverse. */
import type { AuthUser } from '../../auth.machine'

export const pro: AuthUser = {
  uid: 'demo-pro-0002',
  email: 'pro@demo.superbullet.ai',
  displayName: 'Pro Demo',
}
const loginFailure = new Error('Incorrect email or password.')

export const modelOptions = {
  events: {
    'auth.changed': [
      { type: 'auth.changed', user: pro },
      { type: 'auth.changed', user: null },
    ],
    'auth.login': [{ type: 'auth.login', email: pro.email, password: 'superbullet-demo' }],
  },
  outputs: {
    signInWithPassword: [pro],
    // null: the user closed the Google popup (a quiet cancel).
    signInWithGoogle: [pro, null],
    signOut: [undefined],
  },
  errors: {
    signInWithPassword: [loginFailure],
    signInWithGoogle: [
      new Error(
        'Your browser blocked the sign-in popup. Allow popups for this site and try again.',
      ),
    ],
    signOut: [new Error('Network error. Check your connection and try again.')],
  },
}
