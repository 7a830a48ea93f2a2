import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseWidgetMessage } from '../../../src/features/checkout/widget/widget-protocol'
import { env } from '../../../src/config'
import { checkoutActor, openCheckout } from '../../support/checkout-helpers'
import { PaymentSuccessful } from '../../../src/features/checkout/pages/payment-successful'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp } from '../../support/render-app'
import { demoUser } from '../pricing/pricing.helpers'
import { passTime } from '../../support/pass-time'

/**
 * A lower-case currency from the frame is accepted and shown upper-case. The frame's
 * payment:complete data becomes the query of /checkout-success; the Order Summary there shows
 * the purchase the backend confirmed, in USD.
 */

const ORIGIN = new URL(env.VITE_CHECKOUT_ENDPOINT).origin

afterEach(() => vi.restoreAllMocks())

/** Posts as the checkout frame does: from the frame's window and the endpoint's origin. */
function postFromFrame(data: unknown) {
  const frame = screen.getByTitle('Secure checkout') as HTMLIFrameElement
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: ORIGIN, source: frame.contentWindow, data }),
    )
  })
}

/** The text of the Order Summary row `term`. */
const row = (term: string) =>
  screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent ?? null

describe('a lower-case currency from the embedded checkout frame', () => {
  it("buying Pro, the frame's 'usd' lands on /checkout-success as USD, and the confirmed page shows '$20 USD'", async () => {
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await session.user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Pro' })
    await session.user.click(within(upgrade).getByRole('checkbox'))
    await session.user.click(
      within(upgrade).getByRole('button', { name: 'Proceed: $20.00 / month' }),
    )
    const frame = (await screen.findByTitle('Secure checkout')) as HTMLIFrameElement
    const ident = new URL(frame.src).pathname.split('/').pop()!
    // Let Ark finish opening the dialog before the frame talks.
    await passTime(50)

    postFromFrame({ source: 'embedpay', event: 'open' })
    postFromFrame({
      source: 'embedpay',
      event: 'payment:complete',
      data: { plan: 'Pro', amount: 20, currency: 'usd' },
    })
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/checkout-success'))
    expect(session.router.state.location.search).toEqual({
      plan: 'Pro',
      amount: 20,
      currency: 'USD',
    })
    expect(new URLSearchParams(session.router.state.location.searchStr).get('currency')).toBe('USD')
    expect(screen.queryByTitle('Secure checkout')).not.toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment...' }),
    ).toBeInTheDocument()

    // The provider's activation reaches the backend: the page confirms the purchase.
    scenarioStore.activationDelayMs = 0
    scenarioStore.completeCheckout(ident)
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument()
    expect(row('Plan')).toBe('Pro')
    expect(row('Amount')).toBe('$20 USD')
    expect(screen.queryByText('usd')).toBeNull()
  }, 15_000)

  it("keeps another lower-case code as the frame's, upper-case ('eur' is EUR, not the request's USD)", async () => {
    const buyer = demoUser('pro')
    const { router } = await renderApp('/checkout-cancelled', { user: buyer })
    act(() =>
      openCheckout({
        options: { ident: 'chk_currency_1' },
        fallback: { plan: 'Pro', amount: 20, currency: 'USD' },
        buyer: buyer.uid,
      }),
    )
    await screen.findByTitle('Secure checkout')
    await passTime(50)
    postFromFrame({
      source: 'embedpay',
      event: 'payment:complete',
      data: { plan: '10M Tokens', amount: 18.5, currency: ' eur ' },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(router.state.location.search).toEqual({
      plan: '10M Tokens',
      amount: 18.5,
      currency: 'EUR',
    })
    expect(checkoutActor().getSnapshot().value).toBe('idle')
  })

  it('the Order Summary shows a normalised frame currency upper-case, by its own symbol', async () => {
    const data = parseWidgetMessage({
      source: 'embedpay',
      event: 'payment:complete',
      data: { plan: '10M Tokens', amount: 19.5, currency: 'eur' },
    })!.data
    expect(data.currency).toBe('EUR')
    const order = { plan: data.plan, amount: Number(data.amount), currency: data.currency }
    // Its links need a router.
    const routeTree = createRootRoute({ component: () => <PaymentSuccessful order={order} /> })
    render(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />)
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Amount')).toBe('€19.50 EUR')
  })
})
