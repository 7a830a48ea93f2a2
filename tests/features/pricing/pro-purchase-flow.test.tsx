import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NO_CHECKOUT_URL,
  UNABLE_TO_OPEN_CHECKOUT,
  USER_NOT_FOUND_DETAILS,
  USER_NOT_FOUND_MESSAGE,
} from '../../../src/domain/error-messages'
import { plans } from '../../../src/content/plans'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { server } from '../../support/setup'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
import {
  answerPurchase,
  billingUrl,
  demoUser,
  findCheckoutErrorToast,
  getProButton,
  hostedAnswer,
  purchaseRequests,
  stubNewTab,
} from './pricing.helpers'

afterEach(() => vi.restoreAllMocks())

type Session = Awaited<ReturnType<typeof renderApp>>

/** Get Pro, then wait for the acknowledgement dialog. */
async function openUpgrade({ user }: Session) {
  await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
  return screen.findByRole('dialog', { name: 'Upgrade to Pro' })
}

/** Get Pro, tick the acknowledgement, Proceed. */
async function buyPro(session: Session) {
  const dialog = await openUpgrade(session)
  await session.user.click(within(dialog).getByRole('checkbox'))
  await session.user.click(within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' }))
  return dialog
}

const processingDialog = () => screen.queryByRole('alertdialog', { name: 'Processing Payment' })

/** Records whether the Processing Payment dialog was ever in the DOM. */
function watchProcessingDialog() {
  let seen = false
  const check = () => {
    if (document.body.textContent?.includes('Processing Payment')) seen = true
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    get seen() {
      check()
      return seen
    },
    stop: () => observer.disconnect(),
  }
}

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

describe('the purchase', () => {
  it('sends the request built from the plan and the buyer, marks Pro processing, and clears 500 ms after the tab opens', async () => {
    const { open, tab } = stubNewTab()
    const held = deferred()
    const calls = answerPurchase(hostedAnswer, held.promise)
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument(),
    )
    expect(getProButton()).toHaveTextContent('Processing...')
    expect(getProButton()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Start Free', hidden: true })).toBeDisabled()
    await waitFor(() => expect(calls).toHaveLength(1))
    const pro = plans.find((p) => p.id === 'pro')!
    expect(calls[0]).toEqual({
      package: { name: 'Pro', price: 20, variant_id: pro.variant_id, type: 'subscription' },
      userData: { userId: 'demo-free-0001', email: 'free@demo.superbullet.ai', name: 'Free Demo' },
      complete_url: `${window.location.origin}/checkout-success`,
      cancel_url: `${window.location.origin}/checkout-cancelled`,
    })
    // The call takes long: the Processing Payment dialog shows.
    const processing = await screen.findByRole('alertdialog', { name: 'Processing Payment' })
    // It names what the checkout is for, and its charge.
    expect(processing).toHaveTextContent('Checkout for Pro, $20.00 / month')
    const released = Date.now()
    held.resolve()
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(tab.location.href).toBe('https://checkout.embedpay.io/c/chk_hosted_1')
    expect(tab.opener).toBeNull()
    await waitFor(() => expect(getProButton()).toHaveTextContent('Get Pro'))
    expect(Date.now() - released).toBeGreaterThanOrEqual(450)
    expect(getProButton()).toBeEnabled()
    await waitFor(() => expect(processingDialog()).not.toBeInTheDocument())
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('names the buyer by e-mail when the account has no display name', async () => {
    stubNewTab()
    const calls = answerPurchase(hostedAnswer)
    const session = await renderApp('/pricing', {
      user: { ...demoUser('free'), displayName: null },
    })
    await buyPro(session)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect((calls[0] as { userData: unknown }).userData).toEqual({
      userId: 'demo-free-0001',
      email: 'free@demo.superbullet.ai',
      name: 'free@demo.superbullet.ai',
    })
  })

  it('never shows the Processing Payment dialog when the backend answers quickly', async () => {
    stubNewTab()
    answerPurchase(hostedAnswer)
    const session = await renderApp('/pricing', { user: demoUser('free') })
    const watch = watchProcessingDialog()
    await buyPro(session)
    await waitFor(() => expect(getProButton()).toHaveTextContent('Processing...'))
    await waitFor(() => expect(getProButton()).toHaveTextContent('Get Pro'), { timeout: 2000 })
    expect(watch.seen).toBe(false)
    watch.stop()
  })

  it('opens the embedded widget for the embedded provider (mock backend default), and closing it leaves the page idle', async () => {
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    const frame = await screen.findByTitle('Secure checkout')
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/checkout\.embedpay\.io\/chk_[A-Za-z0-9_-]+\?/,
    )
    expect(purchaseRequests()).toHaveLength(1)
    // The brand colour is read at most once in the page's life (an earlier purchase in this file may have read it while its request was in flight).
    expect(scenarioStore.requests({ path: '/api/embedpay/config' }).length).toBeLessThanOrEqual(1)
    await session.user.click(screen.getByRole('button', { name: 'Close checkout' }))
    await waitFor(() => expect(screen.queryByTitle('Secure checkout')).not.toBeInTheDocument())
    await waitFor(() => expect(getProButton()).toHaveTextContent('Get Pro'), { timeout: 2000 })
    expect(getProButton()).toBeEnabled()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('keeps the embedded checkout open when the Processing Payment dialog under it clears', async () => {
    const held = deferred()
    answerPurchase(
      () => HttpResponse.json({ provider: 'embedpay', ident: 'chk_slow_1' }),
      held.promise,
    )
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    expect(
      await screen.findByRole('alertdialog', { name: 'Processing Payment' }),
    ).toBeInTheDocument()
    held.resolve()
    expect(await screen.findByTitle('Secure checkout')).toBeInTheDocument()
    // The widget hides the page (and the dialog under it) from the accessibility tree: query hidden.
    await waitFor(() => expect(screen.queryByText('Processing Payment')).not.toBeInTheDocument(), {
      timeout: 2000,
    })
    expect(screen.getByRole('button', { name: 'Get Pro', hidden: true })).toBeEnabled()
    await act(() => delay(600))
    expect(screen.getByTitle('Secure checkout')).toBeInTheDocument()
  })

  it('sends one purchase request for a double click on Proceed', async () => {
    stubNewTab()
    const held = deferred()
    const calls = answerPurchase(hostedAnswer, held.promise)
    const session = await renderApp('/pricing', { user: demoUser('free') })
    const dialog = await openUpgrade(session)
    await session.user.click(within(dialog).getByRole('checkbox'))
    await session.user.dblClick(
      within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' }),
    )
    await session.user.click(getProButton()).catch(() => undefined)
    await waitFor(() => expect(calls).toHaveLength(1))
    held.resolve()
    await waitFor(() => expect(getProButton()).toHaveTextContent('Get Pro'), { timeout: 2000 })
    expect(calls).toHaveLength(1)
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

describe('ending the flow cleanly', () => {
  it('closes the acknowledgement when the user signs out, and Get Pro then asks to sign in', async () => {
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await openUpgrade(session)
    act(() => session.auth.send({ type: 'auth.changed', user: null }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument(),
    )
    await session.user.click(getProButton())
    expect(await screen.findByRole('dialog', { name: 'Sign In Required' })).toBeInTheDocument()
  })

  it('drops a purchase in flight when the user signs out: no dialog, no toast, no checkout', async () => {
    const open = vi.spyOn(window, 'open')
    const held = deferred()
    answerPurchase(hostedAnswer, held.promise)
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    expect(
      await screen.findByRole('alertdialog', { name: 'Processing Payment' }),
    ).toBeInTheDocument()
    act(() => session.auth.send({ type: 'auth.changed', user: null }))
    await waitFor(() => expect(getProButton()).toHaveTextContent('Get Pro'))
    expect(getProButton()).toBeEnabled()
    await waitFor(() => expect(processingDialog()).not.toBeInTheDocument())
    held.resolve()
    await act(() => delay(700))
    expect(open).not.toHaveBeenCalled()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })

  it('stops the flow when the user leaves the page mid-purchase', async () => {
    const open = vi.spyOn(window, 'open')
    const held = deferred()
    answerPurchase(hostedAnswer, held.promise)
    const session = await renderApp('/pricing', { user: demoUser('free') })
    await buyPro(session)
    await waitFor(() => expect(getProButton()).toHaveTextContent('Processing...'))
    await act(() => session.router.navigate({ to: '/' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Get Pro|Processing/ })).not.toBeInTheDocument(),
    )
    held.resolve()
    await act(() => delay(700))
    expect(open).not.toHaveBeenCalled()
    expect(processingDialog()).not.toBeInTheDocument()
    expect(screen.queryByText('Checkout Error')).not.toBeInTheDocument()
  })
})
