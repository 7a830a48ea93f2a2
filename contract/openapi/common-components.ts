/**
 * The OpenAPI document's components besides the schemas: the ID token scheme, a purchase's
 * Idempotency-Key, the CORS headers, and the 401 and 403 answers every signed-in call shares.
 */
import { CORS_HEADERS, json } from './call'

/** A function, not a constant: each document gets objects of its own, which its reader may change. */
export const commonComponents = () => ({
  securitySchemes: {
    firebaseIdToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        "The user's Firebase ID token (RS256, issuer https://securetoken.google.com/<project id>, audience <project id>; verify it like firebase-admin's verifyIdToken, never accept `alg: none` outside the emulator). Its `sub` is the uid every uid in the path, query or body must equal. 401 for a token that is unsigned (`alg: none`, outside the Auth emulator's demo- project), badly signed, for another audience (project), from another issuer, or past its expiry.",
    },
  },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'One UUID per purchase intent, the same on every retry of it: the same key and body answer the first checkout again; the same key with another body is refused (409 or 422).',
      schema: { type: 'string', format: 'uuid' },
    },
  },
  headers: {
    AccessControlAllowOrigin: {
      description: "The site's origin, echoed for the site's origins only.",
      schema: { type: 'string' },
      example: 'https://superbullet.ai',
    },
    Vary: {
      description: 'Origin, when the answer depends on it.',
      schema: { type: 'string' },
      example: 'Origin',
    },
  },
  responses: {
    Unauthenticated: {
      description:
        "No valid ID token. The site says 'Your session has expired. Please sign in again.' and opens the sign-in dialog.",
      headers: {
        ...CORS_HEADERS,
        'WWW-Authenticate': { schema: { type: 'string' }, example: 'Bearer' },
      },
      content: json('ErrorBody', { error: 'Missing or invalid ID token' }),
    },
    Forbidden: {
      description:
        "A uid the call names (path, query or body) is not the token's: nothing is read or changed.",
      headers: CORS_HEADERS,
      content: json('ErrorBody', { error: 'The token does not belong to this user' }),
    },
  },
})
