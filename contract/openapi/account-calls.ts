/** The Account calls of the backend contract: a signed-in user's billing, spend, invoices and subscription. */
import {
  RESOURCE_NAMES,
  failedToCancelSubscription,
  failedToGet,
  failedToReactivateSubscription,
} from '../../src/domain/error-messages'
import { STATUS, answer, failure, type Call } from './call'

const userId = {
  name: 'userId',
  in: 'path',
  required: true,
  description: "The signed-in user's Firebase uid: 403 when it is not the token's.",
  schema: { type: 'string', minLength: 1 },
}

export const ACCOUNT_CALLS: Call[] = [
  {
    method: 'get',
    path: '/api/user/{userId}/billing',
    operationId: 'getBillingInfo',
    summary: "The user's plan and subscription",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.billing, STATUS)}'; a 404 on the top-up page counts as no subscription.`,
    signedIn: true,
    pathParameters: [userId],
    ok: answer('The billing info.', 'BillingInfo'),
    failures: { '404': failure('The user is not in the user database.') },
  },
  {
    method: 'get',
    path: '/api/user/{userId}/monthly-spend',
    operationId: 'getMonthlySpend',
    summary: 'What the user spent in a month',
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.monthlySpend, STATUS)}'`,
    signedIn: true,
    pathParameters: [userId],
    parameters: [
      {
        name: 'month',
        in: 'query',
        required: false,
        description: 'YYYY-MM; the current month when left out.',
        schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
      },
    ],
    ok: answer("The month's spend.", 'MonthlySpend'),
    failures: {
      '400': failure('`month` is not YYYY-MM.'),
      '404': failure('The user is not in the user database.'),
    },
  },
  {
    method: 'get',
    path: '/api/user/{userId}/invoices',
    operationId: 'getInvoices',
    summary: "The user's invoices, newest first",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.invoices, STATUS)}'`,
    signedIn: true,
    pathParameters: [userId],
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      },
    ],
    ok: answer('At most `limit` invoices.', 'InvoiceList'),
    failures: { '404': failure('The user is not in the user database.') },
  },
  {
    method: 'get',
    path: '/api/invoice/{invoiceId}/download',
    operationId: 'getInvoiceDownloadUrl',
    summary: "Where an invoice's file can be downloaded",
    tag: 'Account',
    siteError: `'${failedToGet(RESOURCE_NAMES.invoiceDownload, STATUS)}'; \`success: false\` or no \`downloadUrl\` reads 'Failed to download invoice'.`,
    signedIn: true,
    pathParameters: [
      { name: 'invoiceId', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    ],
    parameters: [
      {
        name: 'user_id',
        in: 'query',
        required: true,
        description: "The signed-in user's uid: 403 when it is not the token's.",
        schema: { type: 'string', minLength: 1 },
      },
    ],
    ok: answer('The download address (on the invoice hosts the site allows).', 'InvoiceDownload'),
    failures: {
      '400': failure('`user_id` is missing.'),
      '404': failure("The invoice is not this user's."),
    },
  },
  ...(['cancel', 'reactivate'] as const).map((verb): Call => ({
    method: 'post',
    path: `/api/subscription/{subscriptionId}/${verb}`,
    operationId: `${verb}Subscription`,
    summary:
      verb === 'cancel'
        ? 'Cancel at the end of the paid period'
        : 'Undo a requested cancellation before access ends',
    tag: 'Account',
    siteError: `The server's \`error\` text, or '${(verb === 'cancel' ? failedToCancelSubscription : failedToReactivateSubscription)(STATUS)}'`,
    signedIn: true,
    pathParameters: [
      {
        name: 'subscriptionId',
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1 },
      },
    ],
    requestBody: 'SubscriptionActionRequest',
    ok: answer('Done.', 'SubscriptionActionResult'),
    failures: {
      '400': failure('`firebaseUserId` is missing.'),
      '404': failure("The subscription is not this user's."),
      '409': failure(
        verb === 'cancel'
          ? 'Already cancelled or cancellation requested.'
          : 'Already active, or access has ended.',
      ),
    },
  })),
]
