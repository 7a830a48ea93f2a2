import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'

const QUARTERS = [
  ['Q2 2025', 'April-June 2025', 'Completed'],
  ['Q3 2025', 'July-September 2025', 'In Progress'],
  ['Q4 2025', 'October-December 2025', 'Upcoming'],
  ['Q1 2026', 'January-March 2026', 'Upcoming'],
  ['Q2 2026', 'April-June 2026', 'Planning'],
  ['Q3 2026', 'July-September 2026', 'Planning'],
] as const

const trigger = (quarter: string) => screen.getByRole('button', { name: new RegExp(`^${quarter}`) })
const quarterTriggers = () => screen.queryAllByRole('button', { name: /^Q[1-4] 20\d\d/ })
const filterBar = () => screen.getByRole('navigation', { name: 'Filter roadmap items' })
const filterLink = (label: string) =>
  within(filterBar()).getByRole('link', { name: new RegExp(`^${label} \\d+$`) })

describe('Roadmap', () => {
  it('is headed Development Roadmap and shows six quarters with date ranges and status badges', async () => {
    await renderApp('/roadmap')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Development Roadmap' }),
    ).toBeInTheDocument()
    expect(quarterTriggers()).toHaveLength(6)
    for (const [q, range, badge] of QUARTERS) {
      const t = trigger(q)
      expect(t).toHaveTextContent(range)
      expect(within(t).getByText(badge)).toBeInTheDocument()
      expect(t.closest('h2')).not.toBeNull()
    }
  })

  it('starts with Q2 2025 expanded and every other quarter collapsed; a quarter toggles', async () => {
    const { user } = await renderApp('/roadmap')
    expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'true')
    for (const [q] of QUARTERS.slice(1))
      expect(trigger(q)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('heading', { level: 3, name: 'Agent mode and Ask mode' })).toBeVisible()
    expect(screen.getByText('Super Agent mode')).not.toBeVisible()

    await user.click(trigger('Q3 2025'))
    expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Super Agent mode' })).toBeVisible(),
    )
    await user.click(trigger('Q2 2025'))
    // Zag closes a collapsible after measuring it in an animation frame.
    await waitFor(() => expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'false'))
    await waitFor(() => expect(screen.getByText('Agent mode and Ask mode')).not.toBeVisible())
  })

  it('shows Finished with a date and Half-Finished with a date and finished / not finished sub-items', async () => {
    const { user } = await renderApp('/roadmap')
    const finished = screen
      .getByRole('heading', { level: 3, name: 'Agent mode and Ask mode' })
      .closest('li')!
    expect(finished).toHaveTextContent('Finished · June 15, 2025')

    await user.click(trigger('Q3 2025'))
    const half = screen
      .getByRole('heading', { level: 3, name: 'Large codebase processing' })
      .closest('li')!
    expect(half).toHaveTextContent('Half-Finished · September 11, 2025')
    const subItems = within(
      within(half).getByRole('list', { name: 'Large codebase processing progress' }),
    ).getAllByRole('listitem')
    expect(subItems).toHaveLength(4)
    expect(subItems[0]).toHaveTextContent('Chunked indexing pipeline (finished)')
    expect(subItems[2]).toHaveTextContent('Processing up to 5M tokens per codebase (not finished)')
  })

  it('has a filter bar with counts', async () => {
    await renderApp('/roadmap')
    expect(
      within(filterBar())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All Items 26', 'Completed 11', 'In Progress 2', 'Coming Soon 7', 'Planning 6'])
    expect(filterLink('All Items')).toHaveAttribute('aria-current', 'page')
    expect(filterLink('Completed')).toHaveAttribute('href', '/roadmap?filter=completed')
    expect(filterLink('All Items')).toHaveAttribute('href', '/roadmap')
  })

  it('filters through the URL search parameter and hides quarters with no matching items', async () => {
    const { user, router } = await renderApp('/roadmap')
    await user.click(filterLink('In Progress'))
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'in-progress' }))
    expect(router.state.location.href).toBe('/roadmap?filter=in-progress')
    expect(quarterTriggers().map((t) => t.textContent?.slice(0, 7))).toEqual(['Q3 2025'])
    // A filtered view opens the quarters it shows, and lists only the matching items.
    expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Large codebase processing',
      'BulletMindV1 model',
    ])
    expect(filterLink('In Progress')).toHaveAttribute('aria-current', 'page')
    expect(filterLink('All Items')).not.toHaveAttribute('aria-current')

    await user.click(filterLink('Completed'))
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'completed' }))
    expect(quarterTriggers().map((t) => t.textContent?.slice(0, 7))).toEqual(['Q2 2025', 'Q3 2025'])

    await user.click(filterLink('All Items'))
    await waitFor(() => expect(router.state.location.href).toBe('/roadmap'))
    expect(quarterTriggers()).toHaveLength(6)
    expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'true')
    // Closing waits for its animation frame, as a click's does.
    await waitFor(() => expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'false'))
  })

  it('keeps the quarters the visitor opened or closed when the filter changes', async () => {
    const { user, router } = await renderApp('/roadmap')
    await user.click(trigger('Q2 2025'))
    await user.click(trigger('Q3 2025'))
    await waitFor(() => expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'false'))
    expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'true')

    await user.click(filterLink('Completed'))
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'completed' }))
    // Q2 2025 stays closed as the visitor left it, Q3 2025 open.
    expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'true')

    await user.click(filterLink('All Items'))
    await waitFor(() => expect(router.state.location.href).toBe('/roadmap'))
    expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('Q3 2025')).toHaveAttribute('aria-expanded', 'true')
    // A quarter never touched keeps the default of the view.
    expect(trigger('Q4 2025')).toHaveAttribute('aria-expanded', 'false')
  })

  it('reads the filter from the URL on load', async () => {
    await renderApp('/roadmap?filter=planning')
    expect(quarterTriggers().map((t) => t.textContent?.slice(0, 7))).toEqual([
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
    ])
    expect(filterLink('Planning')).toHaveAttribute('aria-current', 'page')
    const items = screen.getAllByRole('heading', { level: 3 })
    expect(items).toHaveLength(6)
    for (const h of items) expect(h.closest('li')).toHaveTextContent(/^Planning · /)
  })

  it('treats an unknown filter value as All Items', async () => {
    await renderApp('/roadmap?filter=bogus')
    expect(quarterTriggers()).toHaveLength(6)
    expect(trigger('Q2 2025')).toHaveAttribute('aria-expanded', 'true')
    expect(filterLink('All Items')).toHaveAttribute('aria-current', 'page')
  })

  it('says it is coded by one developer since May 25th 2025, links to /contact and claims up to 5M tokens', async () => {
    const { user, router } = await renderApp('/roadmap')
    expect(screen.getByText(/coded by one developer/)).toBeInTheDocument()
    expect(screen.getByText(/Development started May 25th 2025/)).toBeInTheDocument()
    expect(screen.getByText(/Our claim: codebase processing up to 5M tokens/)).toBeInTheDocument()
    expect(screen.getByText('* Claims based on internal testing.')).toBeInTheDocument()
    const join = screen.getByRole('link', { name: 'Contact us to join the team' })
    expect(join).toHaveAttribute('href', '/contact')
    await user.click(join)
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'))
  })

  it('is where /features redirects', async () => {
    const { router } = await renderApp('/features')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development Roadmap' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/roadmap')
  })
})
