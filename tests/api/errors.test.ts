import { describe, expect, it } from 'vitest'
import { ApiError, PurchaseError, isUserNotFound } from '../../src/api/errors'
import * as catalogue from '../../src/domain/error-messages'
import { FALLBACK_BRAND_COLOR } from '../../src/api/schemas'
import { APP_NAME, DEFAULT_BRAND_COLOR } from '../../src/config'

describe('the error catalogue', () => {
  it("quotes the spec's texts exactly", () => {
    expect(catalogue.USER_NOT_FOUND_MESSAGE).toBe(
      'User not found in database. Please install the SuperbulletAI application and create an account first before purchasing.',
    )
    expect(catalogue.USER_NOT_FOUND_MESSAGE).toContain(APP_NAME)
    expect(catalogue.USER_NOT_FOUND_DETAILS).toMatch(
      /can only be created through the SuperbulletAI desktop app/,
    )
    expect(catalogue.UNABLE_TO_OPEN_CHECKOUT).toBe('Unable to open checkout. Please try again.')
    expect(catalogue.NO_CHECKOUT_URL).toBe('No checkout URL received from backend')
    expect(catalogue.packageNotConfigured('Pro')).toBe('Package not configured for plan: Pro')
    expect(catalogue.backendError(500)).toBe('Backend error: 500')
    expect(catalogue.failedToGet('billing info', 500)).toBe('Failed to get billing info: 500')
    expect(catalogue.failedToGet('billing info', 'network error')).toBe(
      'Failed to get billing info: network error',
    )
    expect(catalogue.failedToCancelSubscription(404)).toBe('Failed to cancel subscription: 404')
    expect(catalogue.failedToReactivateSubscription('timeout')).toBe(
      'Failed to reactivate subscription: timeout',
    )
    expect(catalogue.ACKNOWLEDGE_EARLY_ACCESS).toBe('Please acknowledge Early Access to continue.')
    expect(catalogue.CHECKOUT_ERROR_TITLE).toBe('Checkout Error')
    expect(catalogue.CANCEL_FAILED).toBe(
      'Failed to cancel subscription. Please try again or contact support.',
    )
    expect(catalogue.CANCEL_SUCCESS).toBe('Your subscription has been cancelled successfully.')
    expect(catalogue.TOPUP_COMING_SOON).toBe(
      'Coming Soon: This token package will be available soon. Please check back later.',
    )
    expect(FALLBACK_BRAND_COLOR).toBe(DEFAULT_BRAND_COLOR)
  })

  it('carries kind, status, errorType and details', () => {
    const error = new PurchaseError('m', {
      kind: 'http',
      status: 404,
      errorType: 'user_not_found',
      details: 'd',
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'PurchaseError',
      message: 'm',
      kind: 'http',
      status: 404,
      errorType: 'user_not_found',
      details: 'd',
    })
    expect(isUserNotFound(error)).toBe(true)
    expect(isUserNotFound(new ApiError('m', { kind: 'network' }))).toBe(false)
    expect(new ApiError('m', { kind: 'timeout' }).status).toBeUndefined()
  })
})
