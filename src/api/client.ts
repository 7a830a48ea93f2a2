import ky, { isTimeoutError } from 'ky'
import * as v from 'valibot'
import { env } from '../config'
import { isPlainId } from '../lib/plain-id'
import { ApiError } from './errors'
import {
  SESSION_EXPIRED,
  STATUS_WORDS,
  type ApiErrorKind,
  type FailureStatus,
} from '../domain/error-messages'
import type { ApiSession } from './session'

// No caching layer on purpose: the spec says data never goes stale and nothing refetches on focus or on a timer; the state machines hold loaded data until the user presses Refresh.

/** 15 s; the end-to-end stack shortens it (VITE_API_TIMEOUT_MS) so timeout faults stay quick to test. */
export const REQUEST_TIMEOUT_MS = env.VITE_API_TIMEOUT_MS

/**
 * The one HTTP client of the site: API base URL, no retries (ky retries GETs twice by default),
 * 15 s timeout, no cookies (a signed-in call carries its ID token as a Bearer header, so no
 * ambient credential ever goes along).
 */
export const api = ky.create({
  prefixUrl: env.VITE_API_BASE_URL,
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'omit',
})

/** Per-call options every API function accepts (e.g. the `signal` XState passes to a promise actor). */
export interface CallOptions {
  signal?: AbortSignal
  /** Called once the answer's status and headers have arrived, before its body is read. */
  onAnswer?: () => void
  /** The signed-in user's credentials; without it the call is sent without a token. */
  session?: ApiSession
}

/**
 * Why a call failed, before it is worded: the server's answer (status, raw text and the JSON
 * body when the text is JSON), or no usable answer at all.
 */
export type CallFailure =
  | { kind: 'http'; status: number; statusText: string; text: string; body: unknown }
  | { kind: 'network' | 'timeout'; cause: unknown }
  | { kind: 'malformed'; status: number; cause?: unknown }
  | { kind: 'invalid'; cause: unknown }

/** The status of a failure as the catalogue texts print it: the HTTP status, or 'network error' / 'timeout' / 'invalid response'. */
export function failureStatus(failure: CallFailure): FailureStatus {
  return failure.kind === 'http' ? failure.status : STATUS_WORDS[failure.kind]
}

/** The ApiError options (kind, status, cause) of a failure. */
export function failureOptions(failure: CallFailure): {
  kind: ApiErrorKind
  status?: number
  cause?: unknown
} {
  switch (failure.kind) {
    case 'http':
      return { kind: 'http', status: failure.status }
    case 'malformed':
      return { kind: 'malformed', status: failure.status, cause: failure.cause }
    default:
      return { kind: failure.kind, cause: failure.cause }
  }
}

/** The server's `error` text from a failure body, if it sent one. */
export function serverErrorText(failure: CallFailure): string | undefined {
  if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null)
    return undefined
  const error = (failure.body as { error?: unknown }).error
  return typeof error === 'string' && error.trim() !== '' ? error : undefined
}

/**
 * The path with its `{name}` placeholders filled, or the name of the first value that is not a
 * plain id: an id from the user or the backend never changes the path (no `..`, `/`, `%` or `?`).
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string>> = {},
): { path: string } | { invalid: string } {
  const bad = Object.entries(params).find(([, value]) => !isPlainId(value))
  if (bad) return { invalid: bad[0] }
  return {
    path: path.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder),
  }
}

const withoutLeadingSlash = (path: string) => path.replace(/^\/+/, '')

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (cause) {
    return { ok: false, cause }
  }
}

export interface RequestSpec extends CallOptions {
  method: 'get' | 'post'
  /** Path under the API base URL with `{name}` placeholders, e.g. `/api/user/{userId}/billing` (a leading slash is fine). */
  path: string
  /** The placeholders' values: plain ids only; a call with any other is refused before it is sent. */
  params?: Readonly<Record<string, string>>
  searchParams?: Record<string, string | number>
  json?: unknown
  headers?: Record<string, string>
}

/**
 * Sends one request and reads a JSON answer of the given shape. Every way it can go wrong
 * becomes the ApiError that `fail` words for this call; an abort by the caller's signal
 * rejects with the signal's reason, as fetch does.
 */
export async function requestJson<const TSchema extends v.GenericSchema>(
  spec: RequestSpec,
  schema: TSchema,
  fail: (failure: CallFailure) => ApiError,
): Promise<v.InferOutput<TSchema>> {
  const filled = fillPath(spec.path, spec.params)
  if ('invalid' in filled)
    throw fail({ kind: 'invalid', cause: new TypeError(`${filled.invalid} is not a plain id`) })
  let token: string | null
  let response: Response
  try {
    const known = spec.session ? spec.session.idToken() : null
    token = known instanceof Promise ? await known : known
    // No ky hook: each one is awaited before the request leaves.
    response = await api(withoutLeadingSlash(filled.path), {
      method: spec.method,
      throwHttpErrors: false,
      ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
      ...(spec.json !== undefined ? { json: spec.json } : {}),
      headers: { ...spec.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(spec.signal ? { signal: spec.signal } : {}),
    })
    spec.onAnswer?.()
  } catch (cause) {
    if (spec.signal?.aborted) throw spec.signal.reason
    throw fail({ kind: isTimeoutError(cause) ? 'timeout' : 'network', cause })
  }

  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    if (spec.signal?.aborted) throw spec.signal.reason
    throw fail({ kind: 'network', cause })
  }

  const json = parseJson(text)
  // A signed-in call the backend refuses: the token expired or was revoked, whatever the call.
  if (response.status === 401 && token) {
    spec.session?.expired()
    throw new ApiError(SESSION_EXPIRED, { kind: 'http', status: 401 })
  }
  if (!response.ok) {
    throw fail({
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      text,
      body: json.ok ? json.value : undefined,
    })
  }
  if (!json.ok) throw fail({ kind: 'malformed', status: response.status, cause: json.cause })
  const parsed = v.safeParse(schema, json.value)
  if (!parsed.success)
    throw fail({
      kind: 'malformed',
      status: response.status,
      cause: new v.ValiError(parsed.issues),
    })
  return parsed.output
}

// ---------------------------------------------------------------------------------------------
// The spec's "Generic data fetch failure": GET (without cookies: the ID token authenticates), JSON read, error '{status}: {body or status text}',
// a 401 yields an error or null depending on configuration.

export interface GetJsonOptions<T> extends CallOptions {
  /** What a 401 does: reject (default) or resolve with null. */
  on401?: 'throw' | 'null'
  /** Optional schema for the body; without it the JSON is returned as `unknown`. */
  schema?: v.GenericSchema<unknown, T>
}

/** The generic fetch's error text: '{status}: {body or status text}', or a status word when there was no answer. */
export function genericFailureMessage(failure: CallFailure): string {
  if (failure.kind === 'http')
    return `${failure.status}: ${failure.text.trim() || failure.statusText || 'Error'}`
  if (failure.kind === 'malformed') return `${failure.status}: ${STATUS_WORDS.malformed}`
  return STATUS_WORDS[failure.kind]
}

export function getJson<T = unknown>(
  path: string,
  options: GetJsonOptions<T> & { on401: 'null' },
): Promise<T | null>
export function getJson<T = unknown>(
  path: string,
  options?: GetJsonOptions<T> & { on401?: 'throw' },
): Promise<T>
export async function getJson<T = unknown>(
  path: string,
  options: GetJsonOptions<T> = {},
): Promise<T | null> {
  const { on401, schema: given, ...call } = options
  const schema = (given ?? v.unknown()) as v.GenericSchema<unknown, T>
  try {
    return await requestJson({ method: 'get', path, ...call }, schema, (failure) => {
      return new ApiError(genericFailureMessage(failure), failureOptions(failure))
    })
  } catch (error) {
    if (
      on401 === 'null' &&
      error instanceof ApiError &&
      error.kind === 'http' &&
      error.status === 401
    )
      return null
    throw error
  }
}
