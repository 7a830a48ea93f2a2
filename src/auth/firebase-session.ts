import {
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth'
import type { AuthUser, Credentials } from '../../machines/auth.machine'
import { getFirebaseAuth } from './firebase-app'

/** Every Firebase call the auth machine needs. A dynamic import (src/auth/load-firebase.ts): at
 *  start-up for a returning signed-in user, in parallel with the first route's code; for anyone
 *  else when the sign-in dialog opens or another tab signs in. Never in the first-load bundle. */
const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
})

/** Each Firebase user's last ID token and when it expires, kept with the user object itself (a
 *  sign-in, even as the same account, makes a new one, and the token goes with the old). */
const lastTokens = new WeakMap<User, { token: string; expiresAt: number }>()
/** Firebase renews a token in its last 30 s; one with more left than this is the one it would give. */
const FRESH_FOR_MS = 60_000

async function readIdToken(user: User): Promise<string> {
  const { token, expirationTime } = await user.getIdTokenResult()
  lastTokens.set(user, { token, expiresAt: Date.parse(expirationTime) })
  return token
}

/** The signed-in user's ID token (null when Firebase has none): the last one at once while it is
 *  fresh, so a purchase request leaves in the press's own task, else the one Firebase renews. */
export function currentIdToken(): string | null | Promise<string> {
  const user = getFirebaseAuth().currentUser
  if (!user) return null
  const last = lastTokens.get(user)
  if (last && last.expiresAt - Date.now() > FRESH_FOR_MS) return last.token
  return readIdToken(user)
}

export const watchUser = (onChange: (user: AuthUser | null) => void) =>
  onAuthStateChanged(getFirebaseAuth(), (user) => onChange(user ? toAuthUser(user) : null))

export async function signInWithPassword({ email, password }: Credentials): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email, password)
  return toAuthUser(user)
}

export async function signInWithGooglePopup(
  popup: typeof import('./google-popup'),
): Promise<AuthUser> {
  const { user } = await popup.openGooglePopup(getFirebaseAuth())
  return toAuthUser(user)
}

export function signOut(): Promise<void> {
  const user = getFirebaseAuth().currentUser
  if (user) lastTokens.delete(user)
  return firebaseSignOut(getFirebaseAuth())
}
