/**
 * CORS: the browser's preflight for the site's origin allows the ID token and the idempotency key,
 * a signed-in answer names the site's origin, and other origins get nothing.
 */
import { UNKNOWN_ID, type Context } from './context'
import type { Answer } from './http'

export async function corsChecks({ rows, target, at, me }: Context): Promise<void> {
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
