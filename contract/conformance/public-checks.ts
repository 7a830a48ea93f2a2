/** The public calls: the backend's health, the embedded checkout's config, the provider test. */
import { MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import type { Context } from './context'

export async function publicChecks({ rows, at }: Context): Promise<void> {
  rows.answer('GET /health', await at('/health'), 'get', '/health', [200])
  rows.answer(
    `GET /api/${MOCK_CHECKOUT_PROVIDER}/config`,
    await at(`/api/${MOCK_CHECKOUT_PROVIDER}/config`),
    'get',
    `/api/${MOCK_CHECKOUT_PROVIDER}/config`,
    [200],
  )
  rows.answer(
    `GET /api/test-${MOCK_CHECKOUT_PROVIDER}`,
    await at(`/api/test-${MOCK_CHECKOUT_PROVIDER}`),
    'get',
    `/api/test-${MOCK_CHECKOUT_PROVIDER}`,
    [200],
  )
}
