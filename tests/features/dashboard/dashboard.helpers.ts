import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { AuthUser } from '../../../machines/auth.machine'
import type { BillingInfo } from '../../../src/api/schemas'
import { demoAccount, type DemoAccountKey } from '../../../src/mocks/demo-accounts'
import { DEFAULT_API_BASE_URL } from '../../../src/mocks/handlers'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { activeProSubscription } from '../../../src/mocks/seed-users'
import { renderApp } from '../../support/render-app'
import { server } from '../../support/setup'

export const API = DEFAULT_API_BASE_URL

/** A demo account as the signed-in user of the fake auth provider. */
export function demoUser(key: DemoAccountKey): AuthUser {
  const a = demoAccount(key)
  return { uid: a.uid, email: a.email, displayName: a.displayName }
}

/** Renders /dashboard/billing signed in as a demo account and waits for the billing cards. */
export async function openBilling(key: DemoAccountKey = 'pro') {
  const app = await renderApp('/dashboard/billing', { user: demoUser(key) })
  await screen.findByRole('region', { name: 'Current Plan' })
  return app
}

export const card = (name: string) => within(screen.getByRole('region', { name }))

/** The billing answer of every user, replaced for this test. */
export function billingAnswer(billing: Partial<BillingInfo>) {
  const full: BillingInfo = {
    ...activeProSubscription('sub_test_1', new Date('2030-03-14T00:00:00.000Z')),
    monthlySpending: null,
    ...billing,
  }
  server.use(http.get(`${API}/api/user/:userId/billing`, () => HttpResponse.json(full)))
  return full
}

/** Counts the requests the shared handlers received on a route pattern. */
export const requestCount = (path: string, method = 'GET') =>
  scenarioStore.requests({ path, method }).length

export { scenarioStore }
