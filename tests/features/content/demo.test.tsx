import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'

const TITLES = [
  'Leveling System',
  'Zombie System',
  'Death Effect System',
  'Loading System',
  'Earliest Demo',
]
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li')!

describe('Demo', () => {
  it('shows five demo cards, each with a lazy, titled, https video embed of the right size', async () => {
    await renderApp('/demo')
    for (const title of TITLES) {
      const iframe = card(title).querySelector('iframe')!
      expect(iframe).not.toBeNull()
      expect(iframe).toHaveAttribute('loading', 'lazy')
      expect(iframe).toHaveAttribute('title', `${title} demo video`)
      const src = new URL(iframe.getAttribute('src')!)
      expect(src.protocol).toBe('https:')
      const size = `${iframe.getAttribute('width')}x${iframe.getAttribute('height')}`
      if (title === 'Earliest Demo') {
        expect(size).toBe('504x399')
        expect(src.href).toMatch(/^https:\/\/www\.linkedin\.com\/embed\/feed\/update\//)
      } else {
        expect(size).toBe('560x315')
        expect(src.href).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      }
    }
    expect(document.querySelectorAll('#main iframe')).toHaveLength(5)
  })

  it('lists highlights on every card', async () => {
    await renderApp('/demo')
    for (const title of TITLES) {
      const highlights = within(card(title)).getByRole('heading', { level: 3, name: 'Highlights' })
        .nextElementSibling as HTMLElement
      expect(within(highlights).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3)
    }
    expect(
      within(card('Zombie System')).getByText('Zombie AI with PathfindingService'),
    ).toBeInTheDocument()
  })

  it('opens uncut versions in a new tab, only where there is one', async () => {
    await renderApp('/demo')
    const withUncut = TITLES.filter((t) =>
      within(card(t)).queryByRole('link', { name: /Watch the uncut version/ }),
    )
    expect(withUncut).toEqual(['Leveling System', 'Zombie System'])
    for (const t of withUncut) {
      const link = within(card(t)).getByRole('link', { name: /Watch the uncut version/ })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })

  it('badges the latest demo Latest and the earliest First Demo', async () => {
    await renderApp('/demo')
    expect(screen.getAllByText('Latest')).toHaveLength(1)
    expect(within(card('Leveling System')).getByText('Latest')).toBeInTheDocument()
    expect(screen.getAllByText('First Demo')).toHaveLength(1)
    expect(within(card('Earliest Demo')).getByText('First Demo')).toBeInTheDocument()
  })

  it('links to /downloads (Get Started) and /roadmap', async () => {
    const { user, router } = await renderApp('/demo')
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/downloads')
    expect(screen.getByRole('link', { name: 'View Roadmap' })).toHaveAttribute('href', '/roadmap')
    await user.click(screen.getByRole('link', { name: 'Get Started' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'))
  })

  it('is where /demos redirects', async () => {
    const { router } = await renderApp('/demos')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'See SuperbulletAI Build Real Games' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/demo')
  })
})
