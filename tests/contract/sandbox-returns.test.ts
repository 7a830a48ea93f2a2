/**
 * The hosted sandbox checkout sends the buyer back only to the app origins it knows (never an open
 * redirect). The purchase refuses such addresses first (400); with that check switched off, the
 * sandbox's own is the one under test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_APP_ORIGINS,
  startContractServer,
  type ContractServer,
} from '../../contract/server'
import { stackEnv } from '../../scripts/stack-env'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { server as mswServer } from '../support/setup'
import { bearer, emulatorIdToken } from './id-token'

const free = demoAccount('free')
let contract: ContractServer

beforeAll(async () => {
  mswServer.close()
  contract = await startContractServer({ port: 0, testMode: true, switchedOff: ['return-urls'] })
})
afterAll(() => contract.close())
beforeEach(() => {
  contract.store.reset()
  contract.store.purchaseMode = 'hosted'
})

const buyPro = (base: string, server = contract) =>
  fetch(`${server.url}/api/purchase`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(emulatorIdToken(free.uid)) },
    body: JSON.stringify({
      package: { name: 'Pro', price: 20, variant_id: 1_024_501, type: 'subscription' },
      userData: { userId: free.uid, email: free.email, name: 'Free' },
      complete_url: `${base}/checkout-success`,
      cancel_url: `${base}/checkout-cancelled`,
    }),
  })

/** A hosted checkout of Pro returning to `base`; resolves with its ident. */
async function hostedCheckout(base: string): Promise<string> {
  const res = await buyPro(base)
  const { checkout_url } = (await res.json()) as { checkout_url: string }
  return checkout_url.split('/').pop()!
}
const press = (ident: string, button: 'pay' | 'cancel') =>
  fetch(`${contract.url}/sandbox/hosted/${ident}/${button}`, { method: 'POST', redirect: 'manual' })

describe('the sandbox return addresses', () => {
  it("knows the stack's and dev's app origins, on localhost and 127.0.0.1", () => {
    for (const mode of ['dev', 'stack'] as const)
      expect(DEFAULT_APP_ORIGINS).toContain(stackEnv(mode).VITE_APP_ORIGIN)
    expect(DEFAULT_APP_ORIGINS).toContain('http://127.0.0.1:4173')
  })

  it.each(['http://localhost:4173', 'http://127.0.0.1:5173'])(
    'redirects to %s (an app origin)',
    async (base) => {
      expect((await press(await hostedCheckout(base), 'pay')).headers.get('location')).toMatch(
        new RegExp(`^${base}/checkout-success\\?`),
      )
      expect((await press(await hostedCheckout(base), 'cancel')).headers.get('location')).toBe(
        `${base}/checkout-cancelled`,
      )
    },
  )

  it.each([
    'https://evil.example',
    'http://localhost:4174',
    'http://user:pw@localhost:4173',
    'javascript:alert(1)//',
  ])('refuses %s: no redirect, and Pay charges nothing', async (base) => {
    const ident = await hostedCheckout(base)
    for (const button of ['pay', 'cancel'] as const) {
      const res = await press(ident, button)
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      expect(await res.text()).toContain('Return address refused')
    }
    expect(contract.store.getCheckout(ident)?.status).not.toBe('completed')
  })

  it('the purchase itself refuses a return address off the site (400), creating no checkout', async () => {
    const strict = await startContractServer({ port: 0 })
    try {
      const res = await buyPro('https://evil.example', strict)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: "complete_url and cancel_url must be on the site's origin",
      })
      expect(strict.store.snapshot().checkouts).toEqual([])
    } finally {
      await strict.close()
    }
  })
})
