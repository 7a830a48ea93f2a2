import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cleanAmount, cleanPlan, validateCheckoutSuccessSearch } from '../../../src/features/checkout/pages/checkout-success-search'
import { renderApp } from '../../render-app'

const summary = () => screen.queryByRole('heading', { name: 'Order Summary' })
const row = (term: string) => {
  const dt = screen.queryByText(term, { selector: 'dt' })
  return dt ? dt.nextElementSibling?.textContent : null
}

describe('/checkout-success', () => {
  it('shows the order summary, the links, What’s Next and the bonus note', async () => {
    await renderApp('/checkout-success?plan=Pro%20Plan&amount=20&currency=USD')
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument()
    expect(summary()).toBeInTheDocument()
    expect(row('Plan')).toBe('Pro Plan')
    expect(row('Amount')).toBe('$20 USD')
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute('href', '/downloads')
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Early Access Bonus' })).toBeInTheDocument()
    expect(screen.getByText(/bonus tokens have been credited/)).toBeInTheDocument()
    await expect.poll(() => document.title).toBe('Payment Successful | SuperbulletAI')
  })

  it('formats other currencies with Intl and cents for USD', async () => {
    await renderApp('/checkout-success?plan=Tokens&amount=19.5&currency=EUR')
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Amount')).toBe('€19.50 EUR')
  })

  it('shows only the Plan row when the amount has no currency, and no summary without plan or amount', async () => {
    const first = await renderApp('/checkout-success?plan=Pro%20Plan&amount=20')
    expect(row('Plan')).toBe('Pro Plan')
    expect(row('Amount')).toBeNull()
    first.unmount()
    await renderApp('/checkout-success?currency=USD')
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(summary()).not.toBeInTheDocument()
  })

  it('shows the summary with an amount alone (no Plan row)', async () => {
    await renderApp('/checkout-success?amount=40&currency=USD')
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Plan')).toBeNull()
    expect(row('Amount')).toBe('$40 USD')
  })

  it('renders a script tag in plan as text, and nothing runs', async () => {
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'
    await renderApp(`/checkout-success?plan=${encodeURIComponent(hostile)}&amount=20&currency=USD`)
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Plan')).toBe(hostile)
    expect(document.querySelector('main script, main img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('caps a huge plan string at 100 characters', async () => {
    await renderApp(`/checkout-success?plan=${'A'.repeat(5000)}`)
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    const plan = row('Plan')!
    expect(Array.from(plan)).toHaveLength(100)
    expect(plan.endsWith('…')).toBe(true)
  })

  it.each(['NaN', 'Infinity', '-Infinity', '-1', '0', '0x10', '1e999', '20abc', '', 'null', '%20', '[20]', '{"a":1}', '9'.repeat(400)])(
    'does not show the amount %j',
    async (amount) => {
      await renderApp(`/checkout-success?plan=Pro&amount=${encodeURIComponent(amount)}&currency=USD`)
      expect(await screen.findByText('Order Summary')).toBeInTheDocument()
      expect(row('Amount')).toBeNull()
      expect(screen.queryByText(/\$/, { selector: 'dd' })).toBeNull()
    },
  )

  it.each(['usd', 'US', 'USDT', 'U$D', '<b>', '12A', 'EU R'])('does not show the bad currency code %j', async (currency) => {
    await renderApp(`/checkout-success?plan=Pro&amount=20&currency=${encodeURIComponent(currency)}`)
    expect(await screen.findByText('Order Summary')).toBeInTheDocument()
    expect(row('Amount')).toBeNull()
  })

  it('validates search values of every type without throwing', () => {
    const none = { plan: undefined, amount: undefined, currency: undefined }
    expect(validateCheckoutSuccessSearch({ plan: 42, amount: 20, currency: 'USD' })).toEqual({ plan: '42', amount: 20, currency: 'USD' })
    expect(validateCheckoutSuccessSearch({ plan: { a: 1 }, amount: Number.NaN, currency: ['USD'] })).toStrictEqual(none)
    expect(validateCheckoutSuccessSearch({ amount: Number.POSITIVE_INFINITY })).toStrictEqual(none)
    expect(validateCheckoutSuccessSearch({ amount: '19.99' })).toStrictEqual({ ...none, amount: 19.99 })
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Cancelled' })).toBeInTheDocument()
    expect(screen.getByText('No worries! Your payment was cancelled and no charges were made to your account.')).toBeInTheDocument()

    const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('div')!
    expect(within(card('Try Again')).getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing')
    expect(within(card('Need Help?')).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@superbullet.ai?subject=Payment%20Issue')
    expect(within(card('Continue Browsing')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')

    const why = screen.getByRole('region', { name: 'Why Choose Pro?' })
    const benefits = within(why).getAllByRole('listitem')
    expect(benefits).toHaveLength(4)
    for (const [i, text] of ['11M tokens monthly', 'Token rollover', 'Early access bonus', 'Priority support'].entries())
      expect(benefits[i]).toHaveTextContent(text)

    const questions = screen.getByRole('heading', { name: 'Still Have Questions?' }).parentElement!
    expect(within(questions).getByRole('link', { name: 'Ask Sales Team' })).toHaveAttribute('href', 'mailto:support@superbullet.ai?subject=Pricing%20Question')
    expect(within(questions).getByRole('link', { name: 'View Pricing Again' })).toHaveAttribute('href', '/pricing')
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
    const steps = within(screen.getByRole('region', { name: 'How to Get Pro Tokens Now' })).getAllByRole('listitem')
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Join our Discord', 'Contact the founder', 'Start building'])
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing')
    await expect.poll(() => document.title).toBe('Payments Under Review | SuperbulletAI')
  })
})
