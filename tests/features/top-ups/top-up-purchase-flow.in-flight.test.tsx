/**
 * A top-up purchase in flight on /token-topups: the request, the Processing marker and dialog, the
 * launch of the checkout, and the flow's clean ending when the user signs out. What comes before
 * the request, and its errors, are in top-up-purchase-flow.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { delay } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findTopUpPackage } from '../../../src/content/top-ups'
import { checkoutActor, closeCheckout } from '../../support/checkout-helpers'
import { deferred } from '../../support/deferred'
import {
  answerPurchase,
  hostedAnswer,
  purchaseRequests,
  stubNewTab,
} from '../pricing/pricing.helpers'
import {
  billingRequests,
  buy,
  buyButton,
  buyButtons,
  open,
  processingDialog,
  upgradeTip,
} from './top-up-purchase-flow.helpers'

afterEach(() => vi.restoreAllMocks())

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
