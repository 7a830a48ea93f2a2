/** The embedded checkout model: what its path suite (embedded-checkout.paths.test.ts) and the storyboards traverse. */
import type { SnapshotFrom } from 'xstate'
import type { CheckoutSession, embeddedCheckoutMachine } from '../../embedded-checkout.machine'
import type { WidgetDefaults } from '../../../src/features/checkout/widget/widget-options'
import type { WidgetMessage } from '../../../src/features/checkout/widget/widget-protocol'
import { buyer } from './purchase.samples'

// The widget's defaults (src/features/checkout/widget/embedded-checkout.ts), written out: the
// storyboards' generator loads this model in Node, without the app's environment.
export const widgetDefaults: WidgetDefaults = {
  locale: 'en',
  theme: 'auto',
  colors: [],
  popupOnMobile: true,
  closeOnClickOutside: true,
  closeOnEsc: true,
  endpoint: 'https://checkout.embedpay.io',
  defaultPaymentMethod: null,
}

/** The model's checkouts are opened for the signed-in user of the storyboards' app. */
export const BUYER = buyer.uid

export const session = (o: Partial<CheckoutSession> = {}): CheckoutSession => ({
  ident: 'chk_1',
  frameUrl: 'https://checkout.embedpay.io/chk_1?embedded=true',
  origin: 'https://checkout.embedpay.io',
  mode: 'lightbox',
  closeOnEsc: true,
  closeOnClickOutside: true,
  target: null,
  fallback: { plan: 'Pro Plan', amount: 20, currency: 'USD' },
  options: { ...widgetDefaults, ident: 'chk_1' },
  buyer: BUYER,
  ...o,
})
const msg = (event: WidgetMessage['event'], data: WidgetMessage['data'] = {}) => ({
  type: 'frame.message' as const,
  message: { event, data },
})

export const modelOptions = {
  events: {
    'widget.open': [
      { type: 'widget.open', session: session() },
      { type: 'widget.open', session: session({ ident: 'chk_2', mode: 'popup' }) },
    ],
    'widget.update': [{ type: 'widget.update', session: session({ closeOnEsc: false }) }],
    'frame.message': [
      msg('open'),
      msg('close'),
      msg('payment:complete', { plan: '10M Tokens', amount: 20, currency: 'USD' }),
      msg('payment:complete'),
      msg('payment:error', { message: 'Your card was declined.' }),
      msg('payment:error'),
    ],
    'frame.retry': [{ type: 'frame.retry' }],
    // The same user again (the tab's auth reporting), then signed out.
    'auth.changed': [
      { type: 'auth.changed', user: { uid: BUYER, email: null, displayName: null } },
      { type: 'auth.changed', user: null },
    ],
  },
  // The session is what matters for the view; a vertex per ident and mode keeps the graph small.
  serialize: (s: SnapshotFrom<typeof embeddedCheckoutMachine>) => ({
    ident: s.context.session?.ident ?? null,
    closeOnEsc: s.context.session?.closeOnEsc ?? null,
  }),
}
