/** The OpenAPI document of the backend contract (contract/openapi/document.ts, written to contract/openapi.json). */
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../../contract/openapi/document'

type Operation = {
  operationId: string
  security: unknown[]
  parameters?: { $ref?: string; name?: string }[]
  responses: Record<string, unknown>
  requestBody?: unknown
}
const doc = openApiDocument() as {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown> }
}
const calls = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method === 'get' || method === 'post')
    .map(([method, operation]) => ({ method, path, operation })),
)
const find = (method: string, path: string) =>
  calls.find((c) => c.method === method && c.path === path)!.operation

describe('the OpenAPI document', () => {
  // A stale contract/openapi.json fails here; `npm run openapi` runs this test with `-u` to write it.
  it('is OpenAPI 3.1 and the committed file is what the schemas make', async () => {
    expect(doc.openapi).toBe('3.1.0')
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot(
      '../../contract/openapi.json',
    )
  })

  it('has the ten calls of the spec, each with its preflight', () => {
    expect(calls.map((c) => `${c.method.toUpperCase()} ${c.path}`).sort()).toEqual([
      'GET /api/embedpay/config',
      'GET /api/invoice/{invoiceId}/download',
      'GET /api/test-embedpay',
      'GET /api/user/{userId}/billing',
      'GET /api/user/{userId}/invoices',
      'GET /api/user/{userId}/monthly-spend',
      'GET /health',
      'POST /api/purchase',
      'POST /api/subscription/{subscriptionId}/cancel',
      'POST /api/subscription/{subscriptionId}/reactivate',
    ])
    for (const item of Object.values(doc.paths))
      expect(item.options?.responses).toHaveProperty('204')
  })

  it('asks the ID token, and answers 401 and 403, on the seven signed-in calls only', () => {
    const signedIn = calls.filter((c) => c.operation.security.length > 0)
    expect(signedIn).toHaveLength(7)
    for (const { operation } of signedIn) {
      expect(operation.security).toEqual([{ firebaseIdToken: [] }])
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '401', '403']),
      )
    }
  })

  it('sends the purchase with its Idempotency-Key and body, and refuses a mismatch with 409 or 422', () => {
    const purchase = find('post', '/api/purchase')
    expect(purchase.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(purchase.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PurchaseRequest' } } },
    })
    expect(Object.keys(purchase.responses)).toEqual(
      expect.arrayContaining(['400', '404', '409', '422']),
    )
  })

  it("converts the site's schemas, leaving out defaults computed when an answer is read", () => {
    expect(doc.components.schemas.ErrorBody).toEqual({
      type: 'object',
      properties: { error: { type: 'string', minLength: 1 } },
      required: ['error'],
    })
    const spend = doc.components.schemas.MonthlySpend as {
      properties: Record<string, { default?: unknown }>
    }
    expect(spend.properties.nextResetDate).not.toHaveProperty('default')
    expect(spend.properties.resetInfo?.default).toBe(
      'Monthly spending resets on the 1st of each month',
    )
  })
})
