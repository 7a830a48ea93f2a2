/** The texts of the error catalogue (spec: site-shell-pricing-purchase.md §8 and
 *  account-store-content.md §8). Plain values with no imports, so machines, the API layer, views and
 *  the contract server can all use them. */
/**
 * What went wrong: the server answered with an error status, the request never got an answer, it
 * timed out, the answer could not be read, or the call was refused before it was sent (an id that
 * is not a plain id would change the path).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'invalid'

/**
 * What stands in for the HTTP status in a catalogue text when there is none: a dropped
 * connection, a timeout, an answer that is not JSON of the expected shape, or an id the site
 * refused to put into a path.
 */
export type StatusWord = 'network error' | 'timeout' | 'invalid response' | 'invalid id'
export type FailureStatus = number | StatusWord

export const STATUS_WORDS = {
  network: 'network error',
  timeout: 'timeout',
  malformed: 'invalid response',
  invalid: 'invalid id',
} as const satisfies Record<Exclude<ApiErrorKind, 'http'>, StatusWord>

/** Any call of a signed-in user that the backend answers 401: the session ended. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

// ---------------------------------------------------------------------------------------------
// Purchase (site-shell-pricing-purchase.md §8)

export const USER_NOT_FOUND_ERROR_TYPE = 'user_not_found'

/** The backend's 409 for a Pro purchase by a buyer whose subscription is active: the site shows
 *  'Already Have an Active Subscription', as when its own billing read finds one. */
export const SUBSCRIPTION_ACTIVE_ERROR_TYPE = 'subscription_active'

/** Default message of the 'Account Required' dialog (the application named as the product: SuperbulletAI). */
export const USER_NOT_FOUND_MESSAGE =
  'User not found in database. Please install the SuperbulletAI application and create an account first before purchasing.'

/** Default details of the 'Account Required' dialog: the database can only be created through the app. */
export const USER_NOT_FOUND_DETAILS =
  'Your account database can only be created through the SuperbulletAI desktop app. Download it, sign in once, then come back to purchase.'

export const ACCOUNT_REQUIRED_TITLE = 'Account Required'
export const CHECKOUT_ERROR_TITLE = 'Checkout Error'
export const UNABLE_TO_OPEN_CHECKOUT = 'Unable to open checkout. Please try again.'
export const NO_CHECKOUT_URL = 'No checkout URL received from backend'
export const ACKNOWLEDGE_EARLY_ACCESS = 'Please acknowledge Early Access to continue.'

/** A buy press while a paid purchase is being confirmed: refused, the paid one is never dropped. */
export const purchaseStillConfirming = (name: string, charge: string) =>
  `Your ${name} purchase (${charge}) is still being confirmed. You can buy again once it is confirmed.`

export const packageNotConfigured = (plan: string) => `Package not configured for plan: ${plan}`
export const backendError = (status: FailureStatus) => `Backend error: ${status}`

// ---------------------------------------------------------------------------------------------
// Billing, invoices, subscription (site-shell-pricing-purchase.md §8)

/** 'Failed to get {what}: {status}', e.g. failedToGet('billing info', 500). */
export const failedToGet = (what: string, status: FailureStatus) =>
  `Failed to get ${what}: ${status}`
export const failedToCancelSubscription = (status: FailureStatus) =>
  `Failed to cancel subscription: ${status}`
export const failedToReactivateSubscription = (status: FailureStatus) =>
  `Failed to reactivate subscription: ${status}`

/** The `what` of each read call's 'Failed to get ...' text. */
export const RESOURCE_NAMES = {
  billing: 'billing info',
  monthlySpend: 'monthly spend',
  invoices: 'invoices',
  invoiceDownload: 'download URL',
  checkoutConfig: 'checkout config',
  paymentProviderTest: 'payment provider test',
} as const

// ---------------------------------------------------------------------------------------------
// Dashboard and top-up store texts (account-store-content.md §8)

export const ERROR_TOAST_TITLE = 'Error'
export const BILLING_LOAD_FAILED = 'Failed to load billing information'
/** The Monthly Spending card's failure, in words (not the call's 'Failed to get monthly spend: {status}'). */
export const SPEND_LOAD_FAILED = 'Failed to load monthly spending'
export const INVOICES_LOAD_FAILED = 'Failed to load invoices'
export const INVOICE_DOWNLOAD_FAILED = 'Failed to download invoice'
export const CANCEL_FAILED = 'Failed to cancel subscription. Please try again or contact support.'
export const CANCEL_SUCCESS = 'Your subscription has been cancelled successfully.'
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? This action cannot be undone and you will lose access to premium features at the end of your current billing period.'
// The site's own words where the spec has none: the titles of the cancel and reactivate toasts,
// the reactivate success, and its failure when the call gives no message of its own.
export const CANCEL_SUCCESS_TITLE = 'Subscription Cancelled'
export const REACTIVATE_SUCCESS_TITLE = 'Subscription Reactivated'
export const REACTIVATE_SUCCESS = 'Your subscription is active again.'
export const REACTIVATE_FAILED =
  'Failed to reactivate subscription. Please try again or use the payment portal.'
export const PACKAGE_NOT_FOUND = 'Package not found'
export const TOPUP_COMING_SOON =
  'Coming Soon: This token package will be available soon. Please check back later.'
