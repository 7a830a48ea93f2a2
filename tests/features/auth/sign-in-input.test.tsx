import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Credentials } from '../../../machines/auth.machine'
import { renderApp, testUser } from '../../support/render-app'

/** Puts a value in the field as a browser's autofill or a WebDriver's fill() does: the value set
 *  directly, then one bare `input` event, no key events. */
function putValue(field: HTMLElement, value: string) {
  act(() => {
    ;(field as HTMLInputElement).value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('sign-in form input', () => {
  it('takes a value set without key events (autofill, paste, a driver fill) and signs in with it', async () => {
    const signInWithPassword = vi.fn(async (_: Credentials) => testUser)
    const { user } = await renderApp('/successful-login', { signInWithPassword })
    await user.click(screen.getByRole('button', { name: 'Dashboard' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    const submit = within(dialog).getByRole('button', { name: 'Sign In' })
    expect(submit).toBeDisabled()
    putValue(within(dialog).getByLabelText('Email'), testUser.email!)
    putValue(within(dialog).getByLabelText('Password'), 'secret-password')
    expect(submit).toBeEnabled()
    await user.click(submit)
    await waitFor(() =>
      expect(signInWithPassword).toHaveBeenCalledWith({
        email: testUser.email,
        password: 'secret-password',
      }),
    )
  })
})
