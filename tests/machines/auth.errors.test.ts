// The readable text of Firebase's sign-in errors and which of them are a quiet cancel
// (src/auth/auth-errors.ts); auth.test.ts covers the auth machine and its Firebase actors.
import { describe, expect, it } from 'vitest'
import { AuthError, authErrorMessage, isQuietCancel } from '../../src/auth/auth-errors'
import { firebaseError } from './auth.helpers'

describe('auth errors (src/auth/auth-errors.ts)', () => {
  it.each([
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/invalid-login-credentials', 'Incorrect email or password.'],
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/user-not-found', 'Incorrect email or password.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/user-disabled', 'This account has been disabled. Contact support for help.'],
    [
      'auth/too-many-requests',
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ],
    [
      'auth/popup-blocked',
      'Your browser blocked the sign-in popup. Allow popups for this site and try again.',
    ],
    ['auth/network-request-failed', 'Network error. Check your connection and try again.'],
    [
      'auth/account-exists-with-different-credential',
      'An account already exists with this email. Sign in with email and password instead.',
    ],
  ])('%s reads "%s"', (code, text) => {
    expect(authErrorMessage(firebaseError(code))).toBe(text)
  })

  it('an unknown code keeps Firebase’s text without the prefix and the code', () => {
    expect(
      authErrorMessage(
        firebaseError(
          'auth/quota-exceeded',
          'Firebase: Quota exceeded for this project (auth/quota-exceeded).',
        ),
      ),
    ).toBe('Quota exceeded for this project')
  })

  it('a plain error or value keeps its text; an empty one gets a generic message', () => {
    expect(authErrorMessage(new Error('Something broke'))).toBe('Something broke')
    expect(authErrorMessage('offline')).toBe('offline')
    expect(authErrorMessage(new Error(''))).toBe('Sign-in failed. Please try again.')
    expect(
      authErrorMessage(firebaseError('auth/internal-error', 'Firebase: (auth/internal-error).')),
    ).toBe('Sign-in failed. Please try again.')
  })

  it('popup closed, cancelled or replaced by the user is a quiet cancel; other errors are not', () => {
    expect(isQuietCancel(firebaseError('auth/popup-closed-by-user'))).toBe(true)
    expect(isQuietCancel(firebaseError('auth/cancelled-popup-request'))).toBe(true)
    expect(isQuietCancel(firebaseError('auth/user-cancelled'))).toBe(true)
    expect(isQuietCancel(firebaseError('auth/popup-blocked'))).toBe(false)
    expect(isQuietCancel(new Error('auth/popup-closed-by-user'))).toBe(false)
    expect(isQuietCancel(null)).toBe(false)
  })

  it('AuthError is an Error named AuthError', () => {
    const error = new AuthError('Incorrect email or password.')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('AuthError')
  })
})
