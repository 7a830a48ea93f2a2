import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../support/render-app'

const main = () => document.getElementById('main')!
const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!

describe('legal pages', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service', 'August 22, 2025'],
    ['/privacy-policy', 'Privacy Policy', 'August 22, 2025'],
    ['/security-policy', 'Security Policy', 'July 15, 2025'],
  ])(
    '%s shows its last-updated date, readable sections and links to / and the support address',
    async (path, title, date) => {
      const { user, router } = await renderApp(path)
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(within(main()).getByText(date)).toBeInTheDocument()
      expect(within(main()).getByText(date).closest('p')).toHaveTextContent(`Last updated: ${date}`)
      const sections = within(main()).getAllByRole('heading', { level: 2 })
      expect(sections.length).toBeGreaterThanOrEqual(6)
      // Each section has text, and the contents list links to it.
      const contents = within(main()).getByRole('navigation', { name: 'Contents' })
      expect(within(contents).getAllByRole('link')).toHaveLength(sections.length)
      const mail = within(section('Contact Us')).getByRole('link', {
        name: 'support@superbullet.ai',
      })
      expect(mail.getAttribute('href')).toMatch(/^mailto:support@superbullet\.ai/)
      const home = within(section('Contact Us')).getByRole('link', {
        name: 'Return to the home page',
      })
      expect(home).toHaveAttribute('href', '/')
      expect(within(main()).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
        'href',
        '/',
      )
      await user.click(home)
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )

  it('Terms: 30 days notice, no refunds (a refund may result in a ban), Saudi law, role-based access control', async () => {
    await renderApp('/terms-of-service')
    expect(section(/Changes to These Terms/)).toHaveTextContent(
      '30 days notice of changes to these Terms',
    )
    expect(section(/Plans, Tokens and Payments/)).toHaveTextContent(
      'at least 30 days notice before any price change',
    )
    const refunds = section(/No Refunds/)
    expect(refunds).toHaveTextContent('We do not offer refunds')
    expect(refunds).toHaveTextContent(/Requesting a refund or chargeback .* may result in a ban/)
    expect(section(/Governing Law/)).toHaveTextContent(
      'governed by the laws of the Kingdom of Saudi Arabia',
    )
    expect(section(/Administration and Access Control/)).toHaveTextContent(
      'role-based access control',
    )
  })

  it('Privacy: usage data up to 2 years, device ID data up to 1 year after deletion, storing data to improve responses with an opt-out coming soon', async () => {
    await renderApp('/privacy-policy')
    const retention = section(/How Long We Keep It/)
    expect(retention).toHaveTextContent('Usage data is kept for up to 2 years.')
    expect(retention).toHaveTextContent('Device ID data is kept for up to 1 year after deletion')
    const improving = section(/Improve Responses/)
    expect(improving).toHaveTextContent('may be stored to improve responses')
    expect(improving).toHaveTextContent('An opt-out is coming soon')
  })

  it('Security: breach notice within 72 hours, report acknowledgement within 24 hours', async () => {
    await renderApp('/security-policy')
    expect(section(/Incident Response/)).toHaveTextContent('we will notify you within 72 hours')
    expect(section(/Reporting a Vulnerability/)).toHaveTextContent(
      'We will acknowledge your report within 24 hours',
    )
  })

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/security', 'Security Policy'],
  ])('%s redirects to the full page', async (path, title) => {
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })
})
