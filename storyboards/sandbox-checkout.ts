/**
 * The provider's embedded checkout page as the storyboards show it in the widget's frame: the
 * contract server's sandbox page for the embedded checkout model's session (chk_1, Pro Plan,
 * $20). .storybook/vite.config.ts serves it and writes it into the static build; no origin is
 * passed, so it reports nothing: the story's events are its path's.
 */
import type { embeddedCheckoutPage } from '../contract/sandbox-pages'

export const SANDBOX_CHECKOUT_PAGE = 'sandbox/embedded/chk_1.html'

export const sandboxCheckout: Parameters<typeof embeddedCheckoutPage>[0] = {
  ident: 'chk_1',
  userId: 'demo-free-0001',
  package: { name: 'Pro Plan', price: 20, variant_id: 1001, type: 'subscription' },
  complete_url: 'http://localhost:4173/checkout-success',
  cancel_url: 'http://localhost:4173/checkout-cancelled',
  status: 'pending',
  createdAt: '2026-11-24T10:00:00.000Z',
}
