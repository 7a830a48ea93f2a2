import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { showErrorToast } from '../../../src/components/ui/toast-store'
import { renderApp, testUser } from '../../support/render-app'

describe('app shell', () => {
  it('shows the header links and a Dashboard button that opens the sign-in dialog for a visitor', async () => {
    const { user } = await renderApp('/successful-login')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'Pricing', 'Roadmap', 'Demo', 'Contact', 'FAQ']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()
    }
    const docs = within(nav).getByRole('link', { name: /Docs/ })
    expect(docs).toHaveAttribute('target', '_blank')
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer')
    await user.click(screen.getByRole('button', { name: 'Dashboard' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(within(dialog).getByText('Sign in to your account to continue.')).toBeInTheDocument()
  })

  it('labels the account menu with the signed-in e-mail, shown once its code is in (no stand-in button before)', async () => {
    await renderApp('/successful-login', { user: testUser })
    expect(screen.queryByRole('button', { name: testUser.email! })).toBeNull()
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: testUser.email! })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('renders the 404 page for an unknown path', async () => {
    await renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument()
  })

  it('shows the footer with the support address and the copyright', async () => {
    await renderApp('/successful-login')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'support@superbullet.ai' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai',
    )
    expect(within(footer).getByText(/© 2025 SuperbulletAI/)).toBeInTheDocument()
    for (const name of ['Product', 'Company', 'Legal'])
      expect(within(footer).getByRole('navigation', { name })).toBeInTheDocument()
  })

  it('closes the mobile menu when a link is followed', async () => {
    const { user, router } = await renderApp('/successful-login')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    await user.click(within(mobile).getByRole('link', { name: 'Contact' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('shows a toast raised before the toaster mounted', async () => {
    act(() => void showErrorToast('Checkout Error', 'raised before the toaster mounted'))
    await renderApp('/successful-login')
    expect(await screen.findByText('raised before the toaster mounted')).toBeInTheDocument()
    expect(screen.getByLabelText('Notifications (F8)')).toBeInTheDocument()
  })
})
