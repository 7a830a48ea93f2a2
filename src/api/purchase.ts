import type { ReturnUrls } from '../domain/purchase'
import * as v from 'valibot'
import { env } from '../config'
import { isLocalHost } from '../lib/safe-url'
import { failureOptions, requestJson, type CallFailure, type CallOptions } from './client'
import { PurchaseError } from './errors'
import {
  UNABLE_TO_OPEN_CHECKOUT,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_ERROR_TYPE,
  USER_NOT_FOUND_MESSAGE,
  backendError,
} from '../domain/error-messages'
import {
  PurchaseRequestSchema,
  PurchaseResponseSchema,
  type PurchaseRequest,
  type PurchaseResponse,
} from './schemas'

export type { PurchaseRequest, PurchaseResponse } from './schemas'

/** A field of the error body, only if it is a non-empty string. */
function textField(body: unknown, key: 'error' | 'errorType' | 'details'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The spec's purchase error rules (site-shell-pricing-purchase.md §8). */
export function purchaseFailure(failure: CallFailure): PurchaseError {
  const options = failureOptions(failure)
  if (failure.kind !== 'http') return new PurchaseError(UNABLE_TO_OPEN_CHECKOUT, options)
  const errorType = textField(failure.body, 'errorType')
  const error = textField(failure.body, 'error')
  const details = textField(failure.body, 'details')
  if (errorType === USER_NOT_FOUND_ERROR_TYPE) {
    return new PurchaseError(error ?? USER_NOT_FOUND_MESSAGE, {
      ...options,
      errorType,
      details: details ?? USER_NOT_FOUND_DETAILS,
    })
  }
  return new PurchaseError(error ?? backendError(failure.status), {
    ...options,
    ...(errorType ? { errorType } : {}),
    ...(details ? { details } : {}),
  })
}

/**
 * One purchase intent: the request and its `Idempotency-Key`, made once when the user presses buy
 * and sent again unchanged on any retry of that intent, so that the backend creates one checkout.
 */
export interface PurchaseIntent {
  request: PurchaseRequest
  idempotencyKey: string
}

export interface PurchaseCallOptions extends CallOptions {
  /** The intent's key, sent as `Idempotency-Key`: the backend answers a repeated key with the same checkout. */
  idempotencyKey?: string
}

/**
 * POST /api/purchase (with the intent's `Idempotency-Key`). Resolves with the provider and either an `ident` (embedded checkout) or a
 * `checkout_url` (hosted checkout); which one to launch is the caller's rule. Rejects with a
 * PurchaseError: user_not_found (message + details for the 'Account Required' dialog), the
 * server's error text or 'Backend error: {status}', or 'Unable to open checkout. Please try
 * again.' when there is no usable answer.
 */
export function purchase(
  req: PurchaseRequest,
  { idempotencyKey, ...options }: PurchaseCallOptions = {},
): Promise<PurchaseResponse> {
  return requestJson(
    {
      method: 'post',
      path: '/api/purchase',
      json: req,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      ...options,
    },
    PurchaseResponseSchema,
    purchaseFailure,
  )
}

export type { ReturnUrls } from '../domain/purchase'

/**
 * The checkout's return addresses: the app origin + /checkout-success and /checkout-cancelled.
 * On localhost the current local origin, otherwise the production app origin (VITE_APP_ORIGIN).
 */
export function returnUrls(
  location: Pick<Location, 'hostname' | 'origin'> | null = globalThis.location ?? null,
): ReturnUrls {
  const origin =
    location && isLocalHost(location.hostname)
      ? location.origin
      : new URL(env.VITE_APP_ORIGIN).origin
  return { complete_url: `${origin}/checkout-success`, cancel_url: `${origin}/checkout-cancelled` }
}

export { purchaseRequest } from '../domain/purchase'

/** Checks a value against the purchase request's shape. */
export const isPurchaseRequest = (value: unknown): value is PurchaseRequest =>
  v.is(PurchaseRequestSchema, value)
