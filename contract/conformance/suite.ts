/**
 * The conformance suite: every call of the backend contract against one base URL, as the site
 * makes it, checked against the OpenAPI document; then what a backend must refuse (no token, a
 * forged, unsigned, expired or foreign token, another user's uid, a return address off the site,
 * a second Pro subscription, other spellings of a path) and the CORS preflight the browser sends.
 * Every POST with the account's token (cancel, reactivate, purchase) runs only with `allowWrites`
 * (`--allow-writes`), announced first; it puts back what it changes: a cancelled subscription is
 * reactivated, and the checkouts it starts are never paid.
 */
import { hasActiveSubscription } from '../../src/domain/subscription'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import { loadContractDocument, type ContractDocument } from './document'
import { call, type Answer, type CallSpec } from './http'
import { purchaseChecks } from './purchase-checks'
import { Rows, type Row } from './rows'
import { badTokens } from './tokens'

export { forgedToken } from './tokens'

export interface Target {
  /** The backend's base URL, e.g. http://localhost:8787. */
  api: string
  /** The site's origin, which the backend's CORS answers must allow. */
  origin: string
  /** The test account: its uid, e-mail and a valid Firebase ID token. */
  user: { uid: string; email: string; token: string }
  /** Another account's uid: calls naming it with the test account's token must answer 403. */
  otherUid: string
  /** Run the calls that change the account (cancel, reactivate, purchases); skipped otherwise. */
  allowWrites?: boolean
  /** An ID token of the same uid signed by Google for another Firebase project (CONTRACT_OTHER_PROJECT_TOKEN). */
  otherProjectToken?: string
  /** Where the suite says what its writes will change, before the first one (default: console.log). */
  log?: (line: string) => void
}

export const WRITES_SKIPPED =
  'changes the account: run with --allow-writes (it says first what it will change)'

/** An id no backend has: what the suite names when the account has no invoice or subscription. */
export const UNKNOWN_ID = 'conformance-unknown-0000'

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined

export async function runConformance(
  target: Target,
  document: ContractDocument = loadContractDocument(),
): Promise<Row[]> {
  const rows = new Rows(document)
  const { uid, token } = target.user
  const at = (path: string, spec: CallSpec = {}) => call(target.api, path, spec)
  const me = encodeURIComponent(uid)
  const other = encodeURIComponent(target.otherUid)

  // --- The public calls.
  rows.answer('GET /health', await at('/health'), 'get', '/health', [200])
  rows.answer(
    `GET /api/${MOCK_CHECKOUT_PROVIDER}/config`,
    await at(`/api/${MOCK_CHECKOUT_PROVIDER}/config`),
    'get',
    `/api/${MOCK_CHECKOUT_PROVIDER}/config`,
    [200],
  )
  rows.answer(
    `GET /api/test-${MOCK_CHECKOUT_PROVIDER}`,
    await at(`/api/test-${MOCK_CHECKOUT_PROVIDER}`),
    'get',
    `/api/test-${MOCK_CHECKOUT_PROVIDER}`,
    [200],
  )

  // --- The signed-in reads, as the test account.
  const billing = await at(`/api/user/${me}/billing`, { token })
  rows.answer('GET billing', billing, 'get', '/api/user/{userId}/billing', [200])
  rows.answer(
    'GET monthly spend',
    await at(`/api/user/${me}/monthly-spend`, { token }),
    'get',
    '/api/user/{userId}/monthly-spend',
    [200],
  )
  rows.answer(
    'GET monthly spend of a month that is not YYYY-MM',
    await at(`/api/user/${me}/monthly-spend?month=2026-13`, { token }),
    'get',
    '/api/user/{userId}/monthly-spend',
    [400],
  )
  const invoices = await at(`/api/user/${me}/invoices?limit=10`, { token })
  rows.answer('GET invoices', invoices, 'get', '/api/user/{userId}/invoices', [200])
  const firstInvoice = field((field(invoices.body, 'invoices') as unknown[] | undefined)?.[0], 'id')
  const invoiceId = encodeURIComponent(typeof firstInvoice === 'string' ? firstInvoice : UNKNOWN_ID)
  const download = (userId: string, spec: CallSpec) =>
    at(`/api/invoice/${invoiceId}/download?user_id=${userId}`, spec)
  if (typeof firstInvoice === 'string') {
    rows.answer(
      "GET an invoice's download URL",
      await download(me, { token }),
      'get',
      '/api/invoice/{invoiceId}/download',
      [200],
    )
  }
  rows.answer(
    "GET the download URL of an invoice that is not the user's",
    await at(`/api/invoice/${UNKNOWN_ID}/download?user_id=${me}`, { token }),
    'get',
    '/api/invoice/{invoiceId}/download',
    [404],
  )

  // --- Cancel and reactivate: a running subscription is cancelled, then reactivated as it was.
  const subscriptionId = field(billing.body, 'subscriptionId')
  const cancellable =
    typeof subscriptionId === 'string' &&
    field(billing.body, 'subscriptionStatus') === 'active' &&
    !field(billing.body, 'cancellationRequested') &&
    !field(billing.body, 'isCancelled')
  const subscription = encodeURIComponent(cancellable ? subscriptionId : UNKNOWN_ID)
  const action = (verb: 'cancel' | 'reactivate', firebaseUserId: string, spec: CallSpec = {}) =>
    at(`/api/subscription/${subscription}/${verb}`, { body: { firebaseUserId }, ...spec })
  const writes = target.allowWrites === true
  if (writes)
    announceWrites(target, cancellable ? subscriptionId : undefined, target.log ?? console.log)
  const write = async (check: string, run: () => Promise<void>) =>
    writes ? run() : rows.skip(check, WRITES_SKIPPED)
  if (cancellable && !writes) rows.skip('POST cancel and reactivate subscription', WRITES_SKIPPED)
  if (cancellable && writes) {
    rows.answer(
      'POST cancel subscription',
      await action('cancel', uid, { token }),
      'post',
      '/api/subscription/{subscriptionId}/cancel',
      [200],
    )
    rows.answer(
      'POST reactivate subscription',
      await action('reactivate', uid, { token }),
      'post',
      '/api/subscription/{subscriptionId}/reactivate',
      [200],
    )
  }
  const notTheirs = "POST cancel of a subscription that is not the user's"
  await write(notTheirs, async () =>
    rows.answer(
      notTheirs,
      await at(`/api/subscription/${UNKNOWN_ID}/cancel`, { token, body: { firebaseUserId: uid } }),
      'post',
      '/api/subscription/{subscriptionId}/cancel',
      [404],
    ),
  )

  // --- Purchases: the site's request, its replay, and what the backend must refuse.
  const hasSubscription = billing.status === 200 && hasActiveSubscription(billing.body as never)
  if (writes) await purchaseChecks(rows, target, at, hasSubscription)
  else rows.skip('POST purchase (every purchase check)', WRITES_SKIPPED)

  // --- 401: every signed-in call without a token, and with each token the backend must refuse.
  const signedInCalls: [string, string, (spec: CallSpec) => Promise<Answer>, string][] = [
    [
      'GET billing',
      'get',
      (spec) => at(`/api/user/${me}/billing`, spec),
      '/api/user/{userId}/billing',
    ],
    [
      'GET monthly spend',
      'get',
      (spec) => at(`/api/user/${me}/monthly-spend`, spec),
      '/api/user/{userId}/monthly-spend',
    ],
    [
      'GET invoices',
      'get',
      (spec) => at(`/api/user/${me}/invoices?limit=10`, spec),
      '/api/user/{userId}/invoices',
    ],
    [
      'GET invoice download URL',
      'get',
      (spec) => download(me, spec),
      '/api/invoice/{invoiceId}/download',
    ],
    [
      'POST purchase',
      'post',
      (spec) =>
        at('/api/purchase', {
          body: { userData: { userId: uid } },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          ...spec,
        }),
      '/api/purchase',
    ],
    [
      'POST cancel subscription',
      'post',
      (spec) => action('cancel', uid, spec),
      '/api/subscription/{subscriptionId}/cancel',
    ],
    [
      'POST reactivate subscription',
      'post',
      (spec) => action('reactivate', uid, spec),
      '/api/subscription/{subscriptionId}/reactivate',
    ],
  ]
  for (const [name, method, send, path] of signedInCalls)
    rows.answer(`401 without a token: ${name}`, await send({}), method, path, [401])
  for (const bad of badTokens(token, target.otherProjectToken)) {
    if (bad.skipped) {
      rows.skip(`401 with ${bad.name}`, bad.skipped)
      continue
    }
    for (const [name, method, send, path] of signedInCalls) {
      const check = `401 with ${bad.name}: ${name}`
      // A backend that wrongly takes the token would act on the account.
      if (method === 'post' && !writes) continue
      rows.answer(check, await send({ token: bad.token }), method, path, [401])
    }
  }
  if (!writes) rows.skip('401 with each refused token: the POST calls', WRITES_SKIPPED)

  // --- No other spelling of a signed-in path is served without a token.
  const spellings: [string, CallSpec][] = [
    [`/API/user/${me}/billing`, {}],
    [`/api/user/${me}/billing/`, {}],
    [`/api/User/${me}/invoices`, {}],
    [`/api/invoice/${invoiceId}/download/?user_id=${me}`, {}],
    ['/api/purchase/', { body: { userData: { userId: uid } } }],
    ['/API/PURCHASE', { body: { userData: { userId: uid } } }],
    [`/api/subscription/${subscription}/cancel/`, { body: { firebaseUserId: uid } }],
    [`/api/Subscription/${subscription}/reactivate`, { body: { firebaseUserId: uid } }],
  ]
  for (const [path, spec] of spellings) {
    rows.status(
      `not served without a token: ${spec.body === undefined ? 'GET' : 'POST'} ${path.replace(me, '{uid}')}`,
      await at(path, spec),
      [401, 404],
      '401 (or 404)',
    )
  }

  // --- 403: the test account's token, another user's uid in the path, the query or the body.
  const forOther: [string, string, () => Promise<Answer>, string][] = [
    [
      'GET billing (path)',
      'get',
      () => at(`/api/user/${other}/billing`, { token }),
      '/api/user/{userId}/billing',
    ],
    [
      'GET monthly spend (path)',
      'get',
      () => at(`/api/user/${other}/monthly-spend`, { token }),
      '/api/user/{userId}/monthly-spend',
    ],
    [
      'GET invoices (path)',
      'get',
      () => at(`/api/user/${other}/invoices?limit=10`, { token }),
      '/api/user/{userId}/invoices',
    ],
    [
      'GET invoice download URL (query user_id)',
      'get',
      () => download(other, { token }),
      '/api/invoice/{invoiceId}/download',
    ],
    [
      'POST cancel subscription (body firebaseUserId)',
      'post',
      () => action('cancel', target.otherUid, { token }),
      '/api/subscription/{subscriptionId}/cancel',
    ],
    [
      'POST reactivate subscription (body firebaseUserId)',
      'post',
      () => action('reactivate', target.otherUid, { token }),
      '/api/subscription/{subscriptionId}/reactivate',
    ],
  ]
  for (const [name, method, send, path] of forOther) {
    const check = `403 for another user's uid: ${name}`
    if (method === 'post')
      await write(check, async () => rows.answer(check, await send(), method, path, [403]))
    else rows.answer(check, await send(), method, path, [403])
  }

  await corsChecks(rows, target, at)
  return rows.all
}

/** The browser's preflight for the site's origin allows the ID token and the idempotency key; other origins get nothing. */
async function corsChecks(
  rows: Rows,
  target: Target,
  at: (path: string, spec?: CallSpec) => Promise<Answer>,
): Promise<void> {
  const me = encodeURIComponent(target.user.uid)
  const preflight = (path: string, method: string, headers: string, origin = target.origin) =>
    at(path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': headers,
      },
    })
  const allows = (
    answer: Answer,
    method: string,
    headers: string[],
    origin: string,
  ): string | undefined => {
    const allowOrigin = answer.headers.get('access-control-allow-origin')
    const allowMethods = (answer.headers.get('access-control-allow-methods') ?? '').toUpperCase()
    const allowHeaders = (answer.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim())
    const problems = [
      allowOrigin === origin ? '' : `Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}`,
      allowMethods.includes(method) || allowMethods.trim() === '*'
        ? ''
        : `Access-Control-Allow-Methods lacks ${method}`,
      // A wildcard never covers Authorization: it must be named.
      ...headers
        .filter((h) => !allowHeaders.includes(h.toLowerCase()))
        .map((h) => `Access-Control-Allow-Headers lacks ${h}`),
    ].filter(Boolean)
    return problems.length > 0 ? problems.join('; ') : undefined
  }
  const expectAllowed = async (check: string, path: string, method: string, headers: string[]) => {
    const answer = await preflight(path, method, headers.join(', ').toLowerCase())
    const problem =
      answer.status >= 200 && answer.status < 300
        ? allows(answer, method, headers, target.origin)
        : `status ${answer.status}`
    rows.add({
      check,
      expected: `2xx allowing ${target.origin}, ${method}, ${headers.join(', ')}`,
      got: problem ?? `${answer.status}, allowed`,
      pass: !problem,
    })
  }
  await expectAllowed('CORS preflight: POST /api/purchase', '/api/purchase', 'POST', [
    'Authorization',
    'Content-Type',
    'Idempotency-Key',
  ])
  await expectAllowed('CORS preflight: GET billing', `/api/user/${me}/billing`, 'GET', [
    'Authorization',
  ])
  await expectAllowed(
    'CORS preflight: POST cancel subscription',
    `/api/subscription/${UNKNOWN_ID}/cancel`,
    'POST',
    ['Authorization', 'Content-Type'],
  )

  const answer = await at(`/api/user/${me}/billing`, {
    token: target.user.token,
    headers: { Origin: target.origin },
  })
  const allowOrigin = answer.headers.get('access-control-allow-origin')
  rows.add({
    check: "CORS: a signed-in answer names the site's origin",
    expected: `Access-Control-Allow-Origin: ${target.origin}`,
    got: allowOrigin ?? 'missing',
    pass: allowOrigin === target.origin,
  })

  const foreign = 'https://attacker.example'
  const refused = (await preflight('/api/purchase', 'POST', 'authorization', foreign)).headers.get(
    'access-control-allow-origin',
  )
  rows.add({
    check: 'CORS preflight from another origin',
    expected: 'not allowed (no Access-Control-Allow-Origin for it)',
    got: refused ?? 'none',
    pass: refused !== foreign && refused !== '*',
  })
}

/** What a run with `allowWrites` does to the account, said before it does it. */
function announceWrites(
  target: Target,
  subscriptionId: string | undefined,
  log: (line: string) => void,
) {
  log(
    `--allow-writes: this run changes the account ${target.user.uid} (${target.user.email || 'no e-mail'}) at ${target.api}:`,
  )
  log(
    subscriptionId
      ? `  - cancels its subscription ${subscriptionId}, then reactivates it at once`
      : '  - cancels nothing (no running subscription)',
  )
  log(
    '  - starts checkouts (a token top-up; Pro when it has no active subscription) and never pays them',
  )
  log(
    "  - sends refused writes (bad tokens, another user's uid, foreign return addresses): a backend that takes one acts on the account",
  )
}

/** The account the suite signs in as on a local stack, and the one whose uid it must not reach. */
export const LOCAL_ACCOUNTS = { user: demoAccount('pro'), other: demoAccount('free') } as const
