import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_LOAD_TIMEOUT_MS } from '../../../machines/embedded-checkout.machine'
import type { WidgetOptionsInput } from '../../../src/features/checkout/widget/widget-options'
import { env } from '../../../src/config'
import { NO_PURCHASE_TITLE } from '../../../src/features/checkout/pages/confirmation-texts'
import {
  checkoutActor,
  closeCheckout,
  openCheckout,
  showPopupBlocked,
  updateCheckout,
} from '../../support/checkout-helpers'
import { renderApp, testUser } from '../../support/render-app'
import { passTime } from '../../support/pass-time'

const ORIGIN = new URL(env.VITE_CHECKOUT_ENDPOINT).origin
const fallback = { plan: 'Pro Plan', amount: 20, currency: 'USD' }

async function openWidget(
  options: WidgetOptionsInput = {},
  extra: { mode?: 'inline'; target?: Element } = {},
) {
  act(() =>
    openCheckout({
      options: { ident: 'chk_view_1', ...options },
      fallback,
      buyer: testUser.uid,
      ...extra,
    }),
  )
  const iframe = (await screen.findByTitle('Secure checkout')) as HTMLIFrameElement
  // Let Ark finish opening (its outside-click and Esc listeners attach after the first frame).
  await passTime(50)
  return iframe
}

/** Posts as the checkout frame would: from its window (the element found now, in case it re-rendered). */
function post(
  data: unknown,
  o: { origin?: string; source?: MessageEventSource | null; iframe: HTMLIFrameElement },
) {
  const frame = (
    o.iframe.isConnected ? o.iframe : screen.getByTitle('Secure checkout')
  ) as HTMLIFrameElement
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: o.origin ?? ORIGIN,
        source: o.source === undefined ? frame.contentWindow : o.source,
        data,
      }),
    )
  })
}

/** A click on the backdrop area (Ark's dismissable layer listens to pointerdown outside the content). */
function clickOutside() {
  const outside = dialog()!.parentElement!
  act(() => {
    fireEvent.pointerDown(outside, { button: 0, pointerType: 'mouse', clientX: 600, clientY: 600 })
    fireEvent.pointerUp(outside, { button: 0, pointerType: 'mouse', clientX: 600, clientY: 600 })
    fireEvent.click(outside)
  })
}

const dialog = () => screen.queryByRole('dialog', { name: /Secure Checkout/ })

beforeEach(() => {
  window.innerWidth = 1280
})

describe('embedded checkout widget in the app', () => {
  it('opens a lightbox with the frame URL, shows loading until the frame says open', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    const iframe = await openWidget({
      colors: [{ name: 'primary', color: '#f59e0b' }],
      theme: 'dark',
    })
    const lightbox = dialog()!
    expect(lightbox).toHaveAttribute('data-checkout-mode', 'lightbox')
    const src = new URL(iframe.src)
    expect(`${src.origin}${src.pathname}`).toBe(`${env.VITE_CHECKOUT_ENDPOINT}/chk_view_1`)
    expect(src.searchParams.get('colors')).toBe('[{"name":"primary","color":"#f59e0b"}]')
    expect(src.searchParams.get('origin')).toBe(window.location.origin)
    expect(src.searchParams.get('version')).toBe('1.7.0')
    expect(src.searchParams.get('embedded')).toBe('true')
    expect(iframe).toHaveAttribute('allow', 'payment')
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(within(lightbox).getByRole('status')).toHaveTextContent('Loading secure checkout...')
    post({ source: 'embedpay', event: 'open' }, { iframe })
    await waitFor(() => expect(within(lightbox).queryByRole('status')).not.toBeInTheDocument())
  })

  it('gives up on a frame that does not load in 15 s: a message, Try again loads a new frame, Close closes', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const first = await openWidget()
      const lightbox = dialog()!
      act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 100))
      expect(within(lightbox).getByRole('status')).toHaveTextContent('Loading secure checkout...')
      act(() => vi.advanceTimersByTime(200))
      const alert = within(lightbox).getByRole('alert')
      expect(alert).toHaveTextContent(
        'The secure checkout did not load. Check your connection and try again; nothing has been charged.',
      )
      expect(within(lightbox).queryByRole('status')).not.toBeInTheDocument()

      act(() => within(alert).getByRole('button', { name: 'Try again' }).click())
      expect(within(lightbox).getByRole('status')).toHaveTextContent('Loading secure checkout...')
      const second = screen.getByTitle('Secure checkout')
      expect(second).not.toBe(first)
      post({ source: 'embedpay', event: 'open' }, { iframe: second as HTMLIFrameElement })
      await waitFor(() => expect(within(lightbox).queryByRole('status')).not.toBeInTheDocument())
      expect(within(lightbox).queryByRole('alert')).not.toBeInTheDocument()

      act(() => closeCheckout())
      await openWidget()
      act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS + 100))
      act(() =>
        within(within(dialog()!).getByRole('alert')).getByRole('button', { name: 'Close' }).click(),
      )
      await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    } finally {
      vi.useRealTimers()
    }
  })

  it('ignores a message from the wrong origin, from another window, or of the wrong shape', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    const iframe = await openWidget()
    post({ source: 'embedpay', event: 'close' }, { iframe, origin: 'https://evil.example' })
    post({ source: 'embedpay', event: 'close' }, { iframe, source: window })
    post({ source: 'embedpay', event: 'closed' }, { iframe })
    post('close', { iframe })
    expect(dialog()).toBeInTheDocument()
    expect(checkoutActor().getSnapshot().hasTag('open')).toBe(true)
    post({ source: 'embedpay', event: 'close' }, { iframe })
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
  })

  it('on payment:complete closes and navigates to /checkout-success with plan, amount and currency', async () => {
    const { router } = await renderApp('/checkout-cancelled', { user: testUser })
    const iframe = await openWidget()
    post(
      {
        source: 'embedpay',
        event: 'payment:complete',
        data: { plan: '10M Tokens', amount: 20, currency: 'USD' },
      },
      { iframe },
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(router.state.location.search).toMatchObject({
      plan: '10M Tokens',
      amount: 20,
      currency: 'USD',
    })
    expect(dialog()).not.toBeInTheDocument()
    // The frame's word is not a confirmation: without a pending purchase of this browser's, no claim.
    expect(await screen.findByRole('heading', { name: NO_PURCHASE_TITLE })).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).toBeNull()
  })

  it('uses the request’s plan and price for a legacy payment_complete without data', async () => {
    const { router } = await renderApp('/checkout-cancelled', { user: testUser })
    const iframe = await openWidget()
    post({ source: 'embedpay', event: 'payment_complete' }, { iframe })
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(router.state.location.search).toMatchObject({
      plan: 'Pro Plan',
      amount: 20,
      currency: 'USD',
    })
  })

  it('on payment:error shows the Checkout Error toast and keeps the checkout open', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    const iframe = await openWidget()
    post(
      { source: 'embedpay', event: 'payment:error', data: { message: 'Your card was declined.' } },
      { iframe },
    )
    expect(await screen.findByText('Checkout Error')).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    expect(dialog()).toBeInTheDocument()
  })

  it('closes on Esc and on a click outside by default, with the close button too', async () => {
    const { user } = await renderApp('/checkout-cancelled', { user: testUser })
    await openWidget()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())

    await openWidget()
    clickOutside()
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())

    await openWidget()
    await user.click(screen.getByRole('button', { name: 'Close checkout' }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    expect(checkoutActor().getSnapshot().value).toBe('idle')
  })

  it('stays open on Esc and click outside when closeOnEsc / closeOnClickOutside are false', async () => {
    const { user } = await renderApp('/checkout-cancelled', { user: testUser })
    await openWidget({ closeOnEsc: false, closeOnClickOutside: false })
    await user.keyboard('{Escape}')
    clickOutside()
    await passTime(50)
    expect(dialog()).toBeInTheDocument()
    expect(checkoutActor().getSnapshot().hasTag('open')).toBe(true)
  })

  it('stays open when focus moves outside it (another dialog closing hands focus back to the page)', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    await openWidget()
    const outside = screen.getByRole('link', { name: 'SuperbulletAI home', hidden: true })
    act(() => {
      outside.focus()
      fireEvent.focusIn(outside)
    })
    await passTime(50)
    expect(dialog()).toBeInTheDocument()
    expect(checkoutActor().getSnapshot().hasTag('open')).toBe(true)
  })

  it('closes when the identity provider reports the tab signed out (in another tab, say), and keeps nothing of the buyer on screen', async () => {
    const { auth } = await renderApp('/checkout-cancelled', { user: testUser })
    await openWidget()
    act(() => auth.send({ type: 'auth.changed', user: testUser }))
    expect(dialog()).toBeInTheDocument()
    act(() => auth.send({ type: 'auth.changed', user: null }))
    await waitFor(() => expect(dialog()).not.toBeInTheDocument())
    expect(screen.queryByTitle('Secure checkout')).not.toBeInTheDocument()
  })

  it('applies an options update to the open widget, but never a new ident', async () => {
    const { user } = await renderApp('/checkout-cancelled', { user: testUser })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await openWidget()
    act(() => updateCheckout({ ident: 'chk_other', closeOnEsc: false, locale: 'fr' }))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot change'))
    const iframe = screen.getByTitle('Secure checkout') as HTMLIFrameElement
    expect(new URL(iframe.src).pathname.endsWith('/chk_view_1')).toBe(true)
    expect(new URL(iframe.src).searchParams.get('locale')).toBe('fr')
    await user.keyboard('{Escape}')
    expect(dialog()).toBeInTheDocument()
    warn.mockRestore()
  })

  it('opens full screen (popup) below 768 px', async () => {
    window.innerWidth = 360
    await renderApp('/checkout-cancelled', { user: testUser })
    await openWidget()
    expect(dialog()).toHaveAttribute('data-checkout-mode', 'popup')
  })

  it('renders inline into the given empty element, with no dialog', async () => {
    await renderApp('/checkout-cancelled', { user: testUser })
    const target = document.createElement('div')
    document.body.append(target)
    const iframe = await openWidget({}, { mode: 'inline', target })
    expect(target.contains(iframe)).toBe(true)
    expect(dialog()).not.toBeInTheDocument()
    post({ source: 'embedpay', event: 'close' }, { iframe })
    await waitFor(() => expect(target.querySelector('iframe')).toBeNull())
    target.remove()
  })
})

describe('Popup Blocked dialog', () => {
  it('offers the vetted checkout address as a new-tab link', async () => {
    const { user } = await renderApp('/checkout-cancelled', { user: testUser })
    act(() => showPopupBlocked('https://checkout.embedpay.io/buy/chk_1'))
    const blocked = await screen.findByRole('dialog', { name: 'Pop-up Blocked' })
    const link = within(blocked).getByRole('link', { name: /Open checkout/ })
    expect(link).toHaveAttribute('href', 'https://checkout.embedpay.io/buy/chk_1')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await user.click(within(blocked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pop-up Blocked' })).not.toBeInTheDocument(),
    )
  })
})
