import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppToaster, SWIPE_DISMISS_THRESHOLD_PX } from '../../../src/components/ui/toaster'
import { showErrorToast, showSuccessToast, toaster } from '../../../src/components/ui/toast-store'

describe('the site toaster', () => {
  it('has the region label and the F8 hotkey', async () => {
    // zag starts the toaster's machine on a microtask after the mount: inside act too.
    await act(async () => void render(<AppToaster />))
    expect(screen.getByLabelText('Notifications (F8)')).toBeInTheDocument()
  })

  it('shows one toast at a time with the spec duration', async () => {
    render(<AppToaster />)
    act(() => {
      showErrorToast('Checkout Error', 'first')
      showSuccessToast('Saved', 'second')
    })
    expect(await screen.findByText('first')).toBeInTheDocument()
    expect(screen.queryByText('second')).not.toBeInTheDocument()
    expect(toaster.attrs.duration).toBe(5000)
    expect(toaster.attrs.max).toBe(1)
  })

  it('marks destructive toasts as errors', async () => {
    render(<AppToaster />)
    act(() => void showErrorToast('Checkout Error', 'Backend error: 500'))
    const description = await screen.findByText('Backend error: 500')
    expect(description.closest('[data-type]')).toHaveAttribute('data-type', 'error')
  })

  it(`dismisses on a swipe right of ${SWIPE_DISMISS_THRESHOLD_PX} px, not less`, async () => {
    render(<AppToaster />)
    act(() => void showErrorToast('Checkout Error', 'swipe me'))
    const root = (await screen.findByText('swipe me')).closest('[data-type]')!
    fireEvent.pointerDown(root, { clientX: 100 })
    fireEvent.pointerUp(root, { clientX: 100 + SWIPE_DISMISS_THRESHOLD_PX - 1 })
    expect(root).toHaveAttribute('data-state', 'open')
    fireEvent.pointerDown(root, { clientX: 100 })
    fireEvent.pointerUp(root, { clientX: 100 + SWIPE_DISMISS_THRESHOLD_PX })
    // Dismissed means closed; its removal after the exit animation runs on zag's timers, which a
    // busy machine can hold back past waitFor's patience.
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'))
  })
})
