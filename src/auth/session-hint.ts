/**
 * Whether this browser had a signed-in user when the app last heard from Firebase. Only a flag,
 * never a token or an identity: it lets a visitor's page start without waiting for Firebase Auth
 * (31 kB gzip), which then loads once the page has settled. Storage may be unavailable (blocked
 * cookies, some private modes): then there is no hint and Firebase still decides, just later.
 * The key is also read by every page's inline preload script (scripts/signed-in-preload.ts).
 */
export const SESSION_HINT_KEY = 'superbullet.signedIn'

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1')
    else localStorage.removeItem(SESSION_HINT_KEY)
  } catch {
    // No storage: the next visit starts without a hint, which is only slower for a signed-in user.
  }
}
