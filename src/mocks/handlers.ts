/**
 * The backend contract as MSW 2 handlers (spec: site-shell-pricing-purchase.md §7), reading and
 * writing a scenario store and applying its injected faults. The same factory serves the unit
 * tests (`handlers`, against the config's default API base URL) and the contract server (against
 * its own origin). Test-only code: nothing outside src/mocks may import it.
 */
import { HttpResponse, delay, http, type HttpResponseResolver, type RequestHandler } from 'msw'
import * as v from 'valibot'
import {
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_ERROR_TYPE,
  USER_NOT_FOUND_MESSAGE,
} from '../domain/error-messages'
import { PurchaseRequestSchema, type PurchaseResponse } from '../api/schemas'
import { priceFor, siteCatalogue, type PriceCatalogue } from './price-catalogue'
import { purchaseRefusal, type PurchaseRuleOptions } from './purchase-rules'
import { scenarioStore, type Fault, type ScenarioStore } from './scenario-store'

/** The default of VITE_API_BASE_URL in src/config.ts (tests run without the stack's env). */
export const DEFAULT_API_BASE_URL = 'https://api.superbullet.ai'
/** EMBEDDED_CHECKOUT_PROVIDER in src/config.ts (not imported: config reads import.meta.env, which the Node contract server lacks). */
export const MOCK_CHECKOUT_PROVIDER = 'embedpay'
export const MOCK_BRAND_COLOR = '#f59e0b'
/** Body of a 'malformed' fault: not JSON. */
export const MALFORMED_BODY =
  '<html><body>502 Bad Gateway (injected malformed answer)</body></html>'

const DEFAULT_INVOICE_LIMIT = 10
const MAX_INVOICE_LIMIT = 100

type Method = 'get' | 'post'

/**
 * Decides whether a call of a signed-in user's route is served: undefined to serve it, or the
 * refusal (401 without a valid ID token, 403 when a uid the call names is not the token's).
 */
export type Guard = (request: Request, namedUids: readonly string[]) => Response | undefined

/** The unit tests' guard: their calls carry no ID token (the contract server's guard checks it). */
export const trustEveryCaller: Guard = () => undefined

/** What a route's call names: its path parameters, its URL and its JSON body. */
interface Call<Params> {
  params: Params
  url: URL
  body: unknown
}

/** Who may call a route: anyone, or only the holder of the uids the call names (every route that acts for a user). */
type Access<Params> = 'public' | { uids: (call: Call<Params>) => unknown[] }

export interface HandlerOptions extends PurchaseRuleOptions {
  store?: ScenarioStore
  /** Origin of links the handlers hand out (sandbox checkout, invoice files); default: the base URL's origin. */
  publicOrigin?: string
  /** Checks every call of a user's route before anything else happens (no default: each server says who it trusts). */
  guard: Guard
  /** What each variant_id sells; default: the site's plans and top-ups. */
  catalogue?: PriceCatalogue
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })
const errorJson = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  json({ error, ...extra }, status)

/** The answer of an injected fault, or undefined for a delay (then the normal answer follows). */
async function applyFault(fault: Fault): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'status':
      return fault.body === undefined
        ? new HttpResponse(null, { status: fault.status ?? 500 })
        : HttpResponse.json(fault.body as never, { status: fault.status ?? 500 })
    case 'network':
      return HttpResponse.error()
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: fault.status ?? 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    case 'delay':
      await delay(fault.delayMs ?? 1000)
      return undefined
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  try {
    const text = await request.clone().text()
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** Creates the handlers of every backend call under `baseUrl` (e.g. 'https://api.superbullet.ai' or 'http://localhost:8787'). */
export function createHandlers(baseUrl: string, options: HandlerOptions): RequestHandler[] {
  const store = options.store ?? scenarioStore
  const catalogue = options.catalogue ?? siteCatalogue()
  const base = baseUrl.replace(/\/+$/, '')
  const basePath = new URL(base).pathname.replace(/\/+$/, '')
  const origin = (options.publicOrigin ?? new URL(base).origin).replace(/\/+$/, '')

  /**
   * One route: checks who calls it (whatever spelling of the path matched: case, trailing slash,
   * encoded characters), records the request, applies a pending fault, then answers from the store.
   */
  const route = <Params extends Record<string, string>>(
    method: Method,
    pattern: string,
    access: Access<Params>,
    resolver: HttpResponseResolver<Params>,
  ) =>
    http[method]<Params>(`${base}${pattern}`, async (info) => {
      const url = new URL(info.request.url)
      const path = url.pathname.slice(basePath.length) || '/'
      const body = method === 'post' ? await readJsonBody(info.request) : undefined
      if (access !== 'public') {
        const named = access
          .uids({ params: info.params as Params, url, body })
          .filter((uid): uid is string => typeof uid === 'string')
        const refused = options.guard(info.request, named)
        if (refused) return refused
      }
      store.recordRequest({
        method: method.toUpperCase(),
        path: `${path}${url.search}`,
        route: pattern,
        at: new Date().toISOString(),
        ...(body !== undefined ? { body } : {}),
      })
      const fault = store.takeFault(method, path)
      if (fault) {
        const answer = await applyFault(fault)
        if (answer) return answer
      }
      return resolver(info)
    })

  const byPathUser: Access<{ userId: string }> = { uids: ({ params }) => [params.userId] }

  return [
    route(
      'post',
      '/api/purchase',
      { uids: ({ body }) => [field(field(body, 'userData'), 'userId')] },
      async ({ request }) => {
        const parsed = v.safeParse(PurchaseRequestSchema, await readJsonBody(request))
        if (!parsed.success) return errorJson(400, 'Invalid purchase request')
        const req = parsed.output
        if (!store.getUser(req.userData.userId)) {
          return errorJson(404, USER_NOT_FOUND_MESSAGE, {
            errorType: USER_NOT_FOUND_ERROR_TYPE,
            details: USER_NOT_FOUND_DETAILS,
          })
        }
        if (req.package.variant_id <= 0)
          return errorJson(400, `Package not available: ${req.package.name}`)
        // The price is the catalogue's: a package that disagrees with its variant creates nothing.
        const priced = priceFor(req.package, catalogue)
        if ('error' in priced) return errorJson(422, priced.error)
        const refused = purchaseRefusal(req, store, options)
        if (refused) return refused
        // One intent, one checkout: a repeated key gets the first answer and creates nothing.
        const key = request.headers.get('Idempotency-Key')
        const earlier = key ? store.replayIntent(req.userData.userId, key, req) : undefined
        if (earlier?.kind === 'conflict')
          return errorJson(422, 'Idempotency-Key reused with a different purchase request')
        if (earlier) return json(earlier.answer)
        const checkout = store.createCheckout({ ...req, package: { ...priced.entry } })
        let answer: PurchaseResponse
        switch (store.purchaseMode) {
          case 'embedded':
            answer = { provider: MOCK_CHECKOUT_PROVIDER, ident: checkout.ident }
            break
          case 'hosted':
            answer = {
              provider: 'hosted',
              checkout_url: `${origin}/sandbox/hosted/${checkout.ident}`,
            }
            break
          case 'none':
            answer = { provider: 'hosted' }
            break
        }
        if (key) store.rememberIntent(req.userData.userId, key, req, answer)
        return json(answer)
      },
    ),

    route('get', `/api/${MOCK_CHECKOUT_PROVIDER}/config`, 'public', () =>
      json({ brand: { color: MOCK_BRAND_COLOR } }),
    ),

    route<{ userId: string }>('get', '/api/user/:userId/billing', byPathUser, ({ params }) => {
      const billing = store.billingInfo(params.userId)
      return billing ? json(billing) : errorJson(404, 'User not found')
    }),

    route<{ userId: string }>(
      'get',
      '/api/user/:userId/monthly-spend',
      byPathUser,
      ({ params, request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? undefined
        if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
          return errorJson(400, 'month must be YYYY-MM')
        const spend = store.monthlySpend(params.userId, month)
        return spend ? json(spend) : errorJson(404, 'User not found')
      },
    ),

    route<{ userId: string }>(
      'get',
      '/api/user/:userId/invoices',
      byPathUser,
      ({ params, request }) => {
        const raw = Number.parseInt(new URL(request.url).searchParams.get('limit') ?? '', 10)
        const limit =
          Number.isFinite(raw) && raw > 0 ? Math.min(raw, MAX_INVOICE_LIMIT) : DEFAULT_INVOICE_LIMIT
        const invoices = store.invoices(params.userId, limit)
        return invoices ? json({ invoices }) : errorJson(404, 'User not found')
      },
    ),

    route<{ invoiceId: string }>(
      'get',
      '/api/invoice/:invoiceId/download',
      { uids: ({ url }) => [url.searchParams.get('user_id')] },
      ({ params, request }) => {
        const userId = new URL(request.url).searchParams.get('user_id')
        if (!userId) return errorJson(400, 'user_id is required')
        const found = store.findInvoice(params.invoiceId)
        if (!found || found.user.uid !== userId) return errorJson(404, 'Invoice not found')
        if (!found.invoice.invoiceUrl) return json({ success: false, downloadUrl: null })
        return json({
          success: true,
          downloadUrl: `${origin}/sandbox/invoice/${encodeURIComponent(found.invoice.id)}.pdf`,
        })
      },
    ),

    ...(['cancel', 'reactivate'] as const).map((verb) =>
      route<{ subscriptionId: string }>(
        'post',
        `/api/subscription/:subscriptionId/${verb}`,
        { uids: ({ body }) => [field(body, 'firebaseUserId')] },
        async ({ params, request }) => {
          const body = await readJsonBody(request)
          const userId =
            typeof body === 'object' && body !== null
              ? (body as { firebaseUserId?: unknown }).firebaseUserId
              : undefined
          const outcome =
            typeof userId === 'string'
              ? store[verb](params.subscriptionId, userId)
              : store[verb](params.subscriptionId, '')
          if (!outcome.ok) return errorJson(outcome.status, outcome.error)
          return json({
            success: true,
            message: outcome.message,
            subscriptionStatus: outcome.subscriptionStatus,
          })
        },
      ),
    ),

    route('get', '/health', 'public', () => json({ ok: true })),

    route('get', `/api/test-${MOCK_CHECKOUT_PROVIDER}`, 'public', () =>
      json({
        success: true,
        provider: MOCK_CHECKOUT_PROVIDER,
        mode: 'sandbox',
        message: 'Connected to the contract sandbox',
      }),
    ),
  ]
}

/**
 * The API base URL of the unit tests: VITE_API_BASE_URL when Vite/Vitest provides one (so the
 * handlers always match the client), else the config default. Node (the contract server) has no
 * `import.meta.env`.
 */
const testBaseUrl =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_BASE_URL ||
  DEFAULT_API_BASE_URL

/** The handlers of the unit tests: the test API base URL and the shared `scenarioStore`. */
export const handlers: RequestHandler[] = createHandlers(testBaseUrl, { guard: trustEveryCaller })
