/**
 * The ID tokens a backend must refuse (401), made from the test account's own token: its claims
 * with a made-up signature, unsigned (`alg: none`) with the right claims, and unsigned with one
 * claim wrong (audience, issuer, expiry). Against the Auth emulator's `demo-` project every token
 * is unsigned, so there the claims decide and the unsigned-with-right-claims row is skipped. A
 * token signed by Google for another Firebase project comes from CONTRACT_OTHER_PROJECT_TOKEN.
 */

export interface BadToken {
  name: string
  token?: string
  /** Why the token's rows are skipped, printed in the table. */
  skipped?: string
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function decoded(token: string, index: 0 | 1): Record<string, unknown> {
  try {
    const value = JSON.parse(
      Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'),
    ) as unknown
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** True for a token whose header says `alg: none` (the Auth emulator's). */
export const isUnsigned = (token: string) => decoded(token, 0).alg === 'none'

/** An unsigned token (`alg: none`, empty signature) carrying `claims`. */
export const unsignedToken = (claims: Record<string, unknown>) =>
  `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`

/** The test account's token with its payload kept and a made-up RS256 signature. */
export function forgedToken(token: string): string {
  const [, payload = ''] = token.split('.')
  const header = part({ alg: 'RS256', kid: 'conformance-forged', typ: 'JWT' })
  return `${header}.${payload}.${Buffer.from('forged signature').toString('base64url')}`
}

export const OTHER_PROJECT = 'conformance-other-project'

export function badTokens(token: string, otherProjectToken?: string, now = Date.now()): BadToken[] {
  const claims = decoded(token, 1)
  const seconds = Math.floor(now / 1000)
  const fresh = { ...claims, iat: seconds - 60, auth_time: seconds - 60, exp: seconds + 3600 }
  return [
    { name: 'a forged signature', token: forgedToken(token) },
    isUnsigned(token)
      ? {
          name: 'an unsigned token with the right claims',
          skipped:
            "the test account's own token is unsigned (an Auth emulator demo- project): there the claims decide, as the rows below check",
        }
      : { name: 'an unsigned token with the right claims', token: unsignedToken(fresh) },
    {
      name: 'a token for another audience (project)',
      token: unsignedToken({ ...fresh, aud: OTHER_PROJECT }),
    },
    {
      name: 'a token from another issuer',
      token: unsignedToken({ ...fresh, iss: `https://securetoken.google.com/${OTHER_PROJECT}` }),
    },
    {
      name: 'an expired token',
      token: unsignedToken({
        ...fresh,
        iat: seconds - 7200,
        auth_time: seconds - 7200,
        exp: seconds - 3600,
      }),
    },
    otherProjectToken
      ? { name: 'a signed token of another project', token: otherProjectToken }
      : {
          name: 'a signed token of another project',
          skipped:
            'no CONTRACT_OTHER_PROJECT_TOKEN given (an ID token of the same uid signed for another Firebase project)',
        },
  ]
}
