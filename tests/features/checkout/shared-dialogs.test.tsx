import { CHECKOUT_LAUNCH } from '../../../machines/purchase-invokes'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, sendTo, setup } from 'xstate'
import {
  checkoutLaunchMachine,
  type LaunchOutcome,
  type OpenCheckoutInput,
} from '../../../machines/checkout-launch.machine'
import { USER_NOT_FOUND_DETAILS, USER_NOT_FOUND_MESSAGE } from '../../../src/domain/error-messages'
import type { PurchaseRequest, PurchaseResponse } from '../../../src/api/schemas'
import type { LaunchIntent as PurchaseIntent } from '../../../machines/checkout-launch.machine'
import {
  AccountRequiredDialog,
  ProcessingPaymentDialog,
  useProcessingDialog,
} from '../../../src/features/checkout'
import { showCheckoutError } from '../../../src/features/checkout/purchase/show-checkout-error'
import { AppToaster } from '../../../src/components/ui/toaster'

/** Renders `ui` inside a minimal router (the dialogs use router links). */
async function renderWithRouter(ui: () => ReactNode) {
  const root = createRootRoute({ component: ui })
  const downloads = createRoute({
    getParentRoute: () => root,
    path: '/downloads',
    component: () => <h1>Downloads page</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([downloads]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const user = userEvent.setup()
  render(<RouterProvider router={router} />)
  await act(() => router.load())
  return { router, user }
}

describe('ProcessingPaymentDialog', () => {
  it('shows Processing Payment with no way to dismiss it on the pricing page', async () => {
    const onDismiss = vi.fn()
    const user = userEvent.setup()
    render(<ProcessingPaymentDialog open dismissible={false} onDismiss={onDismiss} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Processing Payment' })
    expect(dialog).toHaveAttribute('aria-busy', 'true')
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onDismiss).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog', { name: 'Processing Payment' })).toBeInTheDocument()
  })

  it('can be hidden (button or Esc) when dismissible', async () => {
    const onDismiss = vi.fn()
    const user = userEvent.setup()
    const { rerender } = render(<ProcessingPaymentDialog open dismissible onDismiss={onDismiss} />)
    const dialog = await screen.findByRole('dialog', { name: 'Processing Payment' })
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onDismiss).toHaveBeenCalledTimes(2)
    rerender(<ProcessingPaymentDialog open={false} dismissible onDismiss={onDismiss} />)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('AccountRequiredDialog', () => {
  it('shows the server’s message and details with Close and Download App', async () => {
    const onClose = vi.fn()
    const { router, user } = await renderWithRouter(() => (
      <AccountRequiredDialog
        open
        message="User not found (server)."
        details="Install the app first (server)."
        onClose={onClose}
      />
    ))
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText('User not found (server).')).toBeInTheDocument()
    expect(within(dialog).getByText('Install the app first (server).')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    const download = within(dialog).getByRole('link', { name: 'Download App' })
    expect(download).toHaveAttribute('href', '/downloads')
    await user.click(download)
    expect(onClose).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'))
  })

  it('falls back to the spec’s default message and details', async () => {
    await renderWithRouter(() => (
      <AccountRequiredDialog open message="" details="  " onClose={() => {}} />
    ))
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Required' })
    expect(within(dialog).getByText(USER_NOT_FOUND_MESSAGE)).toBeInTheDocument()
    expect(within(dialog).getByText(USER_NOT_FOUND_DETAILS)).toBeInTheDocument()
  })
})

describe('showCheckoutError', () => {
  it('shows the destructive toast titled Checkout Error', async () => {
    render(<AppToaster />)
    act(() => void showCheckoutError('Backend error: 502'))
    expect(await screen.findByText('Checkout Error')).toBeInTheDocument()
    expect(screen.getByText('Backend error: 502')).toBeInTheDocument()
  })
})

describe('useProcessingDialog', () => {
  const request: PurchaseRequest = {
    package: { name: 'Pro Plan', price: 20, variant_id: 1, type: 'subscription' },
    userData: { userId: 'u', email: 'e@x.io', name: 'n' },
    complete_url: 'http://localhost/checkout-success',
    cancel_url: 'http://localhost/checkout-cancelled',
  }
  const parent = setup({ actors: { checkoutLaunch: checkoutLaunchMachine } }).createMachine({
    initial: 'idle',
    states: {
      idle: { on: { buy: 'buying' } },
      buying: {
        invoke: {
          id: CHECKOUT_LAUNCH,
          src: CHECKOUT_LAUNCH,
          input: () => ({ request, itemId: 'Pro' }),
          onDone: 'idle',
        },
        // As the top-up purchase does: Hide reaches the child through the parent.
        on: {
          'processingDialog.dismiss': {
            actions: sendTo(CHECKOUT_LAUNCH, { type: 'processingDialog.dismiss' }),
          },
        },
      },
    },
  })

  function Probe({ purchase }: { purchase: () => Promise<PurchaseResponse> }) {
    const ref = useActorRef(
      parent.provide({
        actors: {
          checkoutLaunch: checkoutLaunchMachine.provide({
            actors: {
              startPurchase: fromPromise<PurchaseResponse, PurchaseIntent>(purchase),
              openCheckout: fromPromise<LaunchOutcome, OpenCheckoutInput>(async () => 'hosted'),
            },
          }),
        },
      }),
    )
    const processingDialog = useProcessingDialog(ref)
    const busy = useSelector(ref, (s) => s.value === 'buying')
    return (
      <>
        <button type="button" disabled={busy} onClick={() => ref.send({ type: 'buy' })}>
          {busy ? 'Processing...' : 'Get Pro'}
        </button>
        <ProcessingPaymentDialog
          open={processingDialog}
          dismissible
          onDismiss={() => ref.send({ type: 'processingDialog.dismiss' })}
        />
      </>
    )
  }

  it('follows the child: the dialog after 200 ms, hidden on Hide, everything clear 500 ms after the launch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      render(
        <Probe
          purchase={() =>
            new Promise((r) =>
              setTimeout(() => r({ provider: 'hosted', checkout_url: 'https://x' }), 400),
            )
          }
        />,
      )
      await user.click(screen.getByRole('button', { name: 'Get Pro' }))
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(210))
      const dialog = await screen.findByRole('dialog', { name: 'Processing Payment' })
      // The dialog's exit runs on zag's microtasks, which fake timers hold until time advances: all inside act.
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' })))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
      await act(() => vi.advanceTimersByTimeAsync(700))
      expect(screen.getByRole('button', { name: 'Get Pro' })).toBeEnabled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads idle from a parent with no child', () => {
    const actor = createActor(parent).start()
    function Idle() {
      return <p>{JSON.stringify({ processingDialog: useProcessingDialog(actor) })}</p>
    }
    render(<Idle />)
    expect(screen.getByText('{"processingDialog":false}')).toBeInTheDocument()
  })
})
