import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../support/render-app'
import { demoUser, getProButton } from './pricing.helpers'

afterEach(() => vi.restoreAllMocks())

const card = (name: string) => screen.getByRole('group', { name })

describe('/pricing content', () => {
  it('shows the hero with the Early Access badge and the disclaimer card with the bonus claims', async () => {
    await renderApp('/pricing')
    const hero = (
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })
    ).closest('section')!
    expect(within(hero).getByText('Early Access')).toBeInTheDocument()
    const note = screen.getByRole('note', { name: 'Early Access disclaimer' })
    expect(note).toHaveTextContent('SuperbulletAI is in Early Access')
    expect(note).toHaveTextContent('+30M tokens per $20 purchase, credited after Early Access ends')
    expect(note).toHaveTextContent('+40M tokens ($60 value)')
  })

  it('shows the four plan cards with their prices, §9 feature lines and buttons', async () => {
    await renderApp('/pricing')
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })
    const free = card('Free')
    expect(free).toHaveTextContent('$0')
    expect(within(free).getByRole('list', { name: 'Free features' })).toHaveTextContent(
      '1M tokens per month',
    )
    expect(within(free).getByText('150K daily limit')).toBeInTheDocument()
    expect(within(free).getByRole('button', { name: 'Start Free' })).toBeEnabled()

    const pro = card('Pro')
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument()
    expect(pro).toHaveTextContent('$20')
    const proFeatures = within(within(pro).getByRole('list', { name: 'Pro features' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(proFeatures).toEqual([
      '11M tokens per month',
      'No daily limit',
      'Codebase Indexing →',
      'Unused tokens roll over to next month',
      'Priority support',
    ])
    expect(within(pro).getByRole('button', { name: 'Get Pro' })).toBeEnabled()

    const teams = card('Teams')
    expect(teams).toHaveTextContent('$40')
    expect(within(teams).getByText('11M tokens per month')).toBeInTheDocument()
    expect(within(teams).getByRole('button', { name: 'Coming Soon' })).toBeDisabled()

    const enterprise = card('Enterprise')
    expect(enterprise).toHaveTextContent('Custom')
    expect(within(enterprise).getByRole('button', { name: 'Contact Sales' })).toBeEnabled()
  })

  it('links to /token-topups and /downloads', async () => {
    await renderApp('/pricing')
    const more = await screen.findByRole('navigation', { name: 'More ways to buy' })
    expect(within(more).getByRole('link', { name: 'Token Top-ups' })).toHaveAttribute(
      'href',
      '/token-topups',
    )
    expect(within(more).getByRole('link', { name: 'Download the App' })).toHaveAttribute(
      'href',
      '/downloads',
    )
  })

  it('has the Codebase Indexing section; its Get Pro Plan button scrolls to the Pro card and focuses it', async () => {
    const { user } = await renderApp('/pricing')
    const section = (await screen.findByRole('heading', { name: 'Codebase Indexing' })).closest(
      'section',
    )!
    expect(section).toHaveAttribute('id', 'codebase-indexing')
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    await user.click(within(section).getByRole('button', { name: 'Get Pro Plan' }))
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(scroll.mock.contexts[0]).toBe(card('Pro'))
    expect(card('Pro')).toHaveFocus()
  })

  it('scrolls to the Codebase Indexing section from the arrow feature line', async () => {
    const { user, router } = await renderApp('/pricing')
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    const arrow = within(card('Pro')).getByRole('link', { name: 'Codebase Indexing →' })
    expect(arrow).toHaveAttribute('href', '#codebase-indexing')
    await user.click(arrow)
    const section = document.getElementById('codebase-indexing')!
    expect(scroll.mock.contexts[0]).toBe(section)
    expect(section).toHaveFocus()
    expect(router.state.location.pathname).toBe('/pricing')
  })
})

describe('/pricing: Free, Contact Sales and the sign-in prompt', () => {
  it('opens the Enterprise Sales dialog with the support address and the enterprise features', async () => {
    const { user } = await renderApp('/pricing')
    await user.click(await screen.findByRole('button', { name: 'Contact Sales' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enterprise Sales' })
    expect(within(dialog).getByRole('link', { name: 'support@superbullet.ai' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai?subject=Enterprise%20Inquiry',
    )
    const features = within(
      within(dialog).getByRole('list', { name: 'Enterprise features' }),
    ).getAllByRole('listitem')
    expect(features.length).toBeGreaterThanOrEqual(3)
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enterprise Sales' })).not.toBeInTheDocument(),
    )
    // Escape closes it too, and the page is idle again.
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }))
    await screen.findByRole('dialog', { name: 'Enterprise Sales' })
    await waitFor(async () => {
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog', { name: 'Enterprise Sales' })).not.toBeInTheDocument()
    })
    expect(getProButton()).toBeEnabled()
  })

  it('asks a visitor to sign in on Get Pro; Sign In opens the shell sign-in dialog', async () => {
    const { user } = await renderApp('/pricing')
    await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    const prompt = await screen.findByRole('dialog', { name: 'Sign In Required' })
    expect(
      within(prompt).getByText(/Please sign in to your SuperbulletAI account to continue/),
    ).toBeInTheDocument()
    await user.click(within(prompt).getByRole('button', { name: 'Sign In' }))
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(within(signIn).getByText('Sign in to your account to continue.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).not.toBeInTheDocument()
  })

  it('asks a visitor to sign in on Free, and Cancel closes the prompt', async () => {
    const { user, router } = await renderApp('/pricing')
    await user.click(await screen.findByRole('button', { name: 'Start Free' }))
    const prompt = await screen.findByRole('dialog', { name: 'Sign In Required' })
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).not.toBeInTheDocument(),
    )
    expect(router.state.location.pathname).toBe('/pricing')
  })

  it('sends a signed-in user from Free to /downloads', async () => {
    const { user, router } = await renderApp('/pricing', { user: demoUser('free') })
    await user.click(await screen.findByRole('button', { name: 'Start Free' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('never lets anyone buy Teams', async () => {
    const { user } = await renderApp('/pricing', { user: demoUser('free') })
    const teams = within(card('Teams')).getByRole('button', { name: 'Coming Soon' })
    await user.click(teams).catch(() => undefined)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(getProButton()).toHaveTextContent('Get Pro')
  })
})
