import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { readStoredPurchase } from '../../../src/features/checkout/lifecycle/lifecycle-storage'
import { storePurchase } from '../../support/purchase-lifecycle.helpers'
import type { PendingPurchase } from '../../../src/domain/pending-purchase'
import {
  cleanAmount,
  cleanPlan,
  validateCheckoutSuccessSearch,
} from '../../../src/features/checkout/pages/checkout-success-search'
import { ActivationDelayed } from '../../../src/features/checkout/pages/confirmation-notices'
import { PaymentSuccessful } from '../../../src/features/checkout/pages/payment-successful'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp } from '../../support/render-app'

const summary = () => screen.queryByRole('heading', { name: 'Order Summary' })
const row = (term: string) => {
  const dt = screen.queryByText(term, { selector: 'dt' })
  return dt ? dt.nextElementSibling?.textContent : null
}

const buyer = { uid: 'demo-free-0001', email: 'free@demo.superbullet.ai', displayName: 'Free Demo' }
const pendingPro: PendingPurchase = {
  itemId: 'pro',
  name: 'Pro',
  type: 'subscription',
  amount: 20,
  reference: 'chk_view0001',
  intentKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  startedAt: new Date().toISOString(),
  userId: buyer.uid,
  billingBefore: { subscriptionId: null, active: false },
}
/** A hosted checkout of this browser's is open: its return to /checkout-success reports the payment. */
const savePendingPurchase = (purchase: PendingPurchase) => storePurchase('open.hosted', purchase)
const readPendingPurchase = () => readStoredPurchase()?.context.purchase ?? null
/** The buyer paid and the provider's activation has arrived. */
function activated(purchase: PendingPurchase) {
  scenarioStore.activationDelayMs = 0
  const checkout = scenarioStore.createCheckout({
    package: { name: purchase.name, price: purchase.amount, variant_id: 1, type: purchase.type },
    userData: { userId: purchase.userId, email: 'x@y.z', name: 'X' },
    complete_url: 'http://localhost:3000/checkout-success',
    cancel_url: 'http://localhost:3000/checkout-cancelled',
  })
  scenarioStore.completeCheckout(checkout.ident)
}
const noClaim = () => {
  expect(screen.queryByText('Payment Successful!')).toBeNull()
  expect(summary()).toBeNull()
}

describe('/checkout-success', () => {
  it('the return reports the payment; it is confirmed with the backend, then shows the success page with its Order Summary', async () => {
    savePendingPurchase(pendingPro)
    activated(pendingPro)
    await renderApp('/checkout-success?plan=Pro&amount=20&currency=USD', { user: buyer })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeInTheDocument()
    expect(row('Plan')).toBe('Pro')
    expect(row('Amount')).toBe('$20 USD')
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute('href', '/downloads')
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Early Access Bonus' })).toBeInTheDocument()
    expect(
      screen.getByText(/bonus tokens are credited after Early Access ends\./),
    ).toBeInTheDocument()
    // Confirmed: no longer pending in this browser.
    expect(readPendingPurchase()).toBeNull()
    expect(
      scenarioStore.requests({ path: '/api/user/:userId/billing' }).length,
    ).toBeGreaterThanOrEqual(1)
    await expect.poll(() => document.title).toBe('Your Purchase | SuperbulletAI')
  })

  it('a top-up is confirmed by its paid invoice; the summary is the purchase, whatever the query says', async () => {
    const topUp: PendingPurchase = {
      ...pendingPro,
      itemId: '40',
      name: '$40',
      type: 'token_topup',
      amount: 40,
    }
    savePendingPurchase(topUp)
    activated(topUp)
    await renderApp('/checkout-success?plan=Enterprise&amount=9999&currency=USD', { user: buyer })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeInTheDocument()
    expect(row('Plan')).toBe('$40')
    expect(row('Amount')).toBe('$40 USD')
    expect(
      scenarioStore.requests({ path: '/api/user/:userId/invoices' }).length,
    ).toBeGreaterThanOrEqual(1)
  })

  it("says 'Confirming your payment...' while the backend does not show the purchase yet", async () => {
    savePendingPurchase(pendingPro)
    await renderApp('/checkout-success', { user: buyer })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment...' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        scenarioStore.requests({ path: '/api/user/:userId/billing' }).length,
      ).toBeGreaterThanOrEqual(1),
    )
    noClaim()
    expect(readPendingPurchase()).toEqual(pendingPro)
  })

  it('a crafted link without a purchase of this browser claims nothing', async () => {
    await renderApp('/checkout-success?plan=Pro&amount=20&currency=USD', { user: buyer })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No purchase to confirm' }),
    ).toBeInTheDocument()
    noClaim()
    expect(scenarioStore.requests({ path: '/api/user/:userId/billing' })).toHaveLength(0)
  })

  it("another account's pending purchase claims nothing", async () => {
    savePendingPurchase({ ...pendingPro, userId: 'demo-pro-0002' })
    activated({ ...pendingPro, userId: 'demo-pro-0002' })
    await renderApp('/checkout-success', { user: buyer })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No purchase to confirm' }),
    ).toBeInTheDocument()
    noClaim()
  })

  it('a signed-out visitor is asked to sign in to see the purchase', async () => {
    savePendingPurchase(pendingPro)
    activated(pendingPro)
    const { user } = await renderApp('/checkout-success?plan=Pro&amount=20&currency=USD')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your purchase' }),
    ).toBeInTheDocument()
    noClaim()
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('the late message has the exact text with the reference, and Check again', async () => {
    const onCheckAgain = vi.fn()
    const { rerender } = render(
      <ActivationDelayed reference="chk_late0001" checking={false} onCheckAgain={onCheckAgain} />,
    )
    expect(screen.getByTestId('activation-delayed')).toHaveTextContent(
      'Your payment was received by the checkout provider, and activation is taking longer than usual. We will keep checking; if it has not appeared within a few minutes, write to support@superbullet.ai with reference chk_late0001.',
      { normalizeWhitespace: false },
    )
    expect(screen.getByRole('link', { name: 'support@superbullet.ai' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai?subject=Purchase%20chk_late0001',
    )
    screen.getByRole('button', { name: 'Check again' }).click()
    expect(onCheckAgain).toHaveBeenCalledTimes(1)
    rerender(<ActivationDelayed reference="chk_late0001" checking onCheckAgain={onCheckAgain} />)
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled()
  })

  it('the success page formats other currencies with Intl, and renders a hostile name as text', async () => {
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'
    // Its links need a router.
    const routeTree = createRootRoute({
      component: () => (
        <PaymentSuccessful order={{ plan: hostile, amount: 19.5, currency: 'EUR' }} />
      ),
    })
    render(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />)
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Plan')).toBe(hostile)
    expect(row('Amount')).toBe('€19.50 EUR')
    expect(document.querySelector('script, img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('validates search values of every type without throwing', () => {
    const none = { plan: undefined, amount: undefined, currency: undefined }
    expect(validateCheckoutSuccessSearch({ plan: 42, amount: 20, currency: 'USD' })).toEqual({
      plan: '42',
      amount: 20,
      currency: 'USD',
    })
    expect(
      validateCheckoutSuccessSearch({ plan: { a: 1 }, amount: Number.NaN, currency: ['USD'] }),
    ).toStrictEqual(none)
    expect(validateCheckoutSuccessSearch({ amount: Number.POSITIVE_INFINITY })).toStrictEqual(none)
    expect(validateCheckoutSuccessSearch({ amount: '19.99' })).toStrictEqual({
      ...none,
      amount: 19.99,
    })
    // Every key is present, so the router cannot fall back to the raw value.
    expect(Object.keys(validateCheckoutSuccessSearch({}))).toEqual(['plan', 'amount', 'currency'])
    expect(cleanAmount(-1)).toBeUndefined()
    expect(cleanAmount('0x10')).toBeUndefined()
    expect(cleanPlan('  Pro\n\u0000Plan  ')).toBe('Pro Plan')
    expect(cleanPlan('   ')).toBeUndefined()
  })
})

describe('/checkout-cancelled', () => {
  it('matches the spec', async () => {
    await renderApp('/checkout-cancelled')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase Cancelled' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'No worries! Your payment was cancelled and no charges were made to your account.',
      ),
    ).toBeInTheDocument()

    const card = (title: string) =>
      screen.getByRole('heading', { level: 2, name: title }).closest('div')!
    expect(
      within(card('Try Again')).getByRole('link', { name: 'Back to Pricing' }),
    ).toHaveAttribute('href', '/pricing')
    expect(
      within(card('Need Help?')).getByRole('link', { name: 'Contact Support' }),
    ).toHaveAttribute('href', 'mailto:support@superbullet.ai?subject=Payment%20Issue')
    expect(
      within(card('Continue Browsing')).getByRole('link', { name: 'Back to Home' }),
    ).toHaveAttribute('href', '/')

    const why = screen.getByRole('region', { name: 'Why Choose Pro?' })
    const benefits = within(why).getAllByRole('listitem')
    expect(benefits).toHaveLength(4)
    for (const [i, text] of [
      '11M tokens monthly',
      'Token rollover',
      'Early access bonus',
      'Priority support',
    ].entries())
      expect(benefits[i]).toHaveTextContent(text)

    const questions = screen.getByRole('heading', { name: 'Still Have Questions?' }).parentElement!
    expect(within(questions).getByRole('link', { name: 'Ask Sales Team' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai?subject=Pricing%20Question',
    )
    expect(within(questions).getByRole('link', { name: 'View Pricing Again' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    await expect.poll(() => document.title).toBe('Purchase Cancelled | SuperbulletAI')
  })
})

describe('/temporary-payment', () => {
  it('explains the review, links Discord, lists three steps and links back to pricing', async () => {
    await renderApp('/temporary-payment')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByText(/payment processors are still reviewing/)).toBeInTheDocument()
    const discord = screen.getByRole('link', { name: /Join our Discord/ })
    expect(discord).toHaveAttribute('href', 'https://discord.gg/superbullet')
    expect(discord).toHaveAttribute('target', '_blank')
    expect(discord).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(/manual Pro token refill/)).toBeInTheDocument()
    const steps = within(
      screen.getByRole('region', { name: 'How to Get Pro Tokens Now' }),
    ).getAllByRole('listitem')
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Join our Discord',
      'Contact the founder',
      'Start building',
    ])
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect.poll(() => document.title).toBe('Payments Under Review | SuperbulletAI')
  })
})
