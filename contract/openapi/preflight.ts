/** A call's CORS preflight in the OpenAPI document: what the browser asks before a cross-origin call. */
import type { Call, Json } from './call'

/** The request headers a preflight must allow: JSON bodies, the ID token, a purchase's key. */
export const PREFLIGHT_HEADERS = ['Content-Type', 'Authorization', 'Idempotency-Key'] as const

export const preflight = (call: Call): Json => ({
  operationId: `${call.operationId}Preflight`,
  summary: 'CORS preflight',
  description: `The browser asks before a cross-origin call: for the site's origins it must allow ${call.method.toUpperCase()} and the headers ${PREFLIGHT_HEADERS.join(', ')}.`,
  tags: [call.tag],
  security: [],
  parameters: [
    {
      name: 'Origin',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      example: 'https://superbullet.ai',
    },
    {
      name: 'Access-Control-Request-Method',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      example: call.method.toUpperCase(),
    },
    {
      name: 'Access-Control-Request-Headers',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      example: 'authorization, content-type, idempotency-key',
    },
  ],
  responses: {
    '204': {
      description: 'Allowed (any 2xx will do).',
      headers: {
        'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
        'Access-Control-Allow-Methods': {
          required: true,
          schema: { type: 'string' },
          example: 'GET, POST, OPTIONS',
        },
        'Access-Control-Allow-Headers': {
          required: true,
          description: `Must name ${PREFLIGHT_HEADERS.join(', ')}.`,
          schema: { type: 'string' },
          example: PREFLIGHT_HEADERS.join(', '),
        },
        'Access-Control-Max-Age': { schema: { type: 'string' }, example: '600' },
      },
    },
    '403': {
      description:
        "An origin that is not the site's may be refused (or answered without CORS headers).",
    },
  },
})
