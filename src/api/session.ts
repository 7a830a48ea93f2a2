/**
 * The signed-in user's credentials for the API client, injected by the auth layer so that
 * src/api never imports Firebase: a getter for the current ID token (null when signed out) and
 * what to do when the backend refuses it (open the sign-in dialog).
 */
import type { KyRequest } from 'ky'

type TokenGetter = () => Promise<string | null>

let getToken: TokenGetter = () => Promise.resolve(null)
const expiredListeners = new Set<() => void>()

/** The auth layer sets where ID tokens come from (Firebase's getIdToken, which refreshes a token close to expiry). */
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

/** ky beforeRequest hook: `Authorization: Bearer <ID token>` on every call of a signed-in user. */
export async function authorize(request: KyRequest): Promise<void> {
  const token = await getToken()
  if (token) request.headers.set('Authorization', `Bearer ${token}`)
}
