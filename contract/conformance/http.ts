/** One call of the conformance suite: what was sent and what came back, never a thrown error. */

export interface Answer {
  /** 0 when there was no answer (network error, timeout). */
  status: number
  headers: Headers
  /** The JSON body, or the text when it is not JSON, or undefined when empty. */
  body: unknown
  json: boolean
  /** Why there was no answer. */
  error?: string
}

export interface CallSpec {
  method?: 'GET' | 'POST' | 'OPTIONS'
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

const TIMEOUT_MS = 15_000

export async function call(base: string, path: string, spec: CallSpec = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...spec.headers }
  if (spec.token) headers.Authorization = `Bearer ${spec.token}`
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const res = await fetch(`${base.replace(/\/+$/, '')}${path}`, {
      method: spec.method ?? (spec.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await res.text()
    if (text === '')
      return { status: res.status, headers: res.headers, body: undefined, json: false }
    try {
      return {
        status: res.status,
        headers: res.headers,
        body: JSON.parse(text) as unknown,
        json: true,
      }
    } catch {
      return { status: res.status, headers: res.headers, body: text, json: false }
    }
  } catch (error) {
    const message =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${TIMEOUT_MS / 1000} s`
        : `no answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`
    return { status: 0, headers: new Headers(), body: undefined, json: false, error: message }
  }
}

/** An answer in a table cell: its status and, for a failure, the server's error text. */
export function describe(answer: Answer): string {
  if (answer.status === 0) return answer.error ?? 'no answer'
  const error =
    answer.json && typeof answer.body === 'object' && answer.body !== null
      ? (answer.body as { error?: unknown }).error
      : undefined
  return typeof error === 'string'
    ? `${answer.status} "${error.slice(0, 80)}"`
    : String(answer.status)
}
