import { failureOptions, failureStatus, requestJson, type CallOptions } from './client'
import { ApiError } from './errors'
import { RESOURCE_NAMES, failedToGet } from '../domain/error-messages'
import {
  BillingInfoSchema,
  MonthlySpendSchema,
  type BillingInfo,
  type MonthlySpend,
} from './schemas'

export type { BillingInfo, MonthlySpend } from './schemas'

/** GET /api/user/{userId}/billing. Rejects with 'Failed to get billing info: {status}'. */
export function getBillingInfo(userId: string, options: CallOptions = {}): Promise<BillingInfo> {
  return requestJson(
    { method: 'get', path: '/api/user/{userId}/billing', params: { userId }, ...options },
    BillingInfoSchema,
    (failure) => {
      return new ApiError(
        failedToGet(RESOURCE_NAMES.billing, failureStatus(failure)),
        failureOptions(failure),
      )
    },
  )
}

/**
 * GET /api/user/{userId}/monthly-spend?month=YYYY-MM (the current month when left out).
 * Rejects with 'Failed to get monthly spend: {status}'.
 */
export function getMonthlySpend(
  userId: string,
  month?: string,
  options: CallOptions = {},
): Promise<MonthlySpend> {
  return requestJson(
    {
      method: 'get',
      path: '/api/user/{userId}/monthly-spend',
      params: { userId },
      ...(month ? { searchParams: { month } } : {}),
      ...options,
    },
    MonthlySpendSchema,
    (failure) =>
      new ApiError(
        failedToGet(RESOURCE_NAMES.monthlySpend, failureStatus(failure)),
        failureOptions(failure),
      ),
  )
}
