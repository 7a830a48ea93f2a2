/** A call's operation in the OpenAPI document: its parameters, body and answers. */
import { json, type Call, type Json } from './call'

/** The answers every signed-in call shares. */
const SIGNED_IN_FAILURES = {
  '401': { $ref: '#/components/responses/Unauthenticated' },
  '403': { $ref: '#/components/responses/Forbidden' },
}

export function operation(call: Call): Json {
  return {
    operationId: call.operationId,
    summary: call.summary,
    description: `On failure the site shows: ${call.siteError}`,
    tags: [call.tag],
    security: call.signedIn ? [{ firebaseIdToken: [] }] : [],
    ...(call.parameters ? { parameters: call.parameters } : {}),
    ...(call.requestBody
      ? {
          requestBody: {
            required: true,
            ...(call.requestBodyDescription ? { description: call.requestBodyDescription } : {}),
            content: json(call.requestBody),
          },
        }
      : {}),
    responses: { '200': call.ok, ...(call.signedIn ? SIGNED_IN_FAILURES : {}), ...call.failures },
  }
}
