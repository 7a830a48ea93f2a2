import { failureOptions, failureStatus, requestJson, type CallOptions } from './client'
import { ApiError } from './errors'
import { RESOURCE_NAMES, failedToGet } from '../domain/error-messages'
import {
  InvoiceDownloadSchema,
  InvoiceListSchema,
  type InvoiceDownload,
  type InvoiceList,
} from './schemas'

export type { Invoice, InvoiceDownload, InvoiceList } from './schemas'

/** The spec's page size of the invoice list. */
export const INVOICES_DEFAULT_LIMIT = 10

/** GET /api/user/{userId}/invoices?limit=10. Rejects with 'Failed to get invoices: {status}'. */
export function getInvoices(
  userId: string,
  limit: number = INVOICES_DEFAULT_LIMIT,
  options: CallOptions = {},
): Promise<InvoiceList> {
  return requestJson(
    {
      method: 'get',
      path: '/api/user/{userId}/invoices',
      params: { userId },
      searchParams: { limit },
      ...options,
    },
    InvoiceListSchema,
    (failure) =>
      new ApiError(
        failedToGet(RESOURCE_NAMES.invoices, failureStatus(failure)),
        failureOptions(failure),
      ),
  )
}

/**
 * GET /api/invoice/{invoiceId}/download?user_id={userId}. Resolves with { success, downloadUrl };
 * the caller treats success false or a missing URL as 'Failed to download invoice'.
 * Rejects with 'Failed to get download URL: {status}'.
 */
export function getInvoiceDownloadUrl(
  invoiceId: string,
  userId: string,
  options: CallOptions = {},
): Promise<InvoiceDownload> {
  return requestJson(
    {
      method: 'get',
      path: '/api/invoice/{invoiceId}/download',
      params: { invoiceId },
      searchParams: { user_id: userId },
      ...options,
    },
    InvoiceDownloadSchema,
    (failure) =>
      new ApiError(
        failedToGet(RESOURCE_NAMES.invoiceDownload, failureStatus(failure)),
        failureOptions(failure),
      ),
  )
}
