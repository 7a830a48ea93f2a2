import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NO_CHECKOUT_URL,
  UNABLE_TO_OPEN_CHECKOUT,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_MESSAGE,
} from '../../../src/domain/error-messages'
import { findTopUpPackage } from '../../../src/content/top-ups'
import type { DemoAccountKey } from '../../../src/mocks/demo-accounts'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { checkoutActor, closeCheckout } from '../../support/checkout-helpers'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
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

afterEach(() => vi.restoreAllMocks())

type Session = Awaited<ReturnType<typeof renderApp>>

// `hidden`: the grid is aria-hidden behind an open modal dialog, and still checked then.
const buyButtons = () =>
  within(screen.getByRole('list', { name: 'Token packages', hidden: true })).getAllByRole(
    'button',
    { hidden: true },
  )
const card = (tokens: string) =>
  screen.getByRole('article', { name: `${tokens} Tokens`, hidden: true })
const buyButton = (tokens: string) => within(card(tokens)).getByRole('button', { hidden: true })
const upgradeTip = () => screen.findByRole('dialog', { name: 'Get more with Pro' })
const processingDialog = () => screen.queryByRole('dialog', { name: 'Processing Payment' })
const billingRequests = () =>
  scenarioStore.requests({ path: '/api/user/:userId/billing', method: 'GET' })

async function open(account: DemoAccountKey | null, o: { displayName?: null } = {}) {
  const user = account ? { ...demoUser(account), ...o } : null
  const session = await renderApp('/token-topups', { user })
  return session
}

/** Buy `tokens`; the upgrade tip (if any) is passed with Proceed. */
async function buy(session: Session, tokens = '20M') {
  await session.user.click(buyButton(tokens))
}

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

describe('the purchase', () => {
  it("sends the top-up request, marks the package 'Processing...', shows a dismissible dialog after 200 ms and clears 500 ms after the launch", async () => {
    const { open: openTab, tab } = stubNewTab()
    const held = deferred()
    const calls = answerPurchase(hostedAnswer, held.promise)
    const session = await open('pro')
    await buy(session)
    await waitFor(() => expect(calls).toHaveLength(1))
    const pkg = findTopUpPackage('topup_40')!
    expect(calls[0]).toEqual({
      package: { name: pkg.name, price: 40, variant_id: pkg.variant_id, type: 'token_topup' },
      userData: { userId: 'demo-pro-0002', email: 'pro@demo.superbullet.ai', name: 'Pro Demo' },
      complete_url: `${window.location.origin}/checkout-success`,
      cancel_url: `${window.location.origin}/checkout-cancelled`,
    })
    expect(buyButton('20M')).toHaveTextContent('Processing...')
    for (const b of buyButtons()) expect(b).toBeDisabled()

    // The call takes long: the dialog shows, and the user may close it while the purchase goes on.
    const dialog = await screen.findByRole('dialog', { name: 'Processing Payment' })
    await session.user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(processingDialog()).not.toBeInTheDocument())
    expect(buyButton('20M')).toHaveTextContent('Processing...')

    const released = Date.now()
    held.resolve()
    await waitFor(() => expect(openTab).toHaveBeenCalledTimes(1))
    expect(tab.location.href).toBe('https://checkout.embedpay.io/c/chk_hosted_1')
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'))
    expect(Date.now() - released).toBeGreaterThanOrEqual(450)
    for (const b of buyButtons()) expect(b).toBeEnabled()
    expect(processingDialog()).not.toBeInTheDocument()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('closes the Processing Payment dialog with Escape too, without stopping the purchase', async () => {
    stubNewTab()
    const held = deferred()
    const calls = answerPurchase(hostedAnswer, held.promise)
    const session = await open('pro')
    await buy(session)
    const processing = await screen.findByRole('dialog', { name: 'Processing Payment' })
    // It names the package the checkout is for, and its charge.
    expect(processing).toHaveTextContent('Checkout for 20M Tokens, $40.00')
    // The dialog has taken focus (its dismiss layer is live), as before any person can press a key.
    await waitFor(() => expect(processing).toContainElement(document.activeElement as HTMLElement))
    await session.user.keyboard('{Escape}')
    await waitFor(() => expect(processingDialog()).not.toBeInTheDocument())
    expect(buyButton('20M')).toHaveTextContent('Processing...')
    held.resolve()
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'), {
      timeout: 2000,
    })
    expect(calls).toHaveLength(1)
  })

  it('never shows the Processing Payment dialog when the backend answers quickly', async () => {
    stubNewTab()
    answerPurchase(hostedAnswer)
    const session = await open('pro')
    let seen = false
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Processing Payment')) seen = true
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await buy(session)
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Processing...'))
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'), {
      timeout: 2000,
    })
    observer.disconnect()
    expect(seen).toBe(false)
  })

  it('names the buyer by e-mail when the account has no display name', async () => {
    stubNewTab()
    const calls = answerPurchase(hostedAnswer)
    const session = await open('pro', { displayName: null })
    await buy(session)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect((calls[0] as { userData: unknown }).userData).toEqual({
      userId: 'demo-pro-0002',
      email: 'pro@demo.superbullet.ai',
      name: 'pro@demo.superbullet.ai',
    })
  })

  it('opens the embedded checkout for the embedded provider (the mock backend default)', async () => {
    const session = await open('pro')
    await buy(session)
    await waitFor(() => expect(checkoutActor().getSnapshot().hasTag('open')).toBe(true), {
      timeout: 2000,
    })
    expect(checkoutActor().getSnapshot().context.session).toMatchObject({
      ident: expect.stringMatching(/^chk_/),
    })
    expect(purchaseRequests()).toHaveLength(1)
    act(() => closeCheckout())
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'), {
      timeout: 2000,
    })
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('sends one purchase request for a double click on Buy', async () => {
    stubNewTab()
    const held = deferred()
    const calls = answerPurchase(hostedAnswer, held.promise)
    const session = await open('pro')
    await session.user.dblClick(buyButton('20M'))
    await session.user.click(buyButton('10M')).catch(() => undefined)
    await waitFor(() => expect(calls).toHaveLength(1))
    held.resolve()
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'), {
      timeout: 2000,
    })
    expect(calls).toHaveLength(1)
    expect(billingRequests()).toHaveLength(1)
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

describe('ending the flow cleanly', () => {
  it('drops a purchase in flight when the user signs out: no dialog, no toast, no checkout', async () => {
    const openTab = vi.spyOn(window, 'open')
    const held = deferred()
    answerPurchase(hostedAnswer, held.promise)
    const session = await open('pro')
    await buy(session)
    expect(await screen.findByRole('dialog', { name: 'Processing Payment' })).toBeInTheDocument()
    act(() => session.auth.send({ type: 'auth.changed', user: null }))
    await waitFor(() => expect(buyButton('20M')).toHaveTextContent('Buy 20M Tokens'))
    await waitFor(() => expect(processingDialog()).not.toBeInTheDocument())
    held.resolve()
    await act(() => delay(700))
    expect(openTab).not.toHaveBeenCalled()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
    // Signed out now: Buy opens the sign-in dialog.
    await buy(session)
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('closes the upgrade tip when the user signs out', async () => {
    const session = await open('free')
    await buy(session)
    await upgradeTip()
    act(() => session.auth.send({ type: 'auth.changed', user: null }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).not.toBeInTheDocument(),
    )
  })
})
