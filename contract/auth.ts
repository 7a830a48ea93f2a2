/**
 * The contract server's check of the Firebase ID token on every call of a signed-in user's route
 * (issue 17; the backend's contract in docs/contract-server.md): 401 without a valid token, 403
 * when the uid the call names (path, query or body) is not the token's.
 *
 * jose rather than firebase-admin: claims checks are all the contract server needs, in one small
 * dev dependency. The Auth emulator issues unsigned tokens (`alg: none`, empty signature), so
 * that is the only kind accepted here; a production backend verifies RS256 signatures against
 * Google's keys for securetoken@system.gserviceaccount.com (e.g. firebase-admin's verifyIdToken).
 */
import { HttpResponse } from 'msw'
import { UnsecuredJWT } from 'jose'

export const DEFAULT_PROJECT_ID = 'demo-superbullet'

/** The routes that act for one user; the others (health, checkout config, provider test, sandbox) are public. */
const USER_ROUTES = [/^\/api\/purchase$/, /^\/api\/user\/[^/]+\//, /^\/api\/invoice\/[^/]+\/download$/, /^\/api\/subscription\/[^/]+\/(cancel|reactivate)$/]

export const isUserRoute = (path: string) => USER_ROUTES.some((route) => route.test(path))

/** The uid an emulator ID token was issued to, or undefined if it is missing, malformed, expired or for another project. */
export function verifiedUid(authorization: string | null, projectId: string): string | undefined {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) return undefined
  try {
    const { payload } = UnsecuredJWT.decode(token, {
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : undefined
  } catch {
    return undefined
  }
}

/** The uids a call names: the path's `/api/user/{uid}/`, `?user_id=`, the body's `firebaseUserId` or `userData.userId`. */
export function namedUids(url: URL, body: unknown): string[] {
  const uids: string[] = []
  const inPath = /^\/api\/user\/([^/]+)\//.exec(url.pathname)?.[1]
  if (inPath !== undefined) uids.push(decodeURIComponent(inPath))
  const inQuery = url.searchParams.get('user_id')
  if (inQuery !== null) uids.push(inQuery)
  if (typeof body === 'object' && body !== null) {
    const { firebaseUserId, userData } = body as { firebaseUserId?: unknown; userData?: { userId?: unknown } }
    if (typeof firebaseUserId === 'string') uids.push(firebaseUserId)
    if (typeof userData === 'object' && userData !== null && typeof userData.userId === 'string') uids.push(userData.userId)
  }
  return uids
}

/** Why a user route's call is refused: 'unauthenticated' (401), 'forbidden' (403), or undefined to serve it. */
export function refusal(request: Request, body: unknown, projectId: string): 'unauthenticated' | 'forbidden' | undefined {
  const url = new URL(request.url)
  if (!isUserRoute(url.pathname)) return undefined
  const uid = verifiedUid(request.headers.get('authorization'), projectId)
  if (uid === undefined) return 'unauthenticated'
  return namedUids(url, body).every((named) => named === uid) ? undefined : 'forbidden'
}

export const refusalResponse = (why: 'unauthenticated' | 'forbidden') =>
  why === 'unauthenticated'
    ? HttpResponse.json({ error: 'Missing or invalid ID token' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } })
    : HttpResponse.json({ error: 'The token does not belong to this user' }, { status: 403 })
