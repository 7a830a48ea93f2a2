/** The Purchase calls of the backend contract: starting a checkout, and the embedded checkout's colour. */
import {
  RESOURCE_NAMES,
  SUBSCRIPTION_ACTIVE_ERROR_TYPE,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_ERROR_TYPE,
  USER_NOT_FOUND_MESSAGE,
  backendError,
  failedToGet,
} from '../../src/domain/error-messages'
import { MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import { SUBSCRIPTION_ACTIVE_MESSAGE } from '../../src/mocks/purchase-rules'
import { STATUS, answer, type Call } from './call'

export const PURCHASE_CALLS: Call[] = [
  {
    method: 'post',
    path: '/api/purchase',
    operationId: 'createPurchase',
    summary: 'Start a checkout for a plan or a token top-up',
    tag: 'Purchase',
    siteError: `The server's \`error\` text, or '${backendError(STATUS)}', or 'Unable to open checkout. Please try again.' without an answer; errorType \`${USER_NOT_FOUND_ERROR_TYPE}\` opens 'Account Required' with \`error\` and \`details\`; errorType \`${SUBSCRIPTION_ACTIVE_ERROR_TYPE}\` (409) opens 'Already Have an Active Subscription'.`,
    signedIn: true,
    parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
    requestBody: 'PurchaseRequest',
    requestBodyDescription:
      "What the site sends (its own catalogue's package). The backend takes the price, name and type from its catalogue by `variant_id` and refuses a package that does not match it (422). `complete_url` and `cancel_url` must be on the site's origin (a setting of the backend), 400 otherwise: a checkout never sends the buyer anywhere else. `userData.userId` must be the token's uid (403).",
    ok: answer(
      "The checkout: `provider` equal to the embedded provider's name with an `ident` opens the embedded checkout; otherwise a `checkout_url` opens the hosted one. A repeated Idempotency-Key with the same body answers the first answer and creates nothing.",
      'PurchaseResponse',
    ),
    failures: {
      '400': answer(
        "The body is not a purchase request, or its `complete_url` or `cancel_url` is not on the site's origin.",
        'PurchaseErrorBody',
      ),
      '404': answer(
        `The buyer is not in the user database: \`errorType: '${USER_NOT_FOUND_ERROR_TYPE}'\` with \`error\` and \`details\`.`,
        'PurchaseErrorBody',
        {
          error: USER_NOT_FOUND_MESSAGE,
          errorType: USER_NOT_FOUND_ERROR_TYPE,
          details: USER_NOT_FOUND_DETAILS,
        },
      ),
      '409': answer(
        `A subscription purchase for a buyer whose subscription is active (\`errorType: '${SUBSCRIPTION_ACTIVE_ERROR_TYPE}'\`): the backend never sells a second one, whatever the site read before; or the Idempotency-Key was used with another body (409 or 422).`,
        'PurchaseErrorBody',
        {
          error: SUBSCRIPTION_ACTIVE_MESSAGE,
          errorType: SUBSCRIPTION_ACTIVE_ERROR_TYPE,
        },
      ),
      '422': answer(
        "The package does not match the server's catalogue for its `variant_id` (price, name or type), or the Idempotency-Key was used with another body. The backend, not the browser, sets the price.",
        'PurchaseErrorBody',
      ),
    },
  },
  {
    method: 'get',
    path: `/api/${MOCK_CHECKOUT_PROVIDER}/config`,
    operationId: 'getCheckoutConfig',
    summary: "The embedded checkout's brand colour",
    tag: 'Purchase',
    siteError: `'${failedToGet(RESOURCE_NAMES.checkoutConfig, STATUS)}', ignored: the amber default stays.`,
    signedIn: false,
    ok: answer('The brand colour (the site uses #f59e0b when it is missing).', 'CheckoutConfig'),
  },
]
