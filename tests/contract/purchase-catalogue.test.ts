/**
 * The backend sets a purchase's price: POST /api/purchase reads name, price and type from the
 * catalogue entry of its variant_id, and a body that says otherwise gets a 422 naming the
 * catalogue's entry and creates no checkout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startContractServer, type ContractServer } from '../../contract/server'
import { plans } from '../../src/content/plans'
import { TOP_UP_PACKAGES } from '../../src/content/top-ups'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { catalogueMismatch, priceFor, siteCatalogue } from '../../src/mocks/price-catalogue'
import { server as mswServer } from '../support/setup'
import { bearer, emulatorIdToken } from './id-token'

const free = demoAccount('free')
const PRO = { name: 'Pro', price: 20, variant_id: 1_024_501, type: 'subscription' as const }

describe('the site catalogue', () => {
  it('sells Pro and every configured top-up at the site prices, and nothing with variant_id 0', () => {
    const catalogue = siteCatalogue()
    expect(catalogue.get(PRO.variant_id)).toEqual(PRO)
    for (const p of TOP_UP_PACKAGES.filter((p) => p.variant_id !== 0))
      expect(catalogue.get(p.variant_id)).toEqual({
        name: p.name,
        price: p.price,
        variant_id: p.variant_id,
        type: 'token_topup',
      })
    expect(catalogue.size).toBe(
      plans.filter((p) => p.variant_id !== 0).length +
        TOP_UP_PACKAGES.filter((p) => p.variant_id !== 0).length,
    )
    expect(catalogue.has(0)).toBe(false)
  })

  it('prices a request from its variant, or names the entry it disagrees with', () => {
    const catalogue = siteCatalogue()
    expect(priceFor(PRO, catalogue)).toEqual({ entry: PRO })
    expect(priceFor({ ...PRO, price: 0.01 }, catalogue)).toEqual({
      error:
        'Package does not match the catalogue: variant_id 1024501 is Pro (subscription) at $20.00',
    })
    expect(priceFor({ ...PRO, variant_id: 1 }, catalogue)).toEqual({
      error: 'Package not in the catalogue: variant_id 1',
    })
  })
})

describe('POST /api/purchase over HTTP', () => {
  let contract: ContractServer
  const purchase = (pkg: unknown) =>
    fetch(`${contract.url}/api/purchase`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(emulatorIdToken(free.uid)) },
      body: JSON.stringify({
        package: pkg,
        userData: { userId: free.uid, email: free.email, name: 'Free' },
        complete_url: 'http://localhost:4173/checkout-success',
        cancel_url: 'http://localhost:4173/checkout-cancelled',
      }),
    })
  const checkouts = async () =>
    (
      (await (await fetch(`${contract.url}/__control/state`)).json()) as {
        checkouts: { package: unknown }[]
      }
    ).checkouts

  beforeAll(async () => {
    mswServer.close()
    contract = await startContractServer({ port: 0, testMode: true })
  })
  afterAll(() => contract.close())
  beforeEach(() => contract.store.reset())

  it.each([
    ['a cent for Pro (the old hole: type subscription, price 0.01)', { ...PRO, price: 0.01 }],
    ['a changed price', { ...PRO, price: 2 }],
    ['a changed type', { ...PRO, type: 'token_topup' }],
    ['a changed name', { ...PRO, name: 'Pro Plan Deluxe' }],
  ])('refuses %s with 422 and the catalogue entry, and creates no checkout', async (_, pkg) => {
    const res = await purchase(pkg)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: catalogueMismatch(PRO) })
    expect(await checkouts()).toEqual([])
  })

  it('refuses a variant the catalogue does not sell (a cent subscription on variant 1)', async () => {
    const res = await purchase({ name: 'Pro', price: 0.01, variant_id: 1, type: 'subscription' })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: 'Package not in the catalogue: variant_id 1' })
    expect(await checkouts()).toEqual([])
  })

  it('creates the checkout at the catalogue price when the body agrees', async () => {
    const res = await purchase(PRO)
    expect(res.status).toBe(200)
    expect(await checkouts()).toEqual([expect.objectContaining({ package: PRO })])
  })
})
