import {
  failureOptions,
  failureStatus,
  requestJson,
  serverErrorText,
  type CallFailure,
  type CallOptions,
} from './client'
import { ApiError } from './errors'
import {
  failedToCancelSubscription,
  failedToReactivateSubscription,
  type FailureStatus,
} from '../domain/error-messages'
import {
  SubscriptionActionResultSchema,
  type SubscriptionActionRequest,
  type SubscriptionActionResult,
} from './schemas'

export type { SubscriptionActionResult } from './schemas'

function action(verb: 'cancel' | 'reactivate', fallback: (status: FailureStatus) => string) {
  return (
    subscriptionId: string,
    firebaseUserId: string,
    options: CallOptions = {},
  ): Promise<SubscriptionActionResult> =>
    requestJson(
      {
        method: 'post',
        path: `/api/subscription/{subscriptionId}/${verb}`,
        params: { subscriptionId },
        json: { firebaseUserId } satisfies SubscriptionActionRequest,
        ...options,
      },
      SubscriptionActionResultSchema,
      (failure: CallFailure) =>
        new ApiError(
          serverErrorText(failure) ?? fallback(failureStatus(failure)),
          failureOptions(failure),
        ),
    )
}

/**
 * POST /api/subscription/{subscriptionId}/cancel with { firebaseUserId }. Rejects with the
 * server's error text or 'Failed to cancel subscription: {status}'.
 */
export const cancelSubscription = action('cancel', failedToCancelSubscription)

/**
 * POST /api/subscription/{subscriptionId}/reactivate with { firebaseUserId }. Rejects with the
 * server's error text or 'Failed to reactivate subscription: {status}'.
 */
export const reactivateSubscription = action('reactivate', failedToReactivateSubscription)
