import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOP_UP_PACKAGES } from '../../../src/content/top-ups'
import { renderApp } from '../../support/render-app'

/** site-shell-pricing-purchase.md §9 and the bonus rule of account-store-content.md §9. */
const EXPECTED: [id: string, price: string, tokens: string, bonus: string][] = [
  ['topup_20', '$20', '10M', '+30M tokens'],
  ['topup_40', '$40', '20M', '+60M tokens'],
  ['topup_60', '$60', '30M', '+90M tokens'],
  ['topup_80', '$80', '40M', '+120M tokens'],
  ['topup_100', '$100', '50M', '+150M tokens'],
  ['topup_200', '$200', '100M', '+300M tokens'],
  ['topup_400', '$400', '200M', '+600M tokens'],
  ['topup_600', '$600', '300M', '+900M tokens'],
  ['topup_800', '$800', '400M', '+1.2B tokens'],
  ['topup_1000', '$1,000', '500M', '+1.5B tokens'],
  ['topup_2000', '$2,000', '1B', '+3B tokens'],
]

const packageList = () => screen.getByRole('list', { name: 'Token packages' })
const card = (tokens: string) =>
  within(packageList()).getByRole('article', { name: `${tokens} Tokens` })

describe('/token-topups', () => {
  it('sets the document title', async () => {
    await renderApp('/token-topups')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Token Top-ups' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Token Top-ups | SuperbulletAI'))
  })

  it('shows a grid of the 11 packages in catalogue order', async () => {
    await renderApp('/token-topups')
    const cards = within(packageList()).getAllByRole('article')
    expect(cards).toHaveLength(11)
    expect(cards.map((c) => c.getAttribute('data-package'))).toEqual(
      TOP_UP_PACKAGES.map((p) => p.id),
    )
  })

  it('shows each package with its price, token amount, description, Early Access Bonus and Buy button', async () => {
    await renderApp('/token-topups')
    for (const [id, price, tokens, bonus] of EXPECTED) {
      const c = card(tokens)
      const pkg = TOP_UP_PACKAGES.find((p) => p.id === id)!
      expect(c, id).toHaveAttribute('data-package', id)
      expect(within(c).getByText(price), id).toBeInTheDocument()
      expect(within(c).getByText(pkg.description), id).toBeInTheDocument()
      expect(within(c).getByText('Early Access Bonus'), id).toBeInTheDocument()
      expect(within(c).getByText(bonus), id).toBeInTheDocument()
      // The exact charge on the button itself, with its cents.
      expect(
        within(c).getByRole('button', { name: `Buy ${tokens} Tokens: ${price}.00` }),
        id,
      ).toBeEnabled()
    }
  })

  it("puts the 'Popular' badge on topup_40 only", async () => {
    await renderApp('/token-topups')
    expect(within(card('20M')).getByText('Popular')).toBeInTheDocument()
    expect(within(packageList()).getAllByText('Popular')).toHaveLength(1)
  })

  it('shows the Token Rate card: $2 per 1M tokens; tokens never expire and roll over', async () => {
    await renderApp('/token-topups')
    const rate = screen.getByRole('region', { name: 'Token Rate' })
    expect(rate).toHaveTextContent('$2per 1M tokens')
    expect(
      within(rate).getByText('Tokens never expire and roll over between billing periods.'),
    ).toBeInTheDocument()
  })

  it('explains the Early Access Bonus: 30M tokens per $20 spent, credited after Early Access ends', async () => {
    await renderApp('/token-topups')
    const bonus = screen.getByRole('region', { name: 'Early Access Bonus' })
    expect(bonus).toHaveTextContent('+30Mtokens per $20 spent')
    expect(
      within(bonus).getByText('Bonus BulletMindV1 tokens are credited after Early Access ends.'),
    ).toBeInTheDocument()
    expect(within(bonus).getByRole('link', { name: 'Pro plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })
})
