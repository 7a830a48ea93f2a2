import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth'
import { env } from '../config'

let auth: Auth | undefined

/** The one Auth instance. No popup resolver here: Google sign-in loads it on demand. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
  })
  // localStorage first: Firebase polls its IndexedDB store every 800 ms for as long as the page is
  // open (25-40 ms of main thread per poll on a 4x-slowed CPU), where localStorage changes arrive as
  // storage events. IndexedDB stays second so that a session stored there is found and moved over.
  auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] })
  if (env.VITE_FIREBASE_AUTH_EMULATOR_HOST) {
    connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`, {
      disableWarnings: true,
    })
  }
  return auth
}
