/**
 * The test-control endpoint of the contract server (only with --test-mode): reset the store,
 * inject faults, choose the purchase mode and the activation delay, read the request log and the
 * state. Every POST must be JSON (`Content-Type: application/json`, 415 otherwise), so that no web
 * page can drive it with a simple form or text request.
 */
import { HttpResponse, http, type RequestHandler } from 'msw'
import {
  FAULT_KINDS,
  PURCHASE_MODES,
  type FaultKind,
  type FaultSpec,
  type PurchaseMode,
  type ScenarioStore,
} from '../src/mocks/scenario-store'
import { isBrowserReportType, MAX_CSP_REPORT_BYTES, type CspReportLog } from './csp-reports'

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 })

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const text = await request.text()
    const value: unknown = text ? JSON.parse(text) : {}
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Checks a fault request; returns the spec or an error text. */
export function parseFault(body: Record<string, unknown>): FaultSpec | string {
  const { method, path, kind, status, delayMs, count } = body
  if (typeof path !== 'string' || !path.startsWith('/'))
    return 'path must be a string starting with /'
  if (typeof kind !== 'string' || !FAULT_KINDS.includes(kind as FaultKind))
    return `kind must be one of ${FAULT_KINDS.join(', ')}`
  if (
    method !== undefined &&
    (typeof method !== 'string' || !/^(\*|GET|POST|PUT|PATCH|DELETE)$/i.test(method))
  )
    return 'method must be an HTTP method or *'
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
  )
    return 'status must be an integer from 200 to 599'
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 120_000))
    return 'delayMs must be a number from 0 to 120000'
  if (count !== undefined && (typeof count !== 'number' || !Number.isInteger(count) || count < 1))
    return 'count must be a positive integer'
  return {
    path,
    kind: kind as FaultKind,
    ...(typeof method === 'string' ? { method } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...('body' in body ? { body: body.body } : {}),
    ...(typeof delayMs === 'number' ? { delayMs } : {}),
    ...(typeof count === 'number' ? { count } : {}),
  }
}

/** `{ delayMs: 3000 }` or `{ delayMs: 'never' }`: returns the delay (null = never) or an error text. */
export function parseActivationDelay(
  body: Record<string, unknown> | undefined,
): number | null | string {
  const delayMs = body?.delayMs
  if (delayMs === 'never') return null
  if (
    typeof delayMs === 'number' &&
    Number.isInteger(delayMs) &&
    delayMs >= 0 &&
    delayMs <= MAX_ACTIVATION_DELAY_MS
  )
    return delayMs
  return `delayMs must be an integer from 0 to ${MAX_ACTIVATION_DELAY_MS} or 'never'`
}

const MAX_ACTIVATION_DELAY_MS = 600_000

/** A JSON media type: the only body the control endpoint reads (a form or text post from a web page gets 415). */
const isJsonRequest = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

/** A CSP report upload: from a page of the stack (its Origin), a browser's report type or JSON, a bounded body. */
async function receiveCspReports(
  request: Request,
  appOrigins: ReadonlySet<string>,
  cspReports: CspReportLog,
): Promise<Response> {
  const from = request.headers.get('origin')
  if (!from || !appOrigins.has(from))
    return HttpResponse.json(
      { error: "CSP reports are taken only from the stack's pages (Origin)" },
      { status: 403 },
    )
  const declared = Number(request.headers.get('content-length') ?? 0)
  const text = declared > MAX_CSP_REPORT_BYTES ? undefined : await request.text()
  if (text === undefined || Buffer.byteLength(text) > MAX_CSP_REPORT_BYTES)
    return HttpResponse.json(
      { error: `A report upload is at most ${MAX_CSP_REPORT_BYTES} bytes` },
      { status: 413 },
    )
  try {
    const received = cspReports.add(JSON.parse(text) as unknown)
    return HttpResponse.json({ ok: true, received })
  } catch {
    return bad('body must be JSON')
  }
}

export function createControlHandlers(
  origin: string,
  store: ScenarioStore,
  cspReports: CspReportLog,
  appOrigins: ReadonlySet<string>,
): RequestHandler[] {
  const at = (path: string) => `${origin}/__control${path}`
  return [
    // Checked first for every POST: JSON only, so that no web page can drive the endpoint with a
    // simple form or text request; the CSP collector also takes the browser's own report types.
    // A resolver that returns nothing hands the call on to the next handler.
    http.post(at('/*'), ({ request }) =>
      isJsonRequest(request) ||
      (new URL(request.url).pathname === '/__control/csp-reports' &&
        isBrowserReportType(request.headers.get('content-type')))
        ? undefined
        : HttpResponse.json(
            { error: 'Content-Type must be application/json (or a browser report type)' },
            { status: 415 },
          ),
    ),

    http.post(at('/csp-reports'), ({ request }) =>
      receiveCspReports(request, appOrigins, cspReports),
    ),

    http.get(at('/csp-reports'), () => HttpResponse.json({ reports: cspReports.list() })),

    http.delete(at('/csp-reports'), () => {
      cspReports.clear()
      return HttpResponse.json({ ok: true })
    }),

    http.post(at('/reset'), () => {
      store.reset()
      return HttpResponse.json({ ok: true })
    }),

    http.post(at('/faults'), async ({ request }) => {
      const body = await readBody(request)
      if (!body) return bad('body must be a JSON object')
      const spec = parseFault(body)
      if (typeof spec === 'string') return bad(spec)
      return HttpResponse.json({ ok: true, fault: store.addFault(spec) }, { status: 201 })
    }),

    http.get(at('/faults'), () => HttpResponse.json({ faults: store.pendingFaults() })),

    http.delete(at('/faults'), () => {
      store.clearFaults()
      return HttpResponse.json({ ok: true })
    }),

    http.post(at('/purchase-mode'), async ({ request }) => {
      const body = await readBody(request)
      const mode = body?.mode
      if (typeof mode !== 'string' || !PURCHASE_MODES.includes(mode as PurchaseMode))
        return bad(`mode must be one of ${PURCHASE_MODES.join(', ')}`)
      store.purchaseMode = mode as PurchaseMode
      return HttpResponse.json({ ok: true, mode })
    }),

    http.post(at('/activation'), async ({ request }) => {
      const delay = parseActivationDelay(await readBody(request))
      if (typeof delay === 'string') return bad(delay)
      store.activationDelayMs = delay
      return HttpResponse.json({ ok: true, delayMs: delay ?? 'never' })
    }),

    http.get(at('/requests'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const filter = {
        ...(query.get('path') ? { path: query.get('path')! } : {}),
        ...(query.get('method') ? { method: query.get('method')! } : {}),
      }
      const requests = store.requests(filter)
      return HttpResponse.json({ ...filter, count: requests.length, requests })
    }),

    http.delete(at('/requests'), () => {
      store.clearRequests()
      return HttpResponse.json({ ok: true })
    }),

    http.post<{ ident: string }>(at('/checkouts/:ident/complete'), ({ params }) => {
      const done = store.completeCheckout(params.ident)
      return done
        ? HttpResponse.json({ plan: done.plan, amount: done.amount, currency: done.currency })
        : HttpResponse.json({ error: 'Checkout not found' }, { status: 404 })
    }),

    http.get(at('/auth'), () => HttpResponse.json({ unauthorizedCalls: store.unauthorizedCalls })),

    http.get(at('/state'), () => HttpResponse.json(store.snapshot())),
  ]
}
