import { EMBEDDED_CHECKOUT_PROVIDER } from '../config'
import { failureOptions, failureStatus, requestJson, type CallOptions } from './client'
import { ApiError } from './errors'
import { RESOURCE_NAMES, failedToGet } from '../domain/error-messages'
import { CheckoutConfigSchema, type CheckoutConfig } from './schemas'

export type { CheckoutConfig } from './schemas'

/** The path of the provider's config call: GET /api/{provider}/config. */
export const checkoutConfigPath = (provider: string = EMBEDDED_CHECKOUT_PROVIDER) =>
  `/api/${encodeURIComponent(provider)}/config`

/**
 * GET /api/embedpay/config: the checkout's brand colour (the amber default when the backend
 * leaves it out). Rejects with 'Failed to get checkout config: {status}'; the spec says callers
 * ignore that failure and keep the default colour.
 */
export function getCheckoutConfig(options: CallOptions = {}): Promise<CheckoutConfig> {
  return requestJson(
    { method: 'get', path: checkoutConfigPath(), ...options },
    CheckoutConfigSchema,
    (failure) => {
      return new ApiError(
        failedToGet(RESOURCE_NAMES.checkoutConfig, failureStatus(failure)),
        failureOptions(failure),
      )
    },
  )
}
