import { expect } from 'vitest'
import { authMachine, type AuthUser } from '../../machines/auth.machine'
import { describeMachinePaths } from '../model'

const pro: AuthUser = { uid: 'demo-pro-0002', email: 'pro@demo.superbullet.ai', displayName: 'Pro Demo' }
const loginFailure = new Error('Incorrect email or password.')

describeMachinePaths(authMachine, {
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
    signInWithGoogle: [new Error('Your browser blocked the sign-in popup. Allow popups for this site and try again.')],
    signOut: [new Error('Network error. Check your connection and try again.')],
  },
  states: {
    loading: (s) => {
      expect(s.hasTag('loading')).toBe(true)
      expect(s.hasTag('busy')).toBe(false)
      expect(s.context.user).toBeNull()
    },
    signedOut: (s) => {
      expect(s.hasTag('signedIn')).toBe(false)
      expect(s.hasTag('busy')).toBe(false)
      expect(s.context.user).toBeNull()
    },
    signingIn: (s, ctx) => {
      expect(s.hasTag('busy')).toBe(true)
      expect(s.hasTag('signedIn')).toBe(false)
      // entry: clearError
      expect(s.context.error).toBeNull()
      expect(ctx.invocations.filter((i) => i.status === 'pending' && i.src.startsWith('signIn'))).toHaveLength(1)
    },
    'signingIn.withPassword': (_s, ctx) => {
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: 'signInWithPassword',
        status: 'pending',
        input: { email: pro.email, password: 'superbullet-demo' },
      })
    },
    'signingIn.withGoogle': (_s, ctx) => {
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'signInWithGoogle', status: 'pending' })
    },
    signedIn: (s) => {
      expect(s.hasTag('signedIn')).toBe(true)
      expect(s.hasTag('busy')).toBe(false)
      expect(s.context.user).toEqual(pro)
    },
    signingOut: (s, ctx) => {
      expect(s.hasTag('busy')).toBe(true)
      expect(s.hasTag('signedIn')).toBe(true)
      expect(s.context.error).toBeNull()
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'signOut', status: 'pending' })
    },
  },
})
