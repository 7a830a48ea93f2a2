/**
 * Who may talk to the contract server: the `Host` it answers to (its loopback names and port, so a
 * DNS-rebinding page cannot read it under another name), and the app origins it serves with CORS
 * and sends buyers back to from the sandbox checkout.
 */
import type { IncomingMessage } from 'node:http'
import { stackPorts } from '../scripts/stack-env'

/** The app origins of the local stacks: dev server and production stack, on localhost and 127.0.0.1. */
export const DEFAULT_APP_ORIGINS: readonly string[] = [stackPorts.dev, stackPorts.stack].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
)

/** What a preflight allows: JSON bodies, the user's ID token and a purchase's idempotency key. */
export const ALLOWED_REQUEST_HEADERS = 'Content-Type, Authorization, Idempotency-Key'

/** The Host values the server answers: its loopback names with its port. */
export const loopbackHosts = (port: number) =>
  new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])

/** True when the request names this server by a loopback name and its port. */
export const isLoopbackHost = (req: IncomingMessage, hosts: ReadonlySet<string>) =>
  hosts.has((req.headers.host ?? '').toLowerCase())

/** CORS headers of an answer: the Origin echoed for an app origin (no credentials: the site sends none), nothing for others. */
export function corsHeaders(
  req: IncomingMessage,
  appOrigins: ReadonlySet<string>,
): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !appOrigins.has(origin)) return {}
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
}

/** The preflight's answer for an app origin: the methods and headers the site's calls use. */
export function preflightHeaders(
  req: IncomingMessage,
  cors: Record<string, string>,
): Record<string, string> {
  if (!cors['Access-Control-Allow-Origin']) return cors
  return {
    ...cors,
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': '600',
    ...(req.headers['access-control-request-private-network'] === 'true'
      ? { 'Access-Control-Allow-Private-Network': 'true' }
      : {}),
  }
}

/** A return address the sandbox may send a buyer to: http(s) on one of the app origins. */
export function allowedReturnUrl(raw: string, appOrigins: ReadonlySet<string>): URL | undefined {
  try {
    const url = new URL(raw)
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      appOrigins.has(url.origin) &&
      !url.username &&
      !url.password
      ? url
      : undefined
  } catch {
    return undefined
  }
}
