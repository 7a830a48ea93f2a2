/**
 * The two error classes every API function rejects with, and what a caller asks of them. The
 * texts they carry are the spec's error catalogue, in `src/domain/error-messages.ts`.
 */
import {
  SESSION_EXPIRED,
  USER_NOT_FOUND_ERROR_TYPE,
  type ApiErrorKind,
} from '../domain/error-messages'

export interface ApiErrorOptions {
  kind: ApiErrorKind
  /** The HTTP status, when the server answered. */
  status?: number
  cause?: unknown
}

export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status?: number

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.kind = options.kind
    if (options.status !== undefined) this.status = options.status
  }
}

export interface PurchaseErrorOptions extends ApiErrorOptions {
  /** The server's `errorType` (e.g. 'user_not_found'). */
  errorType?: string
  /** The server's `details`, or the catalogue default for user_not_found. */
  details?: string
}

export class PurchaseError extends ApiError {
  override name = 'PurchaseError'
  readonly errorType?: string
  readonly details?: string

  constructor(message: string, options: PurchaseErrorOptions) {
    super(message, options)
    if (options.errorType !== undefined) this.errorType = options.errorType
    if (options.details !== undefined) this.details = options.details
  }
}

export const isUserNotFound = (error: unknown): error is PurchaseError =>
  error instanceof PurchaseError && error.errorType === USER_NOT_FOUND_ERROR_TYPE

/** A call of a signed-in user that the backend answered 401: the session ended, and the sign-in dialog opens with it. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.message === SESSION_EXPIRED
/** The backend answered no (4xx): asking again would get the same answer. A dropped request, a timeout or a 5xx may have made a checkout. */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500
