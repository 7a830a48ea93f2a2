/** The Service calls of the backend contract: public checks of the backend and its payment provider. */
import { RESOURCE_NAMES, failedToGet } from '../../src/domain/error-messages'
import { MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import { STATUS, answer, type Call } from './call'

export const SERVICE_CALLS: Call[] = [
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Whether the backend is up',
    tag: 'Service',
    siteError: 'Any failure reads as down.',
    signedIn: false,
    ok: answer('Up.', 'HealthAnswer'),
  },
  {
    method: 'get',
    path: `/api/test-${MOCK_CHECKOUT_PROVIDER}`,
    operationId: 'testPaymentProvider',
    summary: 'The payment provider connection test',
    tag: 'Service',
    siteError: `'${failedToGet(RESOURCE_NAMES.paymentProviderTest, STATUS)}'`,
    signedIn: false,
    ok: answer("The test's result, shown as it is.", 'ProviderTestAnswer'),
  },
]
