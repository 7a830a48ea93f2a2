import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkoutConfigPath, getCheckoutConfig } from '../../src/api/checkout-config'
import { DEFAULT_BRAND_COLOR, EMBEDDED_CHECKOUT_PROVIDER } from '../../src/config'
import { MOCK_CHECKOUT_PROVIDER } from '../../src/mocks/handlers'
import { server } from '../support/setup'
import { BASE } from './fixtures'

describe('getCheckoutConfig', () => {
  it('calls GET /api/{provider}/config and reads the brand colour', async () => {
    expect(checkoutConfigPath()).toBe(`/api/${EMBEDDED_CHECKOUT_PROVIDER}/config`)
    expect(MOCK_CHECKOUT_PROVIDER).toBe(EMBEDDED_CHECKOUT_PROVIDER)
    await expect(getCheckoutConfig()).resolves.toEqual({ brand: { color: '#f59e0b' } })
  })

  it.each([{}, { brand: null }, { brand: {} }, { brand: { color: '' } }])(
    'falls back to the amber default for %j',
    async (body) => {
      server.use(http.get(`${BASE}/api/embedpay/config`, () => HttpResponse.json(body)))
      await expect(getCheckoutConfig()).resolves.toEqual({ brand: { color: DEFAULT_BRAND_COLOR } })
    },
  )

  it('keeps the backend colour', async () => {
    server.use(
      http.get(`${BASE}/api/embedpay/config`, () =>
        HttpResponse.json({ brand: { color: '#10b981' }, other: 1 }),
      ),
    )
    await expect(getCheckoutConfig()).resolves.toEqual({ brand: { color: '#10b981' } })
  })
})
