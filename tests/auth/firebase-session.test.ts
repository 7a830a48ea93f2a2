import { beforeEach, describe, expect, it, vi } from 'vitest'

const firebase = vi.hoisted(() => ({
  currentUser: null as null | {
    uid: string
    getIdTokenResult: () => Promise<{ token: string; expirationTime: string }>
  },
}))
vi.mock('../../src/auth/firebase-app', () => ({
  getFirebaseAuth: () => ({ currentUser: firebase.currentUser }),
}))
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}))

const { currentIdToken, signOut } = await import('../../src/auth/firebase-session')

/** A signed-in user whose next token expires `expiresInMs` from now. */
function user(uid: string, expiresInMs = 3_600_000) {
  let n = 0
  const getIdTokenResult = vi.fn(async () => ({
    token: `${uid}-token-${++n}`,
    expirationTime: new Date(Date.now() + expiresInMs).toUTCString(),
  }))
  firebase.currentUser = { uid, getIdTokenResult }
  return getIdTokenResult
}

describe('the ID token a signed-in call carries', () => {
  beforeEach(async () => {
    await signOut()
  })

  it('is null when no one is signed in', () => {
    firebase.currentUser = null
    expect(currentIdToken()).toBeNull()
  })

  it('is read from Firebase once, then answered at once while it has more than a minute left', async () => {
    const read = user('u1')
    await expect(currentIdToken()).resolves.toBe('u1-token-1')
    expect(currentIdToken()).toBe('u1-token-1')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('is read again when the last one has a minute or less left, or was read before another sign-in (even as the same account), or after sign-out', async () => {
    const closeToExpiry = user('u1', 60_000)
    await expect(currentIdToken()).resolves.toBe('u1-token-1')
    await expect(currentIdToken()).resolves.toBe('u1-token-2')
    expect(closeToExpiry).toHaveBeenCalledTimes(2)

    user('u2')
    await expect(currentIdToken()).resolves.toBe('u2-token-1')
    expect(currentIdToken()).toBe('u2-token-1')

    // Signed in again as the same account (after the backend refused the last token): Firebase's new user, a new token.
    const signedInAgain = user('u2')
    await expect(currentIdToken()).resolves.toBe('u2-token-1')
    expect(signedInAgain).toHaveBeenCalledTimes(1)

    await signOut()
    const again = user('u2')
    await expect(currentIdToken()).resolves.toBe('u2-token-1')
    expect(again).toHaveBeenCalledTimes(1)
  })
})
