/**
 * Whether this browser had a signed-in user when the app last heard from Firebase. Only a flag,
 * never a token or an identity: it lets a visitor's page start without Firebase Auth (31 kB gzip,
 * and a poll of its IndexedDB store every 800 ms once started). Storage may be unavailable
 * (blocked cookies, some private modes): then there is no hint and Firebase decides, later.
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

/** Whether the hint can be kept: without storage, its absence says nothing about a session. */
export function canRememberSession(): boolean {
  try {
    localStorage.setItem(SESSION_HINT_KEY + '.probe', '1')
    localStorage.removeItem(SESSION_HINT_KEY + '.probe')
    return true
  } catch {
    return false
  }
}

/** Calls `callback` when another tab of the site stores the hint (a sign-in there). Returns a
 *  function that stops listening. */
export function onSignedInElsewhere(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === '1') callback()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
