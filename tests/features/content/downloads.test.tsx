import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { releases } from '../../../src/content/releases'
import { renderApp } from '../../support/render-app'

const entryFor = (displayVersion: string) =>
  screen.getByRole('heading', { level: 3, name: displayVersion }).closest('li')!

describe('Downloads', () => {
  it('has a hero download button for the latest version with its version and size', async () => {
    await renderApp('/downloads')
    const hero = screen
      .getByRole('heading', { level: 1, name: 'Download SuperbulletAI' })
      .closest('header')!
    const button = within(hero).getByRole('link', { name: /Download for Windows/ })
    expect(button).toHaveTextContent('v0.2.26 · 300 MB')
    expect(button).toHaveAttribute(
      'href',
      'https://downloads.superbullet.ai/SuperbulletAI-Setup-0.2.26.exe',
    )
    expect(within(hero).getByText(/Released September 11, 2025/)).toBeInTheDocument()
  })

  it('shows the system requirements cards: operating system, memory and storage, additional', async () => {
    await renderApp('/downloads')
    const req = screen
      .getByRole('heading', { level: 2, name: 'System Requirements' })
      .closest('section')!
    const cards = within(req).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement]
    expect(cards).toHaveLength(3)
    expect(within(cards[0]).getByRole('heading', { name: 'Operating System' })).toBeInTheDocument()
    expect(cards[0]).toHaveTextContent('Windows 10 or 11')
    expect(cards[0]).toHaveTextContent('64-bit required')
    expect(within(cards[1]).getByRole('heading', { name: 'Memory & Storage' })).toBeInTheDocument()
    expect(cards[1]).toHaveTextContent('8 GB RAM minimum')
    expect(cards[1]).toHaveTextContent('1 GB free')
    expect(within(cards[2]).getByRole('heading', { name: 'Additional' })).toBeInTheDocument()
    expect(cards[2]).toHaveTextContent(/internet connection/i)
    expect(cards[2]).toHaveTextContent(/needed for AI features/i)
  })

  it('lists all 26 versions from 0.1.12 to 0.2.26, newest first', async () => {
    await renderApp('/downloads')
    const list = screen.getByRole('list', { name: 'All versions' })
    const entries = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(entries).toHaveLength(26)
    expect(entries[0]).toBe('v0.2.26')
    expect(entries.at(-1)).toBe('v0.1.12')
    expect(entries).toEqual(releases.map((r) => r.displayVersion))
  })

  it('shows each entry with its version, date, size, description, features and a Download button; only the latest is badged', async () => {
    await renderApp('/downloads')
    const list = screen.getByRole('list', { name: 'All versions' })
    expect(within(list).getAllByText('Latest')).toHaveLength(1)
    expect(within(entryFor('v0.2.26')).getByText('Latest')).toBeInTheDocument()
    expect(within(entryFor('v0.2.24')).queryByText('Latest')).not.toBeInTheDocument()

    for (const r of releases) {
      const li = entryFor(r.displayVersion)
      expect(li).toHaveTextContent(r.size)
      expect(li).toHaveTextContent(r.description)
      const features = within(li).getByRole('list', { name: `What's new in ${r.displayVersion}` })
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((f) => f.textContent),
      ).toEqual(r.features)
      const download = within(li).getByRole('link', { name: `Download ${r.displayVersion}` })
      expect(download).toHaveAttribute(
        'href',
        `https://downloads.superbullet.ai/SuperbulletAI-Setup-${r.version}.exe`,
      )
    }
    expect(entryFor('v0.2.26')).toHaveTextContent('September 11, 2025 · 300 MB')
    expect(entryFor('v0.1.12')).toHaveTextContent('June 8, 2025')
  })
})
