/**
 * The contract server's check of the Firebase ID token, run by the router on every call of a
 * route that acts for a user (docs/contract-server.md): 401 without a valid token, 403 when a uid
 * the call names (path, query or body) is not the token's.
 *
 * jose rather than firebase-admin: claims checks are all the contract server needs, in one small
 * dev dependency. The Auth emulator issues unsigned tokens (`alg: none`, empty signature), and only
 * for `demo-` projects, so unsigned tokens are accepted for a `demo-` project id and for nothing
 * else; a production backend verifies RS256 signatures against Google's keys for
 * securetoken@system.gserviceaccount.com (e.g. firebase-admin's verifyIdToken).
 */
import { HttpResponse } from 'msw'
import { UnsecuredJWT } from 'jose'
import type { Guard } from '../src/mocks/handlers'

export const DEFAULT_PROJECT_ID = 'demo-superbullet'

/** The Auth emulator's project ids: the only ones whose unsigned tokens mean anything. */
export const isDemoProject = (projectId: string) => /^demo-[a-z0-9-]+$/.test(projectId)

/** The claims checks of an ID token; each can be switched off, to show that the conformance suite notices. */
export type TokenCheck = 'token-audience' | 'token-issuer' | 'token-expiry'

/** The uid an emulator ID token was issued to, or undefined if it is missing, malformed, expired, for another project or not a demo project's. */
export function verifiedUid(
  authorization: string | null,
  projectId: string,
  switchedOff: ReadonlySet<TokenCheck | string> = new Set(),
): string | undefined {
  if (!isDemoProject(projectId)) return undefined
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) return undefined
  try {
    const { payload } = UnsecuredJWT.decode(token, {
      ...(switchedOff.has('token-issuer')
        ? {}
        : { issuer: `https://securetoken.google.com/${projectId}` }),
      ...(switchedOff.has('token-audience') ? {} : { audience: projectId }),
      // A clock at the epoch: no token has expired yet.
      ...(switchedOff.has('token-expiry') ? { currentDate: new Date(0) } : {}),
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : undefined
  } catch {
    return undefined
  }
}

export const unauthenticated = () =>
  HttpResponse.json(
    { error: 'Missing or invalid ID token' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
  )
export const forbidden = () =>
  HttpResponse.json({ error: 'The token does not belong to this user' }, { status: 403 })

/** The guard of a user's route: the token's uid must be every uid the call names; `onUnauthenticated` counts the 401s. */
export function tokenGuard(
  projectId: string,
  onUnauthenticated: () => void,
  switchedOff: ReadonlySet<TokenCheck | string> = new Set(),
): Guard {
  return (request, namedUids) => {
    const uid = verifiedUid(request.headers.get('authorization'), projectId, switchedOff)
    if (uid === undefined) {
      onUnauthenticated()
      return unauthenticated()
    }
    return namedUids.every((named) => named === uid) ? undefined : forbidden()
  }
}
