import { expect, vi } from 'vitest'
import { signInDialogMachine } from '../../machines/sign-in-dialog.machine'
import { describeMachinePaths, type LiveContext } from '../support/model'
import { email, modelOptions, password } from '../../machines/paths/models/sign-in-dialog.model'

const spies = () => ({ goToDashboard: vi.fn(), goToDownloads: vi.fn(), preloadSignIn: vi.fn() })
type Ctx = LiveContext<typeof signInDialogMachine, ReturnType<typeof spies>>

/** Navigation happened exactly as often as the path so far says: once per successful sign-in
 *  (goToDashboard) and per "Register" (goToDownloads); the Google code preloads on every open. */
function checkSideEffects(ctx: Ctx) {
  const events = ctx.path.steps.slice(1, ctx.index + 1).map((s) => s.event)
  const signedIn = events.filter(
    (e) =>
      e.type === 'xstate.done.actor.loginWithPassword' ||
      (e.type === 'xstate.done.actor.loginWithGoogle' &&
        (e as { output?: unknown }).output === true),
  )
  expect(ctx.extra.goToDashboard).toHaveBeenCalledTimes(signedIn.length)
  expect(ctx.extra.goToDownloads).toHaveBeenCalledTimes(
    events.filter((e) => e.type === 'register.select').length,
  )
  expect(ctx.extra.preloadSignIn).toHaveBeenCalledTimes(
    events.filter((e) => e.type === 'dialog.open').length,
  )
}

describeMachinePaths(signInDialogMachine, {
  ...modelOptions,
  setup: spies,
  provide: (extra) => ({ actions: extra }),
  states: {
    closed: (s, ctx) => {
      expect(s.hasTag('open')).toBe(false)
      expect(s.hasTag('busy')).toBe(false)
      if (ctx.event.type.startsWith('xstate.done.actor.'))
        expect(s.context).toMatchObject({ email: '', password: '' })
      checkSideEffects(ctx)
    },
    open: (s, ctx) => {
      expect(s.hasTag('open')).toBe(true)
      checkSideEffects(ctx)
    },
    'open.idle': (s, ctx) => {
      expect(s.hasTag('busy')).toBe(false)
      // Submit is possible only with both fields filled (hasCredentials).
      const canSubmit = s.context.email.trim() !== '' && s.context.password !== ''
      expect(s.can({ type: 'email.submit' })).toBe(canSubmit)
      expect(s.can({ type: 'google.submit' })).toBe(true)
      if (ctx.event.type.startsWith('xstate.error.actor.'))
        expect(s.context.error).toBe((ctx.event as unknown as { error: Error }).error.message)
      if (ctx.event.type === 'dialog.open') expect(s.context.error).toBeNull()
    },
    'open.submittingEmail': (s, ctx) => {
      expect(s.hasTag('busy')).toBe(true)
      expect(s.hasTag('submittingEmail')).toBe(true)
      expect(s.context.error).toBeNull()
      // Either submitting state blocks the other submit, the fields and closing.
      for (const type of [
        'google.submit',
        'email.submit',
        'dialog.close',
        'register.select',
      ] as const)
        expect(s.can({ type })).toBe(false)
      expect(ctx.invocations.at(-1)).toMatchObject({
        src: 'loginWithPassword',
        status: 'pending',
        input: { email, password },
      })
    },
    'open.submittingGoogle': (s, ctx) => {
      expect(s.hasTag('busy')).toBe(true)
      expect(s.hasTag('submittingGoogle')).toBe(true)
      expect(s.context.error).toBeNull()
      for (const type of [
        'google.submit',
        'email.submit',
        'dialog.close',
        'register.select',
      ] as const)
        expect(s.can({ type })).toBe(false)
      expect(ctx.invocations.at(-1)).toMatchObject({ src: 'loginWithGoogle', status: 'pending' })
    },
  },
})
