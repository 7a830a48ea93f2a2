import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkHealth, testPaymentProvider } from '../../src/api/health'
import { server } from '../support/setup'
import { BASE } from './fixtures'

describe('checkHealth', () => {
  it('is true when the backend answers', async () => {
    await expect(checkHealth()).resolves.toBe(true)
  })

  it.each([
    ['HTTP 500', () => new HttpResponse(null, { status: 500 })],
    ['HTTP 500 with a body', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a non-JSON answer', () => new HttpResponse('<html>', { status: 200 })],
    ['{ ok: false }', () => HttpResponse.json({ ok: false })],
  ])('is false on %s', async (_name, resolver) => {
    server.use(http.get(`${BASE}/health`, resolver))
    await expect(checkHealth()).resolves.toBe(false)
  })
})

describe('testPaymentProvider', () => {
  it('returns the JSON as is', async () => {
    await expect(testPaymentProvider()).resolves.toMatchObject({
      success: true,
      provider: 'embedpay',
    })
  })
})
