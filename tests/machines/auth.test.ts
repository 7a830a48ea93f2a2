// The auth machine with fake actors, and the real actors (src/auth/auth.actors.ts) over a faked
// Firebase session; auth.errors.test.ts covers the texts of Firebase's errors.
import { createActor, waitFor } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../support/deferred'
import type { AuthUser } from '../../machines/auth.machine'
import { authLogic } from '../../src/auth/auth.actors'
import { AuthError } from '../../src/auth/auth-errors'
import type { AuthActor } from '../../src/auth/auth-service'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'
import {
  createAuthService,
  fakeMachine,
  firebaseError,
  pro,
  stopAuthServices,
} from './auth.helpers'

// The Firebase calls behind the real actors (src/auth/auth.actors.ts), faked per test.
const session = vi.hoisted(() => ({
  watchUser: vi.fn<(onChange: (user: AuthUser | null) => void) => () => void>(),
  signInWithPassword: vi.fn<(c: { email: string; password: string }) => Promise<AuthUser>>(),
  signInWithGooglePopup: vi.fn<(popup: unknown) => Promise<AuthUser>>(),
  signOut: vi.fn<() => Promise<void>>(),
}))
vi.mock('../../src/auth/firebase-session', () => session)
vi.mock('../../src/auth/google-popup', () => ({ openGooglePopup: vi.fn() }))

describe('auth machine', () => {
  it('starts loading, then follows the identity provider’s first report', async () => {
    const actor = createActor(fakeMachine({ user: pro }))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    actor.start()
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context.user).toEqual(pro)
  })

  it('login clears the previous error and is busy until it settles', async () => {
    const attempts = [deferred<AuthUser>(), deferred<AuthUser>()]
    let n = 0
    const actor = createActor(fakeMachine({ password: () => attempts[n++]!.promise })).start()
    actor.send({ type: 'auth.login', email: pro.email!, password: 'wrong' })
    attempts[0]!.reject(new AuthError('Incorrect email or password.'))
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.error).toBe('Incorrect email or password.')

    actor.send({ type: 'auth.login', email: pro.email!, password: 'superbullet-demo' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().matches({ signingIn: 'withPassword' })).toBe(true)
    attempts[1]!.resolve(pro)
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })

  it('passes the credentials to the sign-in actor', async () => {
    const password = vi.fn(async () => pro)
    const service = createAuthService(fakeMachine({ password }))
    await service.login('pro@demo.superbullet.ai', 'superbullet-demo')
    expect(password).toHaveBeenCalledWith({
      email: 'pro@demo.superbullet.ai',
      password: 'superbullet-demo',
    })
  })

  it('a failed login stores the message, and the caller of login() sees the rejection', async () => {
    const service = createAuthService(
      fakeMachine({
        password: async () => Promise.reject(new AuthError('Incorrect email or password.')),
      }),
    )
    const attempt = service.login(pro.email!, 'wrong')
    await expect(attempt).rejects.toThrow(AuthError)
    await expect(attempt).rejects.toThrow('Incorrect email or password.')
    expect(service.actor.getSnapshot().value).toBe('signedOut')
    expect(service.actor.getSnapshot().context.error).toBe('Incorrect email or password.')
  })

  it('a successful login resolves true', async () => {
    const service = createAuthService(fakeMachine())
    await expect(service.login(pro.email!, 'superbullet-demo')).resolves.toBe(true)
    expect(service.actor.getSnapshot().context.user).toEqual(pro)
  })

  it('a Google popup closed by the user is a quiet cancel: no error, resolves false', async () => {
    const service = createAuthService(fakeMachine({ google: async () => null }))
    await expect(service.loginWithGoogle()).resolves.toBe(false)
    expect(service.actor.getSnapshot().value).toBe('signedOut')
    expect(service.actor.getSnapshot().context.error).toBeNull()
  })

  it('a failed Google sign-in stores the message and rejects', async () => {
    const message =
      'Your browser blocked the sign-in popup. Allow popups for this site and try again.'
    const service = createAuthService(
      fakeMachine({ google: async () => Promise.reject(new AuthError(message)) }),
    )
    await expect(service.loginWithGoogle()).rejects.toThrow(message)
    expect(service.actor.getSnapshot().context.error).toBe(message)
  })

  it('sign-out is busy, stays signed in until it settles, then signs out', async () => {
    const out = deferred<void>()
    const service = createAuthService(fakeMachine({ user: pro, signOut: () => out.promise }))
    const done = service.logout()
    expect(service.actor.getSnapshot().value).toBe('signingOut')
    expect(service.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(service.actor.getSnapshot().hasTag('signedIn')).toBe(true)
    out.resolve()
    await expect(done).resolves.toBe(false)
    expect(service.actor.getSnapshot().value).toBe('signedOut')
    expect(service.actor.getSnapshot().context.user).toBeNull()
  })

  it('a failed sign-out keeps the user signed in, stores the message and rethrows; sign-out clears the error first', async () => {
    const signOut = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new AuthError('Network error. Check your connection and try again.'))
    const hold = deferred<void>()
    signOut.mockImplementationOnce(() => hold.promise)
    const service = createAuthService(fakeMachine({ user: pro, signOut }))
    await expect(service.logout()).rejects.toThrow(
      'Network error. Check your connection and try again.',
    )
    expect(service.actor.getSnapshot().value).toBe('signedIn')
    expect(service.actor.getSnapshot().context.user).toEqual(pro)
    expect(service.actor.getSnapshot().context.error).toBe(
      'Network error. Check your connection and try again.',
    )

    service.actor.send({ type: 'auth.logout' })
    expect(service.actor.getSnapshot().context.error).toBeNull()
    hold.resolve()
    await waitFor(service.actor, (s) => s.matches('signedOut'))
  })

  it('a user reported while signed out signs in; null while signed in signs out', () => {
    const actor = createActor(fakeMachine()).start()
    actor.send({ type: 'auth.changed', user: pro })
    expect(actor.getSnapshot().value).toBe('signedIn')
    actor.send({ type: 'auth.changed', user: { ...pro, displayName: 'Renamed' } })
    expect(actor.getSnapshot().context.user?.displayName).toBe('Renamed')
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.user).toBeNull()
  })
})

const HINT = SESSION_HINT_KEY

describe('Firebase actors (src/auth/auth.actors.ts)', () => {
  afterEach(stopAuthServices)
  beforeEach(() => {
    localStorage.clear()
    session.watchUser.mockReset().mockImplementation((onChange) => (onChange(null), () => {}))
    session.signInWithPassword.mockReset()
    session.signInWithGooglePopup.mockReset()
    session.signOut.mockReset()
  })

  type Report = (user: AuthUser | null) => void
  /** Firebase's watcher, held: the returned function reports a user to the page watching. */
  const firebaseReports = (): Report => {
    let report!: Report
    session.watchUser.mockImplementation((onChange) => ((report = onChange), () => {}))
    return (user) => report(user)
  }
  /** Firebase is watched once; the page follows its reports, and a sign-out drops the hint. */
  const expectFollowsFirebase = async ({ actor }: { actor: AuthActor }, report: Report) => {
    await vi.waitFor(() => expect(session.watchUser).toHaveBeenCalledTimes(1))
    report(pro)
    expect(actor.getSnapshot().value).toBe('signedIn')
    report(null)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(localStorage.getItem(HINT)).toBeNull()
  }

  const signedOutService = async () => {
    const service = createAuthService(authLogic)
    await waitFor(service.actor, (s) => s.matches('signedOut'))
    return service
  }

  it('a popup closed by the user is a quiet cancel, not an error', async () => {
    session.signInWithGooglePopup.mockRejectedValue(firebaseError('auth/popup-closed-by-user'))
    const service = await signedOutService()
    await expect(service.loginWithGoogle()).resolves.toBe(false)
    expect(service.actor.getSnapshot().context.error).toBeNull()
  })

  it('Firebase errors reach the machine as readable text', async () => {
    session.signInWithPassword.mockRejectedValue(firebaseError('auth/invalid-credential'))
    const service = await signedOutService()
    await expect(service.login(pro.email!, 'wrong')).rejects.toThrow('Incorrect email or password.')
    expect(service.actor.getSnapshot().context.error).toBe('Incorrect email or password.')
  })

  it('a visitor starts signed out and leaves Firebase unloaded, settled or not, until another tab signs in', async () => {
    vi.useFakeTimers()
    try {
      session.watchUser.mockImplementation((onChange) => (onChange(pro), () => {}))
      const service = createAuthService(authLogic)
      expect(service.actor.getSnapshot().value).toBe('signedOut')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(session.watchUser).not.toHaveBeenCalled()
      // Another tab's sign-in stores the hint; this tab hears it as a storage event.
      localStorage.setItem(HINT, '1')
      window.dispatchEvent(new StorageEvent('storage', { key: HINT, newValue: '1' }))
      await vi.waitFor(() => expect(service.actor.getSnapshot().value).toBe('signedIn'))
      expect(service.actor.getSnapshot().context.user).toEqual(pro)
      expect(session.watchUser).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a sign-in on a visitor’s page has Firebase watch from then on: a sign-out elsewhere signs the page out', async () => {
    const report = firebaseReports()
    session.signInWithPassword.mockResolvedValue(pro)
    const service = await signedOutService()
    expect(session.watchUser).not.toHaveBeenCalled()
    await expect(service.login(pro.email!, 'pw')).resolves.toBe(true)
    await expectFollowsFirebase(service, report)
  })

  it('without storage no hint can tell: Firebase is asked once the page has settled, and may find a session', async () => {
    vi.useFakeTimers()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    try {
      session.watchUser.mockImplementation((onChange) => (onChange(pro), () => {}))
      const service = createAuthService(authLogic)
      expect(service.actor.getSnapshot().value).toBe('signedOut')
      await vi.advanceTimersByTimeAsync(999)
      expect(session.watchUser).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1000)
      await vi.waitFor(() => expect(service.actor.getSnapshot().value).toBe('signedIn'))
      expect(service.actor.getSnapshot().context.user).toEqual(pro)
    } finally {
      setItem.mockRestore()
      vi.useRealTimers()
    }
  })

  it('a returning signed-in user waits for Firebase before leaving loading; a later sign-out elsewhere drops the hint', async () => {
    localStorage.setItem(HINT, '1')
    const report = firebaseReports()
    const service = createAuthService(authLogic)
    expect(service.actor.getSnapshot().value).toBe('loading')
    await expectFollowsFirebase(service, report)
  })

  it('a password sign-in stores the hint and a sign-out removes it', async () => {
    session.signInWithPassword.mockResolvedValue(pro)
    session.signOut.mockResolvedValue()
    const service = await signedOutService()
    // Firebase, watched from the sign-in on, reports the user it signed in.
    session.watchUser.mockImplementation((onChange) => (onChange(pro), () => {}))
    await expect(service.login(pro.email!, 'pw')).resolves.toBe(true)
    expect(localStorage.getItem(HINT)).toBe('1')
    await expect(service.logout()).resolves.toBe(false)
    expect(localStorage.getItem(HINT)).toBeNull()
  })

  it('a failed sign-in leaves no hint', async () => {
    session.signInWithPassword.mockRejectedValue(firebaseError('auth/invalid-credential'))
    const service = await signedOutService()
    await expect(service.login(pro.email!, 'wrong')).rejects.toThrow()
    expect(localStorage.getItem(HINT)).toBeNull()
  })

  it('when Firebase’s code does not load, a returning user’s page goes on signed out and keeps the hint for next time', async () => {
    vi.resetModules()
    vi.doMock('../../src/auth/firebase-session', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    try {
      const { authLogic: unloadable } = await import('../../src/auth/auth.actors')
      localStorage.setItem(HINT, '1')
      const service = createAuthService(unloadable)
      await waitFor(service.actor, (s) => s.matches('signedOut'))
      expect(localStorage.getItem(HINT)).toBe('1')
    } finally {
      vi.doMock('../../src/auth/firebase-session', () => session)
    }
  })

  it('a failed sign-out rethrows the readable message', async () => {
    localStorage.setItem(HINT, '1')
    session.watchUser.mockImplementation((onChange) => (onChange(pro), () => {}))
    session.signOut.mockRejectedValue(firebaseError('auth/network-request-failed'))
    const service = createAuthService(authLogic)
    await waitFor(service.actor, (s) => s.matches('signedIn'))
    await expect(service.logout()).rejects.toThrow(
      'Network error. Check your connection and try again.',
    )
    expect(service.actor.getSnapshot().value).toBe('signedIn')
  })
})
