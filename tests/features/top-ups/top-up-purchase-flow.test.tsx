/**
 * Buying a top-up on /token-topups up to the purchase request: signed out, the active-subscription
 * check, the upgrade tip, the package check and the purchase errors. The purchase in flight and
 * its clean ending are in top-up-purchase-flow.in-flight.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NO_CHECKOUT_URL,
  UNABLE_TO_OPEN_CHECKOUT,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_MESSAGE,
} from '../../../src/domain/error-messages'
import type { DemoAccountKey } from '../../../src/mocks/demo-accounts'
import { deferred } from '../../support/deferred'
import { server } from '../../support/setup'
import {
  answerPurchase,
  billingUrl,
  demoUser,
  findCheckoutErrorToast,
  hostedAnswer,
  purchaseRequests,
  stubNewTab,
} from '../pricing/pricing.helpers'
import {
  billingRequests,
  buy,
  buyButton,
  buyButtons,
  card,
  open,
  processingDialog,
  upgradeTip,
} from './top-up-purchase-flow.helpers'

afterEach(() => vi.restoreAllMocks())

describe('signed out', () => {
  it('opens the sign-in dialog and asks the backend nothing', async () => {
    const session = await open(null)
    await buy(session)
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument()
    expect(billingRequests()).toHaveLength(0)
    expect(purchaseRequests()).toHaveLength(0)
    expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens')
  })
})

describe('the active subscription test (billing read for the buyer)', () => {
  it.each<[DemoAccountKey, boolean]>([
    ['free', true],
    ['expired', true],
    ['paused', true],
    ['pro', false],
    ['cancelled', false],
    ['cancelling', false],
  ])('%s@ sees the upgrade tip: %s', async (account, tip) => {
    const calls = answerPurchase(
      () => new HttpResponse(null, { status: 500 }),
      new Promise(() => {}),
    )
    const session = await open(account)
    await buy(session)
    if (tip) {
      expect(await upgradeTip()).toBeInTheDocument()
      expect(calls).toHaveLength(0)
    } else {
      await waitFor(() => expect(calls).toHaveLength(1))
      expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).not.toBeInTheDocument()
    }
    expect(billingRequests().map((r) => r.path)).toEqual([
      `/api/user/${demoUser(account).uid}/billing`,
    ])
  })

  it("shows the 'Failed to load billing information' toast for a failed billing read: no upgrade tip, Buy usable again", async () => {
    server.use(http.get(billingUrl(), () => new HttpResponse(null, { status: 500 })))
    const session = await open('pro')
    await buy(session)
    expect(await screen.findByText('Failed to load billing information')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).not.toBeInTheDocument()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
    await waitFor(() => expect(buyButton('20M')).toBeEnabled())
  })

  it('disables every Buy button while the billing read runs, so a double click asks once', async () => {
    const held = deferred()
    let calls = 0
    server.use(
      http.get(billingUrl(), async () => {
        calls++
        await held.promise
        return HttpResponse.json({ subscriptionId: null })
      }),
    )
    const session = await open('free')
    await session.user.dblClick(buyButton('20M'))
    for (const b of buyButtons()) expect(b).toBeDisabled()
    expect(card('20M')).toHaveAttribute('aria-busy', 'true')
    expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens')
    held.resolve()
    expect(await upgradeTip()).toBeInTheDocument()
    expect(calls).toBe(1)
  })
})

describe('the upgrade tip', () => {
  it('suggests Pro and lets the purchase Proceed', async () => {
    stubNewTab()
    const calls = answerPurchase(hostedAnswer)
    const session = await open('free')
    await buy(session)
    const tip = await upgradeTip()
    expect(tip).toHaveTextContent(
      "You don't have an active Pro subscription. Top-ups work without one, but for $20.00 a month Pro gives you:",
    )
    expect(within(tip).getByText('11M tokens per month')).toBeInTheDocument()
    expect(within(tip).getByText('Unused tokens roll over to next month')).toBeInTheDocument()
    // Proceed names the charge of the package chosen (20M Tokens, $40), with cents.
    await session.user.click(within(tip).getByRole('button', { name: 'Proceed: $40.00' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).not.toBeInTheDocument(),
    )
  })

  it.each([
    ['10M', 'Proceed: $20.00'],
    ['400M', 'Proceed: $800.00'],
    ['500M', 'Proceed: $1,000.00'],
  ])('for %s, Proceed reads %s', async (tokens, label) => {
    const session = await open('free')
    await buy(session, tokens)
    const tip = await upgradeTip()
    expect(within(tip).getByRole('button', { name: label })).toBeEnabled()
    expect(
      within(tip)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Proceed')
  })

  it("'Buy Pro Plan' goes to /pricing and buys nothing", async () => {
    const session = await open('free')
    await buy(session)
    await session.user.click(
      within(await upgradeTip()).getByRole('button', { name: 'Buy Pro Plan' }),
    )
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/pricing'))
    expect(purchaseRequests()).toHaveLength(0)
  })

  it('closing it cancels the purchase and re-enables the buttons', async () => {
    const session = await open('free')
    await buy(session)
    await session.user.click(
      within(await upgradeTip()).getByRole('button', { name: 'Close dialog' }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).not.toBeInTheDocument(),
    )
    for (const b of buyButtons()) expect(b).toBeEnabled()
    expect(purchaseRequests()).toHaveLength(0)
  })
})

describe('the package check', () => {
  it.each([
    ['300M', '$600.00'],
    ['500M', '$1,000.00'],
    ['1B', '$2,000.00'],
  ])('%s (%s, variant_id 0) shows Coming Soon and sends no request', async (tokens, price) => {
    const session = await open('pro')
    await buy(session, tokens)
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' })
    expect(
      within(dialog).getByText(
        'This token package will be available soon. Please check back later.',
      ),
    ).toBeInTheDocument()
    expect(dialog).toHaveTextContent(`${tokens} Tokens (${price})`)
    await session.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Coming Soon' })).not.toBeInTheDocument(),
    )
    expect(purchaseRequests()).toHaveLength(0)
    for (const b of buyButtons()) expect(b).toBeEnabled()
  })
})

describe('purchase errors', () => {
  it("opens 'Account Required' with the server message and details (user_not_found)", async () => {
    answerPurchase(() =>
      HttpResponse.json(
        {
          error: 'We could not find your account.',
          errorType: 'user_not_found',
          details: 'Open the app once to create it.',
        },
        { status: 404 },
      ),
    )
    const session = await open('pro')
    await buy(session)
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText('We could not find your account.')).toBeInTheDocument()
    expect(within(dialog).getByText('Open the app once to create it.')).toBeInTheDocument()
    expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens')
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
    await session.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Account Required' }),
      ).not.toBeInTheDocument(),
    )
    for (const b of buyButtons()) expect(b).toBeEnabled()
  })

  it('tells newcomer@ (no user record, no billing) to install the app: upgrade tip, Proceed, Account Required, Download App', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const session = await open('newcomer')
    await buy(session)
    await session.user.click(
      within(await upgradeTip()).getByRole('button', { name: 'Proceed: $40.00' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText(USER_NOT_FOUND_MESSAGE)).toBeInTheDocument()
    expect(within(dialog).getByText(USER_NOT_FOUND_DETAILS)).toBeInTheDocument()
    await session.user.click(within(dialog).getByRole('link', { name: 'Download App' }))
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/downloads'))
  })

  it.each([
    [
      'the server error text',
      () => HttpResponse.json({ error: 'Payment provider is down' }, { status: 500 }),
      'Payment provider is down',
    ],
    [
      "'Backend error: 500' without an error body",
      () => new HttpResponse(null, { status: 500 }),
      'Backend error: 500',
    ],
    ['the network error text', () => HttpResponse.error(), UNABLE_TO_OPEN_CHECKOUT],
    [
      'the malformed-answer text',
      () => new HttpResponse('<html>oops</html>', { status: 200 }),
      UNABLE_TO_OPEN_CHECKOUT,
    ],
    [
      "'No checkout URL received from backend'",
      () => HttpResponse.json({ provider: 'hosted' }),
      NO_CHECKOUT_URL,
    ],
    [
      'the refusal text for a checkout URL off the allowlist',
      () => HttpResponse.json({ provider: 'hosted', checkout_url: 'https://evil.example/pay' }),
      UNABLE_TO_OPEN_CHECKOUT,
    ],
  ])(
    "shows the 'Checkout Error' toast with %s and clears the marker at once",
    async (_name, answer, message) => {
      const openTab = vi.spyOn(window, 'open')
      answerPurchase(answer)
      const session = await open('pro')
      await buy(session)
      await findCheckoutErrorToast(message)
      expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens')
      for (const b of buyButtons()) expect(b).toBeEnabled()
      expect(processingDialog()).not.toBeInTheDocument()
      expect(
        screen.queryByRole('alertdialog', { name: 'Account Required' }),
      ).not.toBeInTheDocument()
      expect(openTab).not.toHaveBeenCalled()
    },
  )
})
