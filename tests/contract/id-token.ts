import { UnsecuredJWT } from 'jose'
import { DEFAULT_PROJECT_ID } from '../../contract/auth'

/** An ID token as the Auth emulator issues it (unsigned, alg none), for `uid`; `overrides` break one claim. */
export function emulatorIdToken(
  uid: string,
  overrides: { issuer?: string; audience?: string; expiresIn?: string | number } = {},
): string {
  return new UnsecuredJWT({ user_id: uid })
    .setSubject(uid)
    .setIssuer(overrides.issuer ?? `https://securetoken.google.com/${DEFAULT_PROJECT_ID}`)
    .setAudience(overrides.audience ?? DEFAULT_PROJECT_ID)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .encode()
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
