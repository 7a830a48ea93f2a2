import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import type { AuthUser } from '../../../machines/auth.machine'
import { demoAccount, type DemoAccountKey } from '../../../src/mocks/demo-accounts'
import { DEFAULT_API_BASE_URL } from '../../../src/mocks/handlers'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { server } from '../../support/setup'

export const API = DEFAULT_API_BASE_URL
export const PURCHASE_URL = `${API}/api/purchase`
export const billingUrl = (uid = ':userId') => `${API}/api/user/${uid}/billing`

/** A demo account as the fake auth provider reports it. */
export function demoUser(key: DemoAccountKey): AuthUser {
  const a = demoAccount(key)
  return { uid: a.uid, email: a.email, displayName: a.displayName }
}

/** The purchase requests the mock backend received. */
export const purchaseRequests = () =>
  scenarioStore.requests({ path: '/api/purchase', method: 'POST' })

/** Answers POST /api/purchase with `answer` (after `wait` resolves, if given), counting the calls. */
export function answerPurchase(answer: () => Response, wait?: Promise<unknown>) {
  const calls: unknown[] = []
  server.use(
    http.post(PURCHASE_URL, async ({ request }) => {
      calls.push(await request.json())
      if (wait) await wait
      return answer()
    }),
  )
  return calls
}

export const hostedAnswer = () =>
  HttpResponse.json({
    provider: 'hosted',
    checkout_url: 'https://checkout.embedpay.io/c/chk_hosted_1',
  })
export const embeddedAnswer = () =>
  HttpResponse.json({ provider: 'embedpay', ident: 'chk_embedded_1' })

/** window.open that hands back a fake tab (jsdom opens nothing). */
export function stubNewTab() {
  const tab = { opener: {} as unknown, location: { href: '' } }
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window)
  return { open, tab }
}

// hidden: the Processing Payment dialog (modal) hides the page from the accessibility tree once its
// 200 ms delay is over, which a busy machine can reach before the test looks.
export const getProButton = () =>
  screen.getByRole('button', { name: /^(Get Pro|Processing\.\.\.)$/, hidden: true })

/** The Checkout Error toast with `message`. */
export async function findCheckoutErrorToast(message: string) {
  const title = await screen.findByText('Checkout Error')
  const toast = title.closest('[data-scope="toast"][data-part="root"]') as HTMLElement
  expect(within(toast).getByText(message)).toBeInTheDocument()
  return toast
}
