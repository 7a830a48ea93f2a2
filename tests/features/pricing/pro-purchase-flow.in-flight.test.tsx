/**
 * A Pro purchase in flight on /pricing: the request, the Processing marker and dialog, the hosted
 * tab or the embedded widget, and the flow's clean ending when the user signs out or leaves. What
 * comes before the request, and its errors, are in pro-purchase-flow.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { plans } from '../../../src/content/plans'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
import {
  answerPurchase,
  demoUser,
  getProButton,
  hostedAnswer,
  purchaseRequests,
  stubNewTab,
} from './pricing.helpers'
import {
  buyPro,
  openUpgrade,
  processingDialog,
  watchProcessingDialog,
} from './pro-purchase-flow.helpers'

afterEach(() => vi.restoreAllMocks())

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
