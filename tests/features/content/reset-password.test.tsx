import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, testUser } from '../../support/render-app'

const ALERT = 'Password reset is under development. Please contact support@superbullet.ai for help.'

describe('Reset password', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the Work-in-Progress notice, a required e-mail field and a disabled Send Reset Link (Coming Soon)', async () => {
    await renderApp('/reset-password')
    expect(screen.getByRole('note', { name: 'Work in Progress' })).toBeInTheDocument()
    const email = screen.getByRole('textbox', { name: /Email address/ })
    expect(email).toBeRequired()
    expect(email).toHaveAttribute('type', 'email')
    const submit = screen.getByRole('button', { name: 'Send Reset Link (Coming Soon)' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAttribute('type', 'submit')
  })

  it('only alerts that reset is under development when the form is submitted, and makes no call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user, router } = await renderApp('/reset-password')
    await user.type(
      screen.getByRole('textbox', { name: /Email address/ }),
      'pro@demo.superbullet.ai',
    )
    // The disabled button cannot be clicked, and Enter does not submit through it.
    await user.click(screen.getByRole('button', { name: 'Send Reset Link (Coming Soon)' }))
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), '{Enter}')
    expect(alert).not.toHaveBeenCalled()

    fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(alert).toHaveBeenCalledWith(ALERT)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/reset-password')
  })

  it('has Back to Dashboard and the Need Help list', async () => {
    const { user, router } = await renderApp('/reset-password', { user: testUser })
    const help = screen.getByRole('heading', { level: 2, name: 'Need Help?' }).closest('section')!
    expect(within(help).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3)
    expect(
      within(help).getByRole('link', { name: 'support@superbullet.ai' }).getAttribute('href'),
    ).toMatch(/^mailto:support@superbullet\.ai/)
    const back = screen.getByRole('link', { name: 'Back to Dashboard' })
    expect(back).toHaveAttribute('href', '/dashboard')
    await user.click(back)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard/))
  })
})
