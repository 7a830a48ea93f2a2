import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
} from 'firebase/auth'

/** Loaded on demand: the popup resolver is most of the weight of Firebase Auth. */
export function openGooglePopup(auth: Auth) {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
}
