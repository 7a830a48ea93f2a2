/** The backend API: one module per resource, the schemas and the error classes (the texts are in src/domain/error-messages.ts). */
export * from './errors'
export * from './schemas'
export { api, getJson, REQUEST_TIMEOUT_MS, type CallOptions, type GetJsonOptions } from './client'
export type { ApiSession } from './session'
export {
  purchase,
  type PurchaseIntent,
  type PurchaseCallOptions,
  returnUrls,
  purchaseRequest,
  isPurchaseRequest,
  type ReturnUrls,
} from './purchase'
export { getCheckoutConfig, checkoutConfigPath } from './checkout-config'
export { getBillingInfo, getMonthlySpend } from './billing'
export { getInvoices, getInvoiceDownloadUrl, INVOICES_DEFAULT_LIMIT } from './invoices'
export { cancelSubscription, reactivateSubscription } from './subscription'
export { checkHealth, testPaymentProvider } from './health'
