/**
 * The backend contract as an OpenAPI 3.1 document: the ten calls the site makes (spec:
 * site-shell-pricing-purchase.md §7), their bodies from the site's own valibot schemas, the
 * Bearer ID token, a purchase's Idempotency-Key, the CORS headers a browser needs, and the
 * failures with the texts the site shows for them (§8). `npm run openapi` writes it to
 * contract/openapi.json.
 */
import {
  RESOURCE_NAMES,
  SUBSCRIPTION_ACTIVE_ERROR_TYPE,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_ERROR_TYPE,
  USER_NOT_FOUND_MESSAGE,
  backendError,
  failedToCancelSubscription,
  failedToGet,
  failedToReactivateSubscription,
  type FailureStatus,
} from '../../src/domain/error-messages'
import { DEFAULT_API_BASE_URL, MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import { SUBSCRIPTION_ACTIVE_MESSAGE } from '../../src/mocks/purchase-rules'
import { componentRef, schemaComponents, type SchemaName } from './components'

/** What the catalogue texts print in place of the HTTP status. */
const STATUS = '{status}' as unknown as FailureStatus

/** The request headers a preflight must allow: JSON bodies, the ID token, a purchase's key. */
export const PREFLIGHT_HEADERS = ['Content-Type', 'Authorization', 'Idempotency-Key'] as const

type Json = Record<string, unknown>

const json = (schema: SchemaName, example?: unknown) => ({
  'application/json': {
    schema: componentRef(schema),
    ...(example === undefined ? {} : { example }),
  },
})
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  Vary: { $ref: '#/components/headers/Vary' },
}
const answer = (description: string, schema: SchemaName, example?: unknown) => ({
  description,
  headers: CORS_HEADERS,
  content: json(schema, example),
})
const failure = (description: string) => answer(description, 'ErrorBody')

/** The answers every signed-in call shares. */
const SIGNED_IN_FAILURES = {
  '401': { $ref: '#/components/responses/Unauthenticated' },
  '403': { $ref: '#/components/responses/Forbidden' },
}

const userId = {
  name: 'userId',
  in: 'path',
  required: true,
  description: "The signed-in user's Firebase uid: 403 when it is not the token's.",
  schema: { type: 'string', minLength: 1 },
}

interface Call {
  method: 'get' | 'post'
  path: string
  operationId: string
  summary: string
  tag: 'Purchase' | 'Account' | 'Service'
  /** What the site shows when the call fails (the error catalogue). */
  siteError: string
  signedIn: boolean
  /** Shared by the call and its preflight. */
  pathParameters?: Json[]
  parameters?: Json[]
  requestBody?: SchemaName
  requestBodyDescription?: string
  ok: Json
  failures?: Record<string, Json>
}

const CALLS: Call[] = [
  {
    method: 'post',
    path: '/api/purchase',
    operationId: 'createPurchase',
    summary: 'Start a checkout for a plan or a token top-up',
    tag: 'Purchase',
    siteError: `The server's \`error\` text, or '${backendError(STATUS)}', or 'Unable to open checkout. Please try again.' without an answer; errorType \`${USER_NOT_FOUND_ERROR_TYPE}\` opens 'Account Required' with \`error\` and \`details\`; errorType \`${SUBSCRIPTION_ACTIVE_ERROR_TYPE}\` (409) opens 'Already Have an Active Subscription'.`,
    signedIn: true,
    parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
    requestBody: 'PurchaseRequest',
    requestBodyDescription:
      "What the site sends (its own catalogue's package). The backend takes the price, name and type from its catalogue by `variant_id` and refuses a package that does not match it (422). `complete_url` and `cancel_url` must be on the site's origin (a setting of the backend), 400 otherwise: a checkout never sends the buyer anywhere else. `userData.userId` must be the token's uid (403).",
    ok: answer(
      "The checkout: `provider` equal to the embedded provider's name with an `ident` opens the embedded checkout; otherwise a `checkout_url` opens the hosted one. A repeated Idempotency-Key with the same body answers the first answer and creates nothing.",
      'PurchaseResponse',
    ),
    failures: {
      '400': answer(
        "The body is not a purchase request, or its `complete_url` or `cancel_url` is not on the site's origin.",
        'PurchaseErrorBody',
      ),
      '404': answer(
        `The buyer is not in the user database: \`errorType: '${USER_NOT_FOUND_ERROR_TYPE}'\` with \`error\` and \`details\`.`,
        'PurchaseErrorBody',
        {
          error: USER_NOT_FOUND_MESSAGE,
          errorType: USER_NOT_FOUND_ERROR_TYPE,
          details: USER_NOT_FOUND_DETAILS,
        },
      ),
      '409': answer(
        `A subscription purchase for a buyer whose subscription is active (\`errorType: '${SUBSCRIPTION_ACTIVE_ERROR_TYPE}'\`): the backend never sells a second one, whatever the site read before; or the Idempotency-Key was used with another body (409 or 422).`,
        'PurchaseErrorBody',
        {
          error: SUBSCRIPTION_ACTIVE_MESSAGE,
          errorType: SUBSCRIPTION_ACTIVE_ERROR_TYPE,
        },
      ),
      '422': answer(
        "The package does not match the server's catalogue for its `variant_id` (price, name or type), or the Idempotency-Key was used with another body. The backend, not the browser, sets the price.",
        'PurchaseErrorBody',
      ),
    },
  },
  {
    method: 'get',
    path: `/api/${MOCK_CHECKOUT_PROVIDER}/config`,
    operationId: 'getCheckoutConfig',
    summary: "The embedded checkout's brand colour",
    tag: 'Purchase',
    siteError: `'${failedToGet(RESOURCE_NAMES.checkoutConfig, STATUS)}', ignored: the amber default stays.`,
    signedIn: false,
    ok: answer('The brand colour (the site uses #f59e0b when it is missing).', 'CheckoutConfig'),
  },
  {
    method: 'get',
    path: '/api/user/{userId}/billing',
    operationId: 'getBillingInfo',
    summary: "The user's plan and subscription",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.billing, STATUS)}'; a 404 on the top-up page counts as no subscription.`,
    signedIn: true,
    pathParameters: [userId],
    ok: answer('The billing info.', 'BillingInfo'),
    failures: { '404': failure('The user is not in the user database.') },
  },
  {
    method: 'get',
    path: '/api/user/{userId}/monthly-spend',
    operationId: 'getMonthlySpend',
    summary: 'What the user spent in a month',
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.monthlySpend, STATUS)}'`,
    signedIn: true,
    pathParameters: [userId],
    parameters: [
      {
        name: 'month',
        in: 'query',
        required: false,
        description: 'YYYY-MM; the current month when left out.',
        schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
      },
    ],
    ok: answer("The month's spend.", 'MonthlySpend'),
    failures: {
      '400': failure('`month` is not YYYY-MM.'),
      '404': failure('The user is not in the user database.'),
    },
  },
  {
    method: 'get',
    path: '/api/user/{userId}/invoices',
    operationId: 'getInvoices',
    summary: "The user's invoices, newest first",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.invoices, STATUS)}'`,
    signedIn: true,
    pathParameters: [userId],
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      },
    ],
    ok: answer('At most `limit` invoices.', 'InvoiceList'),
    failures: { '404': failure('The user is not in the user database.') },
  },
  {
    method: 'get',
    path: '/api/invoice/{invoiceId}/download',
    operationId: 'getInvoiceDownloadUrl',
    summary: "Where an invoice's file can be downloaded",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.invoiceDownload, STATUS)}'; \`success: false\` or no \`downloadUrl\` reads 'Failed to download invoice'.`,
    signedIn: true,
    pathParameters: [
      { name: 'invoiceId', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    ],
    parameters: [
      {
        name: 'user_id',
        in: 'query',
        required: true,
        description: "The signed-in user's uid: 403 when it is not the token's.",
        schema: { type: 'string', minLength: 1 },
      },
    ],
    ok: answer('The download address (on the invoice hosts the site allows).', 'InvoiceDownload'),
    failures: {
      '400': failure('`user_id` is missing.'),
      '404': failure("The invoice is not this user's."),
    },
  },
  ...(['cancel', 'reactivate'] as const).map((verb): Call => ({
    method: 'post',
    path: `/api/subscription/{subscriptionId}/${verb}`,
    operationId: `${verb}Subscription`,
    summary:
      verb === 'cancel'
        ? 'Cancel at the end of the paid period'
        : 'Undo a requested cancellation before access ends',
    tag: 'Account',
    siteError: `The server's \`error\` text, or '${(verb === 'cancel' ? failedToCancelSubscription : failedToReactivateSubscription)(STATUS)}'`,
    signedIn: true,
    pathParameters: [
      {
        name: 'subscriptionId',
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1 },
      },
    ],
    requestBody: 'SubscriptionActionRequest',
    ok: answer('Done.', 'SubscriptionActionResult'),
    failures: {
      '400': failure('`firebaseUserId` is missing.'),
      '404': failure("The subscription is not this user's."),
      '409': failure(
        verb === 'cancel'
          ? 'Already cancelled or cancellation requested.'
          : 'Already active, or access has ended.',
      ),
    },
  })),
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Whether the backend is up',
    tag: 'Service',
    siteError: 'Any failure reads as down.',
    signedIn: false,
    ok: answer('Up.', 'HealthAnswer'),
  },
  {
    method: 'get',
    path: `/api/test-${MOCK_CHECKOUT_PROVIDER}`,
    operationId: 'testPaymentProvider',
    summary: 'The payment provider connection test',
    tag: 'Service',
    siteError: `'${failedToGet(RESOURCE_NAMES.paymentProviderTest, STATUS)}'`,
    signedIn: false,
    ok: answer("The test's result, shown as it is.", 'ProviderTestAnswer'),
  },
]

function operation(call: Call): Json {
  return {
    operationId: call.operationId,
    summary: call.summary,
    description: `On failure the site shows: ${call.siteError}`,
    tags: [call.tag],
    security: call.signedIn ? [{ firebaseIdToken: [] }] : [],
    ...(call.parameters ? { parameters: call.parameters } : {}),
    ...(call.requestBody
      ? {
          requestBody: {
            required: true,
            ...(call.requestBodyDescription ? { description: call.requestBodyDescription } : {}),
            content: json(call.requestBody),
          },
        }
      : {}),
    responses: { '200': call.ok, ...(call.signedIn ? SIGNED_IN_FAILURES : {}), ...call.failures },
  }
}

const preflight = (call: Call): Json => ({
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

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {}
  for (const call of CALLS) {
    paths[call.path] = {
      ...(call.pathParameters ? { parameters: call.pathParameters } : {}),
      [call.method]: operation(call),
      options: preflight(call),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SuperbulletAI website backend',
      version: '1.0.0',
      summary: 'The calls the SuperbulletAI website makes to its backend.',
      description:
        'Generated from the schemas the site parses answers with (src/api/schemas.ts): `npm run openapi`. Fields the site does not read may be added; a field of the wrong type makes the whole answer unreadable to the site. `npm run contract:verify -- --api <base URL>` checks a backend against this document.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The contract server (npm run dev, npm run stack) serves the same calls at http://localhost:8787.
    servers: [{ url: DEFAULT_API_BASE_URL, description: 'production' }],
    tags: [
      { name: 'Purchase', description: 'Checkouts for Pro and token top-ups.' },
      {
        name: 'Account',
        description: "A signed-in user's billing, spend, invoices and subscription.",
      },
      { name: 'Service', description: 'Public checks of the backend and its payment provider.' },
    ],
    paths,
    components: {
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
      schemas: schemaComponents(),
    },
  }
}
