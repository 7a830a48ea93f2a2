import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { links } from '../../../src/config'
import { renderApp } from '../../support/render-app'

const SECTIONS = ['About', 'Technical Questions', 'Concerns About AI Development', 'Miscellaneous']
const group = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!
const question = (name: string | RegExp) => screen.getByRole('button', { name })
const expanded = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')

describe('FAQ', () => {
  it('has four sections holding the ten questions, all closed at first', async () => {
    await renderApp('/faq')
    const counts = SECTIONS.map((s) => within(group(s)).getAllByRole('button').length)
    expect(counts).toEqual([3, 3, 3, 1])
    const all = SECTIONS.flatMap((s) => within(group(s)).getAllByRole('button'))
    expect(all).toHaveLength(10)
    for (const b of all) {
      expect(b).toHaveAttribute('aria-expanded', 'false')
      expect(b.closest('h3')).not.toBeNull()
    }
    for (const q of [
      /different from other AI game builders/,
      /strongest AI for Roblox/,
      /instead of Roblox AI/,
      /BulletMindV1 compare to other large models/,
      /\.exe and not a Roblox Studio plugin/,
      /store my data/,
      /replace Roblox developers/,
      /developers lazy/,
      /soulless craft/,
      /climate impact/,
    ]) {
      expect(question(q)).toBeInTheDocument()
    }
  })

  it('keeps one item open at a time in a group, and lets the open item collapse', async () => {
    const { user } = await renderApp('/faq')
    const about = group('About')
    const technical = group('Technical Questions')

    await user.click(question(/different from other AI game builders/))
    expect(question(/different from other AI game builders/)).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await waitFor(() =>
      expect(screen.getByText(/SuperbulletAI is built only for Roblox/)).toBeVisible(),
    )

    await user.click(question(/instead of Roblox AI/))
    expect(expanded(about)).toEqual([question(/instead of Roblox AI/)])
    await waitFor(() =>
      expect(screen.getByText(/SuperbulletAI is built only for Roblox/)).not.toBeVisible(),
    )

    // Groups are independent: opening one in Technical Questions leaves About's open item alone.
    await user.click(question(/store my data/))
    expect(expanded(technical)).toEqual([question(/store my data/)])
    expect(expanded(about)).toEqual([question(/instead of Roblox AI/)])

    await user.click(question(/instead of Roblox AI/))
    expect(expanded(about)).toEqual([])
  })

  it('answers with the spec claims and links', async () => {
    const { user } = await renderApp('/faq')
    await user.click(question(/instead of Roblox AI/))
    await waitFor(() =>
      expect(screen.getByText(/18 seconds, against roughly 52-53 seconds/)).toBeVisible(),
    )
    const video = screen.getByRole('link', { name: /Watch the demo video/ })
    expect(video).toHaveAttribute('href', links.demoVideos.uiComparison)
    expect(video).toHaveAttribute('target', '_blank')

    await user.click(question(/BulletMindV1 compare/))
    await waitFor(() =>
      expect(screen.getByText(/8X lower inference cost than other large models/)).toBeVisible(),
    )

    await user.click(question(/store my data/))
    await waitFor(() =>
      expect(
        screen.getByText('Data may be stored to improve responses. An opt-out is coming soon.'),
      ).toBeVisible(),
    )
  })

  it('works from the keyboard', async () => {
    const { user } = await renderApp('/faq')
    question(/different from other AI game builders/).focus()
    await user.keyboard('{Enter}')
    expect(question(/different from other AI game builders/)).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.keyboard('{ArrowDown}')
    expect(question(/strongest AI for Roblox/)).toHaveFocus()
    await user.keyboard(' ')
    expect(question(/strongest AI for Roblox/)).toHaveAttribute('aria-expanded', 'true')
    expect(question(/different from other AI game builders/)).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('closes with links to /contact and to the docs', async () => {
    await renderApp('/faq')
    const closing = group('Still have questions?')
    expect(within(closing).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    )
    const docs = within(closing).getByRole('link', { name: /Read the Docs/ })
    expect(docs).toHaveAttribute('href', links.docs)
    expect(docs).toHaveAttribute('target', '_blank')
  })
})
