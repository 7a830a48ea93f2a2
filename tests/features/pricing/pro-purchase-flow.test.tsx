/**
 * Get Pro on /pricing up to the purchase request: the active-subscription check, the Upgrade to
 * Pro acknowledgement and the purchase errors. The purchase in flight and its clean ending are in
 * pro-purchase-flow.in-flight.test.tsx.
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
import { server } from '../../support/setup'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
import {
  answerPurchase,
  billingUrl,
  demoUser,
  findCheckoutErrorToast,
  getProButton,
  purchaseRequests,
} from './pricing.helpers'
import { buyPro, openUpgrade, processingDialog } from './pro-purchase-flow.helpers'

afterEach(() => vi.restoreAllMocks())

describe('Get Pro for a signed-in user', () => {
  it("shows 'Already Have an Active Subscription' to an active subscriber, pointing to top-ups", async () => {
    const session = await renderApp('/pricing', { user: demoUser('pro') })
    await session.user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Already Have an Active Subscription',
    })
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument()
    // The subscription it already has: the plan and the next payment date from billing.
    expect(dialog).toHaveTextContent('Your subscriptionPro Plan')
    expect(dialog).toHaveTextContent(/Next payment: [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    const topUps = within(dialog).getByRole('link', { name: 'Buy Token Top-ups' })
    expect(topUps).toHaveAttribute('href', '/token-topups')
    await session.user.click(topUps)
    await waitFor(() => expect(session.router.state.location.pathname).toBe('/token-topups'))
    expect(purchaseRequests()).toHaveLength(0)
  })

  it('counts a cancelled subscription that runs until a future date as active (cancelled@)', async () => {
    const session = await renderApp('/pricing', { user: demoUser('cancelled') })
    await session.user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Already Have an Active Subscription',
    })
    // Cancelled within its period: the date access ends, no next payment.
    expect(dialog).toHaveTextContent(
      /Cancelled: your access continues until [A-Z][a-z]+ \d{1,2}, \d{4}\./,
    )
    expect(dialog).not.toHaveTextContent('Next payment')
  })

  it('lets an expired subscriber (expired@) upgrade again', async () => {
    const session = await renderApp('/pricing', { user: demoUser('expired') })
    expect(await openUpgrade(session)).toBeInTheDocument()
  })

  it('only logs a billing failure and shows the acknowledgement', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get(billingUrl(), () => new HttpResponse(null, { status: 500 })))
    const session = await renderApp('/pricing', { user: demoUser('free') })
    expect(await openUpgrade(session)).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('billing info unavailable'),
      expect.objectContaining({ message: 'Failed to get billing info: 500' }),
    )
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('disables every buy button while the billing check runs, so a double click asks once', async () => {
    const held = deferred()
    let billingCalls = 0
    server.use(
      http.get(billingUrl(), async () => {
        billingCalls++
        await held.promise
        return HttpResponse.json({ subscriptionId: null })
      }),
    )
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await session.user.dblClick(await screen.findByRole('button', { name: 'Get Pro' }))
    expect(getProButton()).toBeDisabled()
    expect(getProButton()).toHaveTextContent('Get Pro')
    expect(screen.getByRole('button', { name: 'Start Free' })).toBeDisabled()
    held.resolve()
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeInTheDocument()
    expect(billingCalls).toBe(1)
  })
})

describe("the 'Upgrade to Pro' acknowledgement", () => {
  it('states the bonus claims and keeps Proceed disabled until the box is ticked', async () => {
    const session = await renderApp('/pricing', { user: demoUser('free') })
    const dialog = await openUpgrade(session)
    expect(dialog).toHaveTextContent(
      '+30M tokens per $20 purchase, credited after Early Access ends',
    )
    expect(dialog).toHaveTextContent('+40M tokens starting balance ($60 value)')
    expect(dialog).toHaveTextContent('6% model power')
    const proceed = within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' })
    expect(proceed).toBeDisabled()
    expect(
      within(dialog).getByText('Please acknowledge Early Access to continue.'),
    ).toBeInTheDocument()
    const renewal =
      'Renews monthly at $20.00 until you cancel. You can cancel any time from your dashboard.'
    expect(within(dialog).getByText(renewal)).toBeInTheDocument()
    expect(proceed).toHaveAccessibleDescription(
      `Please acknowledge Early Access to continue. ${renewal}`,
    )

    const checkbox = within(dialog).getByRole('checkbox')
    await session.user.click(checkbox)
    expect(checkbox).toBeChecked()
    expect(proceed).toBeEnabled()
    expect(
      within(dialog).queryByText('Please acknowledge Early Access to continue.'),
    ).not.toBeInTheDocument()
    expect(proceed).toHaveAccessibleDescription(renewal)

    await session.user.click(checkbox)
    expect(proceed).toBeDisabled()
    await session.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument(),
    )
    expect(purchaseRequests()).toHaveLength(0)
  })
})

describe('purchase errors', () => {
  it('opens Account Required with the server message and details (user_not_found)', async () => {
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
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText('We could not find your account.')).toBeInTheDocument()
    expect(within(dialog).getByText('Open the app once to create it.')).toBeInTheDocument()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
    await session.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Account Required' }),
      ).not.toBeInTheDocument(),
    )
    expect(getProButton()).toHaveTextContent('Get Pro')
    expect(getProButton()).toBeEnabled()
  })

  it("falls back to the spec's default message and details when the server gives none", async () => {
    answerPurchase(() => HttpResponse.json({ errorType: 'user_not_found' }, { status: 404 }))
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText(USER_NOT_FOUND_MESSAGE)).toBeInTheDocument()
    expect(within(dialog).getByText(USER_NOT_FOUND_DETAILS)).toBeInTheDocument()
  })

  it('tells newcomer@ (no user record) to install the app, and Download App goes to /downloads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const session = await renderApp('/pricing', { user: demoUser('newcomer') })
    await buyPro(session)
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText(USER_NOT_FOUND_MESSAGE)).toBeInTheDocument()
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
    'shows the Checkout Error toast with %s and re-enables the button at once',
    async (_name, answer, message) => {
      const open = vi.spyOn(window, 'open')
      answerPurchase(answer)
      const session = await renderApp('/pricing', { user: demoUser('free') })
      await buyPro(session)
      await findCheckoutErrorToast(message)
      expect(getProButton()).toHaveTextContent('Get Pro')
      expect(getProButton()).toBeEnabled()
      expect(processingDialog()).not.toBeInTheDocument()
      expect(
        screen.queryByRole('alertdialog', { name: 'Account Required' }),
      ).not.toBeInTheDocument()
      expect(open).not.toHaveBeenCalled()
    },
  )
})
