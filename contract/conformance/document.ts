/**
 * Checks an answer against the committed OpenAPI document (contract/openapi.json): the status
 * must be one the document lists for the call, and the JSON body must match that answer's schema
 * (ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'

export const OPENAPI_FILE = new URL('../../contract/openapi.json', import.meta.url)

type Json = Record<string, unknown>
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>
  components: { schemas: Record<string, unknown>; responses: Record<string, Json> }
}

/** The document's component references, made absolute for ajv (one schema holds every component). */
const COMPONENTS_ID = 'urn:superbullet:contract'
const absolute = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`),
  )

export interface ContractDocument {
  /** Why the answer does not match the document, or undefined when it does. */
  mismatch(method: string, path: string, status: number, body: unknown): string | undefined
}

export function loadContractDocument(file: URL = OPENAPI_FILE): ContractDocument {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApi
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: absolute(doc.components.schemas) })
  const compiled = new Map<string, ValidateFunction | null>()

  const validatorFor = (
    method: string,
    path: string,
    status: number,
  ): ValidateFunction | null | undefined => {
    const key = `${method} ${path} ${status}`
    if (compiled.has(key)) return compiled.get(key)
    let response = doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)]
    if (!response) return undefined
    const ref = response.$ref
    if (typeof ref === 'string') response = doc.components.responses[ref.split('/').pop()!]!
    const schema = (response.content as { 'application/json'?: { schema: unknown } } | undefined)?.[
      'application/json'
    ]?.schema
    const validate = schema === undefined ? null : ajv.compile(absolute(schema) as Json)
    compiled.set(key, validate)
    return validate
  }

  return {
    mismatch(method, path, status, body) {
      const validate = validatorFor(method, path, status)
      if (validate === undefined)
        return `status ${status} is not an answer the document lists for ${method.toUpperCase()} ${path}`
      if (validate === null || validate(body)) return undefined
      return (validate.errors ?? [])
        .map((e) => `${e.instancePath || 'body'} ${e.message ?? 'is invalid'}`)
        .join('; ')
    },
  }
}
