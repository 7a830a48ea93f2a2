import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!

describe('Contact', () => {
  it('has a back-to-home link', async () => {
    const { user, router } = await renderApp('/contact')
    const main = document.getElementById('main')!
    const back = within(main).getByRole('link', { name: 'Back to Home' })
    expect(back).toHaveAttribute('href', '/')
    await user.click(back)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('promises an e-mail response within 24 hours, with a mailto link', async () => {
    await renderApp('/contact')
    const email = section('Email Support')
    expect(email).toHaveTextContent('within 24 hours')
    expect(within(email).getByRole('link', { name: 'support@superbullet.ai' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai',
    )
  })

  it('lists what to include', async () => {
    await renderApp('/contact')
    const items = within(section('What to Include'))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toHaveLength(5)
    expect(items[0]).toMatch(/account email/i)
    expect(items[1]).toMatch(/detailed description/i)
    expect(items[2]).toMatch(/steps to reproduce/i)
    expect(items[3]).toMatch(/screenshots or logs/i)
    expect(items[4]).toMatch(/device information/i)
  })

  it('shows Response Time marked (Coming soon) with the KSA business hours', async () => {
    await renderApp('/contact')
    const response = section(/^Response Time/)
    expect(within(response).getByText('(Coming soon)')).toBeInTheDocument()
    expect(response).toHaveTextContent('24 hours on business days')
    expect(response).toHaveTextContent('Monday to Friday, 9:00 AM to 5:00 PM KSA')
  })
})
