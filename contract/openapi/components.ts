/**
 * The OpenAPI document's schema components, converted from the valibot schemas the site parses
 * answers with (src/api/schemas.ts) by @valibot/to-json-schema, as JSON Schema 2020-12 (the
 * dialect of OpenAPI 3.1).
 */
import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import * as api from '../../src/api/schemas'

/** GET /health: the site reads any JSON answer as up, unless `ok` is false. */
const HealthAnswerSchema = v.pipe(
  v.object({ ok: v.optional(v.boolean()) }),
  v.description('Any JSON object; `ok: false` means the backend is down.'),
)
/** GET /api/test-{provider}: shown as it is. */
const ProviderTestAnswerSchema = v.pipe(
  v.unknown(),
  v.description('Any JSON: the payment provider connection test, shown as it is.'),
)

/** Named schemas: a schema used inside another one becomes a `$ref` to its component. */
const NAMED = {
  PurchaseRequest: api.PurchaseRequestSchema,
  PurchaseResponse: api.PurchaseResponseSchema,
  PurchaseErrorBody: api.PurchaseErrorBodySchema,
  CheckoutConfig: api.CheckoutConfigSchema,
  BillingInfo: api.BillingInfoSchema,
  Plan: api.PlanSchema,
  MonthlySpend: api.MonthlySpendSchema,
  InvoiceList: api.InvoiceListSchema,
  Invoice: api.InvoiceSchema,
  InvoiceDownload: api.InvoiceDownloadSchema,
  SubscriptionActionRequest: api.SubscriptionActionRequestSchema,
  SubscriptionActionResult: api.SubscriptionActionResultSchema,
  ErrorBody: api.ErrorBodySchema,
  HealthAnswer: HealthAnswerSchema,
  ProviderTestAnswer: ProviderTestAnswerSchema,
} as const

export type SchemaName = keyof typeof NAMED

export const componentRef = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

export function schemaComponents(): Record<SchemaName, JsonSchema> {
  return toJsonSchemaDefs(NAMED, {
    target: 'draft-2020-12',
    // Each pipe from its last schema: the object of `obj`, after its is-not-an-array check
    // (JSON Schema's `type: object` says the same).
    typeMode: 'output',
    // JSON numbers are finite; a transform only fills in what the backend left out.
    ignoreActions: ['finite', 'transform'],
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    // A default computed when the answer is read (the next monthly reset) would change the
    // document every day: only constant defaults are written.
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      if (!('default' in valibotSchema) || typeof valibotSchema.default !== 'function')
        return undefined
      const { default: _computed, ...rest } = jsonSchema
      return rest
    },
  })
}
