/** The checkout launch model: what its path suite (checkout-launch.paths.test.ts) and the storyboards traverse. */
import { PurchaseError } from '../../../src/api/errors'
import { NO_CHECKOUT_URL } from '../../../src/domain/error-messages'
import type { PurchaseRequest, PurchaseResponse } from '../../../src/api/schemas'

export const request: PurchaseRequest = {
  package: { name: 'Pro Plan', price: 20, variant_id: 1001, type: 'subscription' },
  userData: { userId: 'u1', email: 'pro@demo.superbullet.ai', name: 'Pro' },
  complete_url: 'http://localhost:5173/checkout-success',
  cancel_url: 'http://localhost:5173/checkout-cancelled',
}
const embedded: PurchaseResponse = { provider: 'embedpay', ident: 'chk_abc' }
const hosted: PurchaseResponse = {
  provider: 'hosted',
  checkout_url: 'https://checkout.embedpay.io/buy/1',
}
export const userNotFound = new PurchaseError('User not found in database.', {
  kind: 'http',
  status: 404,
  errorType: 'user_not_found',
  details: 'Use the app.',
})
const serverError = new PurchaseError('Backend error: 500', { kind: 'http', status: 500 })

export const modelOptions = {
  input: { request, itemId: 'Pro', idempotencyKey: '6f8b62d6-f80e-4bd1-bf1c-20186ba94be7' },
  outputs: {
    startPurchase: [embedded, hosted],
    openCheckout: ['embedded', 'hosted', 'blocked'],
  },
  errors: {
    startPurchase: [userNotFound, serverError],
    openCheckout: [new Error(NO_CHECKOUT_URL)],
  },
}
