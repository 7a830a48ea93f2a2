/**
 * One call of the backend contract as the OpenAPI document describes it, and what its answers are
 * built from: JSON bodies by schema component, with the CORS headers a browser needs to read them.
 */
import type { FailureStatus } from '../../src/domain/error-messages'
import { componentRef, type SchemaName } from './components'

export type Json = Record<string, unknown>

/** What the catalogue texts print in place of the HTTP status. */
export const STATUS = '{status}' as unknown as FailureStatus

export const json = (schema: SchemaName, example?: unknown) => ({
  'application/json': {
    schema: componentRef(schema),
    ...(example === undefined ? {} : { example }),
  },
})
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  Vary: { $ref: '#/components/headers/Vary' },
}
export const answer = (description: string, schema: SchemaName, example?: unknown) => ({
  description,
  headers: CORS_HEADERS,
  content: json(schema, example),
})
export const failure = (description: string) => answer(description, 'ErrorBody')

export interface Call {
  method: 'get' | 'post'
  path: string
  operationId: string
  summary: string
  tag: 'Purchase' | 'Account' | 'Service'
  /** What the site shows when the call fails (the error catalogue). */
  siteError: string
  signedIn: boolean
  /** Shared by the call and its preflight. */
  pathParameters?: Json[]
  parameters?: Json[]
  requestBody?: SchemaName
  requestBodyDescription?: string
  ok: Json
  failures?: Record<string, Json>
}
