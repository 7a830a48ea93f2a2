/**
 * The signed-in user's credentials for the API client, injected by the auth layer so that
 * src/api never imports Firebase: a getter for the current ID token (null when signed out) and
 * what to do when the backend refuses it (open the sign-in dialog).
 */
/** The current ID token: at once when the auth layer holds a fresh one, else once it has one. */
type TokenGetter = () => string | null | Promise<string | null>

let getToken: TokenGetter = () => null
const expiredListeners = new Set<() => void>()

/** The auth layer sets where ID tokens come from (Firebase, which renews a token close to expiry). */
export function setIdTokenGetter(getter: TokenGetter): void {
  getToken = getter
}

/** Calls `listener` whenever a signed-in call is answered 401; returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener)
  return () => expiredListeners.delete(listener)
}

export function sessionExpired(): void {
  for (const listener of expiredListeners) listener()
}

/**
 * The current ID token (null when signed out). A token the auth layer holds comes back at once:
 * a call that awaits nothing before ky sends it leaves before React renders the press that made
 * it (a render queued behind the await would run first).
 */
export const currentIdToken: TokenGetter = () => getToken()
