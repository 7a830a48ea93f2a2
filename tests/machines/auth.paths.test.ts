import { expect } from 'vitest'
import { authMachine } from '../../machines/auth.machine'
import { describeMachinePaths } from '../support/model'
import { modelOptions, pro } from '../../machines/paths/models/auth.model'

describeMachinePaths(authMachine, {
  ...modelOptions,
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
      expect(
        ctx.invocations.filter((i) => i.status === 'pending' && i.src.startsWith('signIn')),
      ).toHaveLength(1)
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
