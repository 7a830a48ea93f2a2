import { onAuthStateChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth'
import type { AuthUser, Credentials } from '../../machines/auth.machine'
import { setIdTokenGetter } from '../api/session'
import { getFirebaseAuth } from './firebase-app'

/** Every Firebase call the auth machine needs. A dynamic import (src/auth/load-firebase.ts): at
 *  start-up for a returning signed-in user, in parallel with the first route's code; for anyone
 *  else once the page has settled or the sign-in dialog opens. Never in the first-load bundle. */
const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, displayName: user.displayName })

// Every API call of a signed-in user carries its ID token; getIdToken() refreshes one close to expiry.
setIdTokenGetter(async () => (await getFirebaseAuth().currentUser?.getIdToken()) ?? null)

export const watchUser = (onChange: (user: AuthUser | null) => void) =>
  onAuthStateChanged(getFirebaseAuth(), (user) => onChange(user ? toAuthUser(user) : null))

export async function signInWithPassword({ email, password }: Credentials): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email, password)
  return toAuthUser(user)
}

export async function signInWithGooglePopup(popup: typeof import('./google-popup')): Promise<AuthUser> {
  const { user } = await popup.openGooglePopup(getFirebaseAuth())
  return toAuthUser(user)
}

export const signOut = () => firebaseSignOut(getFirebaseAuth())
