/**
 * The contract server: the same MSW handlers as the unit tests, served over real HTTP with a
 * stateful scenario store, the sandbox checkout pages and (with --test-mode) a control endpoint.
 *
 *   npx tsx contract/server.ts [--test-mode]     port 8787, or CONTRACT_PORT
 *
 * See docs/contract-server.md.
 */
import { getResponse, type RequestHandler } from 'msw'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { createHandlers } from '../src/mocks/handlers'
import { createScenarioStore, type ScenarioStore } from '../src/mocks/scenario-store'
import type { PurchaseRule } from '../src/mocks/purchase-rules'
import { DEFAULT_PROJECT_ID, isDemoProject, tokenGuard, type TokenCheck } from './auth'
import { createControlHandlers } from './control'
import { CspReportLog } from './csp-reports'
import {
  DEFAULT_APP_ORIGINS,
  corsHeaders,
  isLoopbackHost,
  loopbackHosts,
  preflightHeaders,
} from './origins'
import { createReferenceHandlers } from './reference'
import { createSandboxHandlers } from './sandbox'

export const DEFAULT_CONTRACT_PORT = 8787
/** Loopback only: the contract server (and its control endpoint) is never reachable from the network. */
export const LISTEN_HOST = '127.0.0.1'

export { ALLOWED_REQUEST_HEADERS, DEFAULT_APP_ORIGINS } from './origins'

export interface ContractServerOptions {
  /** 0 picks a free port. Default: CONTRACT_PORT or 8787. */
  port?: number
  /** Enables /__control/ (404 otherwise). */
  testMode?: boolean
  /** The store to serve (default: a fresh seeded one). */
  store?: ScenarioStore
  /** Extra app origins, for CORS and the sandbox's return addresses (CONTRACT_CORS_ORIGINS, comma-separated, is added too). */
  allowedOrigins?: readonly string[]
  /** Log every request to stdout. */
  verbose?: boolean
  /** The Firebase project whose ID tokens are accepted (only a `demo-` project's). Default: VITE_FIREBASE_PROJECT_ID or 'demo-superbullet'. */
  projectId?: string
  /** Checks switched off: only the conformance suite's tests, to show each of its rows can fail. */
  switchedOff?: readonly ContractCheck[]
}

/** A check of the backend's duties that a test may switch off. */
export type ContractCheck = TokenCheck | PurchaseRule

export interface ContractServer {
  /** e.g. 'http://localhost:8787' */
  url: string
  port: number
  store: ScenarioStore
  /** The CSP violation reports received (test mode). */
  cspReports: CspReportLog
  close: () => Promise<void>
}

const BODYLESS = new Set(['GET', 'HEAD'])
const SKIPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
])

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toFetchRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  // The canonical origin, whatever Host the client used (localhost, 127.0.0.1, ::1).
  const url = new URL(req.url ?? '/', origin)
  const method = (req.method ?? 'GET').toUpperCase()
  return new Request(url, {
    method,
    headers,
    ...(body && body.length > 0 && !BODYLESS.has(method) ? { body: new Uint8Array(body) } : {}),
  })
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  res.writeHead(response.status, response.statusText || undefined, { ...headers, ...extra })
  res.end(body)
}

function envOrigins(): string[] {
  return (process.env.CONTRACT_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
}

/** Starts the contract server; resolves once it listens. */
export async function startContractServer(
  options: ContractServerOptions = {},
): Promise<ContractServer> {
  const store = options.store ?? createScenarioStore()
  const appOrigins = new Set<string>([
    ...DEFAULT_APP_ORIGINS,
    ...(options.allowedOrigins ?? []),
    ...envOrigins(),
  ])
  const port = options.port ?? (Number(process.env.CONTRACT_PORT) || DEFAULT_CONTRACT_PORT)
  const projectId =
    options.projectId ?? (process.env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID)
  if (!isDemoProject(projectId))
    console.warn(
      `[contract] project '${projectId}' is not a demo- project: every ID token will be refused (only the Auth emulator's unsigned tokens are checked here)`,
    )
  const cspReports = new CspReportLog()
  const switchedOff = new Set<ContractCheck>(options.switchedOff ?? [])
  let handlers: RequestHandler[] = []
  let hosts: ReadonlySet<string> = new Set()

  const server = createServer((req, res) => {
    // Tests keep no connection alive: a browser silently re-sends a request whose reused connection
    // drops, so an injected drop might never reach the page.
    if (options.testMode) res.setHeader('Connection', 'close')
    void handle(req, res).catch((error: unknown) => {
      console.error('[contract] handler failed:', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'Contract server error' }))
    })
  })

  let origin = ''
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    if (options.verbose) console.log(`[contract] ${method} ${req.url}`)
    // Another name for this server (a DNS-rebinding page) gets nothing, not even CORS headers.
    if (!isLoopbackHost(req, hosts)) {
      res.writeHead(421, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          error: `Misdirected request: this server answers only as ${[...hosts].join(', ')}`,
        }),
      )
      return
    }
    const cors = corsHeaders(req, appOrigins)

    if (method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req, cors))
      res.end()
      return
    }

    const body = BODYLESS.has(method) ? undefined : await readBody(req)
    // Every route decides who may call it (src/mocks/handlers.ts): the token check runs on whatever spelling of the path matched.
    const response = await getResponse(handlers, toFetchRequest(req, origin, body))

    if (!response) {
      res.writeHead(404, { 'Content-Type': 'application/json', ...cors })
      res.end(JSON.stringify({ error: 'Not found' }))
      return
    }
    if (response.type === 'error') {
      // An injected network drop: no answer at all.
      req.socket.destroy()
      return
    }
    await writeResponse(res, response, cors)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, LISTEN_HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  origin = `http://localhost:${actualPort}`
  hosts = loopbackHosts(actualPort)
  handlers = [
    ...(options.testMode ? createControlHandlers(origin, store, cspReports, appOrigins) : []),
    ...createSandboxHandlers(origin, store, appOrigins),
    ...createReferenceHandlers(origin),
    ...createHandlers(origin, {
      store,
      guard: tokenGuard(projectId, () => (store.unauthorizedCalls += 1), switchedOff),
      // The site's origins, where a checkout may send the buyer back.
      returnOrigins: appOrigins,
      switchedOff,
    }),
  ]

  return {
    url: origin,
    port: actualPort,
    store,
    cspReports,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  const testMode = process.argv.includes('--test-mode')
  const verbose = process.argv.includes('--verbose') || !!process.env.CONTRACT_VERBOSE
  startContractServer({ testMode, verbose })
    .then((server) => {
      console.log(
        `Contract server listening on ${server.url}${testMode ? ' (test mode: /__control/ enabled)' : ''}`,
      )
      const stop = () => {
        void server.close().finally(() => process.exit(0))
      }
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
    })
    .catch((error: unknown) => {
      console.error(
        'Contract server failed to start:',
        error instanceof Error ? error.message : error,
      )
      process.exit(1)
    })
}
