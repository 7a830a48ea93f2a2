type Session = typeof import('./firebase-session')
type GooglePopup = typeof import('./google-popup')

// Firebase Auth and the Google popup are dynamic imports: neither is in a page's first load.
let session: Session | undefined
let googlePopup: GooglePopup | undefined

export const loadSession = async (): Promise<Session> =>
  (session ??= await import('./firebase-session'))
export const loadGooglePopup = async (): Promise<GooglePopup> =>
  (googlePopup ??= await import('./google-popup'))

/** The modules once loaded, without waiting: the Google popup must open in the click, before any await. */
export const loadedSession = (): Session | undefined => session
export const loadedGooglePopup = (): GooglePopup | undefined => googlePopup

/** Fetch Firebase Auth and the popup code ahead of the click (the sign-in dialog calls this when
 *  it opens): a password sign-in then does not wait for a download, and the Google popup opens
 *  inside the click, before any await (Safari blocks it otherwise). */
export async function preloadSignIn(): Promise<void> {
  await Promise.all([loadSession(), loadGooglePopup()])
}
