import * as v from 'valibot'
import { EMBEDDED_CHECKOUT_PROVIDER } from '../config'
import { failureOptions, failureStatus, requestJson, type CallOptions } from './client'
import { ApiError } from './errors'
import { RESOURCE_NAMES, failedToGet } from '../domain/error-messages'

/** GET /health: true when the backend answers 2xx with JSON (and `ok` is not false); false on any failure. */
export async function checkHealth(options: CallOptions = {}): Promise<boolean> {
  try {
    const body = await requestJson(
      { method: 'get', path: '/health', ...options },
      v.unknown(),
      (failure) => {
        return new ApiError(failedToGet('health', failureStatus(failure)), failureOptions(failure))
      },
    )
    return !(typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false)
  } catch {
    return false
  }
}

/** GET /api/test-embedpay: the payment provider connection test, JSON as is. Rejects with 'Failed to get payment provider test: {status}'. */
export function testPaymentProvider(options: CallOptions = {}): Promise<unknown> {
  return requestJson(
    {
      method: 'get',
      path: '/api/test-{provider}',
      params: { provider: EMBEDDED_CHECKOUT_PROVIDER },
      ...options,
    },
    v.unknown(),
    (failure) => {
      return new ApiError(
        failedToGet(RESOURCE_NAMES.paymentProviderTest, failureStatus(failure)),
        failureOptions(failure),
      )
    },
  )
}
