import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../support/deferred'
import type { Credentials } from '../../machines/auth.machine'
import { signInDialogMachine } from '../../machines/sign-in-dialog.machine'

function start(
  o: { password?: (c: Credentials) => Promise<boolean>; google?: () => Promise<boolean> } = {},
) {
  const spies = { goToDashboard: vi.fn(), goToDownloads: vi.fn(), preloadSignIn: vi.fn() }
  const password = vi.fn(o.password ?? (async () => true))
  const google = vi.fn(o.google ?? (async () => true))
  const actor = createActor(
    signInDialogMachine.provide({
      actions: spies,
      actors: {
        loginWithPassword: fromPromise<boolean, Credentials>(({ input }) => password(input)),
        loginWithGoogle: fromPromise<boolean>(() => google()),
      },
    }),
  ).start()
  actor.send({ type: 'dialog.open' })
  return { actor, spies, password, google }
}

const fill = (actor: ReturnType<typeof start>['actor'], email: string, password: string) => {
  actor.send({ type: 'email.change', value: email })
  actor.send({ type: 'password.change', value: password })
}

describe('sign-in dialog machine', () => {
  it('opened with a notice (the backend refused the session) shows it until the next sign-in attempt', async () => {
    const { actor } = start({
      password: async () => Promise.reject(new Error('Incorrect email or password.')),
    })
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'dialog.open', notice: 'Your session has expired. Please sign in again.' })
    expect(actor.getSnapshot().context.error).toBe(
      'Your session has expired. Please sign in again.',
    )
    fill(actor, 'pro@demo.superbullet.ai', 'wrong')
    actor.send({ type: 'email.submit' })
    await waitFor(actor, (s) => s.matches({ open: 'idle' }))
    expect(actor.getSnapshot().context.error).toBe('Incorrect email or password.')
  })

  it('opening clears the last error and preloads the sign-in code (Firebase Auth and the Google popup)', async () => {
    const { actor, spies } = start({
      password: async () => Promise.reject(new Error('Incorrect email or password.')),
    })
    expect(spies.preloadSignIn).toHaveBeenCalledTimes(1)
    fill(actor, 'pro@demo.superbullet.ai', 'wrong')
    actor.send({ type: 'email.submit' })
    await waitFor(actor, (s) => s.matches({ open: 'idle' }))
    expect(actor.getSnapshot().context.error).toBe('Incorrect email or password.')
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(spies.preloadSignIn).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['both fields empty', '', ''],
    ['e-mail empty', '', 'superbullet-demo'],
    ['e-mail blank', '   ', 'superbullet-demo'],
    ['password empty', 'pro@demo.superbullet.ai', ''],
  ])('submit is refused while a field is empty (%s)', (_label, email, password) => {
    const { actor, password: login } = start()
    fill(actor, email, password)
    expect(actor.getSnapshot().can({ type: 'email.submit' })).toBe(false)
    actor.send({ type: 'email.submit' })
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true)
    expect(login).not.toHaveBeenCalled()
  })

  it('submits the trimmed e-mail and the password as typed', () => {
    const { actor, password } = start({ password: () => new Promise(() => {}) })
    fill(actor, '  pro@demo.superbullet.ai ', ' superbullet-demo ')
    expect(actor.getSnapshot().can({ type: 'email.submit' })).toBe(true)
    actor.send({ type: 'email.submit' })
    expect(actor.getSnapshot().matches({ open: 'submittingEmail' })).toBe(true)
    expect(password).toHaveBeenCalledWith({
      email: 'pro@demo.superbullet.ai',
      password: ' superbullet-demo ',
    })
  })

  it('while e-mail sign-in is in flight, Google, the fields and closing are blocked', () => {
    const { actor, google } = start({ password: () => new Promise(() => {}) })
    fill(actor, 'pro@demo.superbullet.ai', 'superbullet-demo')
    actor.send({ type: 'email.submit' })
    const s = actor.getSnapshot()
    expect(s.hasTag('busy')).toBe(true)
    expect(s.hasTag('submittingEmail')).toBe(true)
    for (const type of [
      'google.submit',
      'email.submit',
      'dialog.close',
      'register.select',
    ] as const)
      expect(s.can({ type })).toBe(false)
    expect(s.can({ type: 'email.change', value: 'x' })).toBe(false)
    actor.send({ type: 'google.submit' })
    expect(actor.getSnapshot().matches({ open: 'submittingEmail' })).toBe(true)
    expect(google).not.toHaveBeenCalled()
  })

  it('while the Google popup is open, e-mail sign-in and closing are blocked', () => {
    const { actor, password } = start({ google: () => new Promise(() => {}) })
    fill(actor, 'pro@demo.superbullet.ai', 'superbullet-demo')
    actor.send({ type: 'google.submit' })
    const s = actor.getSnapshot()
    expect(s.hasTag('submittingGoogle')).toBe(true)
    for (const type of [
      'email.submit',
      'google.submit',
      'dialog.close',
      'register.select',
    ] as const)
      expect(s.can({ type })).toBe(false)
    actor.send({ type: 'email.submit' })
    expect(actor.getSnapshot().matches({ open: 'submittingGoogle' })).toBe(true)
    expect(password).not.toHaveBeenCalled()
  })

  it('success closes the dialog, clears the fields and goes to the dashboard', async () => {
    const login = deferred<boolean>()
    const { actor, spies } = start({ password: () => login.promise })
    fill(actor, 'pro@demo.superbullet.ai', 'superbullet-demo')
    actor.send({ type: 'email.submit' })
    expect(spies.goToDashboard).not.toHaveBeenCalled()
    login.resolve(true)
    await waitFor(actor, (s) => s.matches('closed'))
    expect(actor.getSnapshot().context).toEqual({ email: '', password: '', error: null })
    expect(spies.goToDashboard).toHaveBeenCalledTimes(1)
    expect(spies.goToDownloads).not.toHaveBeenCalled()
  })

  it('Google success goes to the dashboard too; a closed popup returns to the form quietly', async () => {
    const answers = [false, true]
    const { actor, spies } = start({ google: async () => answers.shift()! })
    actor.send({ type: 'google.submit' })
    await waitFor(actor, (s) => s.matches({ open: 'idle' }))
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(spies.goToDashboard).not.toHaveBeenCalled()
    actor.send({ type: 'google.submit' })
    await waitFor(actor, (s) => s.matches('closed'))
    expect(spies.goToDashboard).toHaveBeenCalledTimes(1)
  })

  it('a failure returns to the form with the message in the banner, fields kept', async () => {
    const { actor, spies } = start({
      password: async () => Promise.reject(new Error('Incorrect email or password.')),
    })
    fill(actor, 'pro@demo.superbullet.ai', 'wrong')
    actor.send({ type: 'email.submit' })
    await waitFor(actor, (s) => s.matches({ open: 'idle' }))
    expect(actor.getSnapshot().context).toEqual({
      email: 'pro@demo.superbullet.ai',
      password: 'wrong',
      error: 'Incorrect email or password.',
    })
    expect(spies.goToDashboard).not.toHaveBeenCalled()
    // The next attempt clears the banner.
    actor.send({ type: 'google.submit' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('"Register" closes the dialog and goes to the downloads page', () => {
    const { actor, spies } = start()
    actor.send({ type: 'register.select' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.goToDownloads).toHaveBeenCalledTimes(1)
    expect(spies.goToDashboard).not.toHaveBeenCalled()
  })

  it('closing keeps what was typed', () => {
    const { actor } = start()
    fill(actor, 'pro@demo.superbullet.ai', 'superbullet-demo')
    actor.send({ type: 'dialog.close' })
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'pro@demo.superbullet.ai',
      password: 'superbullet-demo',
    })
  })
})
