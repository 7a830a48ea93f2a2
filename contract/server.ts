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
import { DEFAULT_PROJECT_ID, refusal, refusalResponse } from './auth'
import { createControlHandlers } from './control'
import { createReferenceHandlers } from './reference'
import { createSandboxHandlers } from './sandbox'

export const DEFAULT_CONTRACT_PORT = 8787
/** Loopback only: the contract server (and its control endpoint) is never reachable from the network. */
export const LISTEN_HOST = '127.0.0.1'

/** The app origins allowed to call the API with cookies (dev server and preview, localhost and 127.0.0.1). */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:4173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4173',
] as const

export interface ContractServerOptions {
  /** 0 picks a free port. Default: CONTRACT_PORT or 8787. */
  port?: number
  /** Enables /__control/ (404 otherwise). */
  testMode?: boolean
  /** The store to serve (default: a fresh seeded one). */
  store?: ScenarioStore
  /** Extra CORS origins (CONTRACT_CORS_ORIGINS, comma-separated, is added too). */
  allowedOrigins?: readonly string[]
  /** Log every request to stdout. */
  verbose?: boolean
  /** The Firebase project whose ID tokens are accepted. Default: VITE_FIREBASE_PROJECT_ID or 'demo-superbullet'. */
  projectId?: string
}

/** What a preflight allows: JSON bodies, the user's ID token and a purchase's idempotency key. */
export const ALLOWED_REQUEST_HEADERS = 'Content-Type, Authorization, Idempotency-Key'

export interface ContractServer {
  /** e.g. 'http://localhost:8787' */
  url: string
  port: number
  store: ScenarioStore
  close: () => Promise<void>
}

const BODYLESS = new Set(['GET', 'HEAD'])
const SKIPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect'])

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
  return new Request(url, { method, headers, ...(body && body.length > 0 && !BODYLESS.has(method) ? { body: new Uint8Array(body) } : {}) })
}

function parseBody(body: Buffer | undefined): unknown {
  try {
    return body && body.length > 0 ? (JSON.parse(body.toString('utf8')) as unknown) : undefined
  } catch {
    return undefined
  }
}

function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !allowed.has(origin)) return {}
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
}

async function writeResponse(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
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
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const store = options.store ?? createScenarioStore()
  const allowed = new Set<string>([...DEFAULT_ALLOWED_ORIGINS, ...(options.allowedOrigins ?? []), ...envOrigins()])
  const port = options.port ?? (Number(process.env.CONTRACT_PORT) || DEFAULT_CONTRACT_PORT)
  const projectId = options.projectId ?? (process.env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID)
  let handlers: RequestHandler[] = []

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error('[contract] handler failed:', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'Contract server error' }))
    })
  })

  let origin = ''
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req, allowed)
    const method = (req.method ?? 'GET').toUpperCase()
    if (options.verbose) console.log(`[contract] ${method} ${req.url}`)

    if (method === 'OPTIONS') {
      const preflight: Record<string, string> = { ...cors }
      if (cors['Access-Control-Allow-Origin']) {
        preflight['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS'
        preflight['Access-Control-Allow-Headers'] = ALLOWED_REQUEST_HEADERS
        preflight['Access-Control-Max-Age'] = '600'
        if (req.headers['access-control-request-private-network'] === 'true') preflight['Access-Control-Allow-Private-Network'] = 'true'
      }
      res.writeHead(204, preflight)
      res.end()
      return
    }

    const body = BODYLESS.has(method) ? undefined : await readBody(req)
    const request = toFetchRequest(req, origin, body)
    const refused = refusal(request, parseBody(body), projectId)
    if (refused === 'unauthenticated') store.unauthorizedCalls += 1
    const response = refused ? refusalResponse(refused) : await getResponse(handlers, request)

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
  handlers = [
    ...(options.testMode ? createControlHandlers(origin, store) : []),
    ...createSandboxHandlers(origin, store),
    ...createReferenceHandlers(origin),
    ...createHandlers(origin, { store }),
  ]

  return {
    url: origin,
    port: actualPort,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  const testMode = process.argv.includes('--test-mode')
  const verbose = process.argv.includes('--verbose') || !!process.env.CONTRACT_VERBOSE
  startContractServer({ testMode, verbose })
    .then((server) => {
      console.log(`Contract server listening on ${server.url}${testMode ? ' (test mode: /__control/ enabled)' : ''}`)
      const stop = () => {
        void server.close().finally(() => process.exit(0))
      }
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
    })
    .catch((error: unknown) => {
      console.error('Contract server failed to start:', error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
