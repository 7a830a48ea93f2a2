/**
 * The checkout frame's messages (origin, window and shape checks, legacy names, limits) and the
 * embedded checkout machine they drive. What the launcher builds before the frame opens is in
 * embedded-checkout.launcher.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  PAYMENT_ERROR_FALLBACK,
  embeddedCheckoutMachine,
} from '../../machines/embedded-checkout.machine'
import {
  MAX_ERROR_MESSAGE_LENGTH,
  MAX_PLAN_LENGTH,
  acceptWidgetMessage,
  parseWidgetMessage,
  type WidgetMessage,
} from '../../src/features/checkout/widget/widget-protocol'
import { BUYER, session } from '../../machines/paths/models/embedded-checkout.model'

describe('frame messages', () => {
  const origin = 'https://checkout.embedpay.io'
  const frame = {}
  const msg = (data: unknown, o: { origin?: string; source?: unknown } = {}) => ({
    origin: o.origin ?? origin,
    source: 'source' in o ? o.source : frame,
    data,
  })

  it('accepts the four events from the endpoint origin and our frame', () => {
    expect(acceptWidgetMessage(msg({ source: 'embedpay', event: 'open' }), origin, frame)).toEqual({
      event: 'open',
      data: {},
    })
    expect(
      acceptWidgetMessage(msg({ source: 'embedpay', event: 'close' }), origin, frame)?.event,
    ).toBe('close')
    expect(
      acceptWidgetMessage(
        msg({
          source: 'embedpay',
          event: 'payment:complete',
          data: { plan: 'Pro Plan', amount: 20, currency: 'USD' },
        }),
        origin,
        frame,
      ),
    ).toEqual({
      event: 'payment:complete',
      data: { plan: 'Pro Plan', amount: 20, currency: 'USD' },
    })
    expect(
      acceptWidgetMessage(
        msg({ source: 'embedpay', event: 'payment:error', data: { message: 'Declined' } }),
        origin,
        frame,
      ),
    ).toEqual({
      event: 'payment:error',
      data: { message: 'Declined' },
    })
  })

  it('maps the legacy underscore names', () => {
    expect(
      parseWidgetMessage({ source: 'embedpay', event: 'payment_complete', data: { amount: '20' } }),
    ).toEqual({ event: 'payment:complete', data: { amount: '20' } })
    expect(parseWidgetMessage({ source: 'embedpay', event: 'payment_error' })).toEqual({
      event: 'payment:error',
      data: {},
    })
  })

  it('reads a lower-case currency as its upper-case code, and anything else as no currency', () => {
    const complete = (currency: string) =>
      parseWidgetMessage({ source: 'embedpay', event: 'payment:complete', data: { currency } })
        ?.data.currency
    expect(complete('usd')).toBe('USD')
    expect(complete(' eur ')).toBe('EUR')
    expect(complete('dollars')).toBeUndefined()
    expect(complete('<script>')).toBeUndefined()
  })

  it('cuts the strings of a frame message to a length the page can show', () => {
    const long = 'x'.repeat(5000)
    const parsed = parseWidgetMessage({
      source: 'embedpay',
      event: 'payment:error',
      data: { plan: long, message: long, amount: long },
    })
    expect(parsed?.data.plan).toHaveLength(MAX_PLAN_LENGTH)
    expect(parsed?.data.message).toHaveLength(MAX_ERROR_MESSAGE_LENGTH)
    expect(String(parsed?.data.amount)).toHaveLength(32)
  })

  it('ignores a wrong origin, including look-alikes', () => {
    for (const o of [
      'https://evil.example',
      'https://checkout.embedpay.io.evil.example',
      'http://checkout.embedpay.io',
      'null',
      '',
    ])
      expect(
        acceptWidgetMessage(
          msg({ source: 'embedpay', event: 'close' }, { origin: o }),
          origin,
          frame,
        ),
      ).toBeNull()
  })

  it('ignores a message from another window, even with the right origin', () => {
    expect(
      acceptWidgetMessage(
        msg({ source: 'embedpay', event: 'close' }, { source: {} }),
        origin,
        frame,
      ),
    ).toBeNull()
    expect(
      acceptWidgetMessage(
        msg({ source: 'embedpay', event: 'close' }, { source: null }),
        origin,
        null,
      ),
    ).toBeNull()
  })

  it.each([
    ['a string', 'payment:complete'],
    ['null', null],
    ['another source', { source: 'stripe', event: 'close' }],
    ['an unknown event', { source: 'embedpay', event: 'payment:refund' }],
    ['data of the wrong type', { source: 'embedpay', event: 'payment:complete', data: 'x' }],
    [
      'a field of the wrong type',
      { source: 'embedpay', event: 'payment:complete', data: { plan: { html: '<b>' } } },
    ],
  ])('ignores a payload of the wrong shape: %s', (_, data) => {
    expect(acceptWidgetMessage(msg(data), origin, frame)).toBeNull()
  })
})

describe('embedded checkout machine', () => {
  function start() {
    const navigateToSuccess = vi.fn()
    const showPaymentError = vi.fn()
    const actor = createActor(
      embeddedCheckoutMachine.provide({
        actions: {
          navigateToSuccess: (_, p) => navigateToSuccess(p),
          showPaymentError: (_, m) => showPaymentError(m),
        },
      }),
    ).start()
    const frame = (message: WidgetMessage) => actor.send({ type: 'frame.message', message })
    return { actor, navigateToSuccess, showPaymentError, frame }
  }

  it('opens loading, becomes ready on the frame’s open event, and closes on its close event', () => {
    const { actor, frame } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'widget.open', session: session() })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.session?.ident).toBe('chk_1')
    frame({ event: 'open', data: {} })
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' })
    frame({ event: 'close', data: {} })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.session).toBeNull()
  })

  it('closes when the user dismisses it', () => {
    const { actor } = start()
    actor.send({ type: 'widget.open', session: session() })
    actor.send({ type: 'widget.close' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  const account = (uid: string) => ({ uid, email: null, displayName: null })

  it('stays open while its buyer is signed in, and closes when the tab signs out or another account signs in', () => {
    const { actor, frame } = start()
    actor.send({ type: 'widget.open', session: session() })
    frame({ event: 'open', data: {} })
    actor.send({ type: 'auth.changed', user: account(BUYER) })
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' })
    actor.send({ type: 'auth.changed', user: null })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.session).toBeNull()

    actor.send({ type: 'widget.open', session: session() })
    actor.send({ type: 'auth.changed', user: account('another-user') })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('on payment:complete closes and navigates with the frame’s plan, amount and currency', () => {
    const { actor, frame, navigateToSuccess } = start()
    actor.send({ type: 'widget.open', session: session() })
    frame({ event: 'open', data: {} })
    frame({ event: 'payment:complete', data: { plan: '10M Tokens', amount: 20, currency: 'EUR' } })
    expect(navigateToSuccess).toHaveBeenCalledWith({
      plan: '10M Tokens',
      amount: 20,
      currency: 'EUR',
    })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('by default emits payment.completed for the view that navigates (the app provides no navigation)', () => {
    const actor = createActor(embeddedCheckoutMachine).start()
    const completed = vi.fn()
    actor.on('payment.completed', completed)
    actor.send({ type: 'widget.open', session: session() })
    actor.send({
      type: 'frame.message',
      message: { event: 'payment:complete', data: { plan: '10M Tokens' } },
    })
    expect(completed).toHaveBeenCalledWith({
      type: 'payment.completed',
      search: { plan: '10M Tokens', amount: 20, currency: 'USD' },
    })
    expect(actor.getSnapshot().context.session).toBeNull()
  })

  it('falls back to the request’s plan name, price and USD', () => {
    const { actor, frame, navigateToSuccess } = start()
    actor.send({ type: 'widget.open', session: session() })
    frame({ event: 'payment:complete', data: {} })
    expect(navigateToSuccess).toHaveBeenCalledWith({
      plan: 'Pro Plan',
      amount: 20,
      currency: 'USD',
    })
  })

  it('on payment:error shows the message and stays open', () => {
    const { actor, frame, showPaymentError, navigateToSuccess } = start()
    actor.send({ type: 'widget.open', session: session() })
    frame({ event: 'open', data: {} })
    frame({ event: 'payment:error', data: { message: 'Your card was declined.' } })
    expect(showPaymentError).toHaveBeenCalledWith('Your card was declined.')
    frame({ event: 'payment:error', data: {} })
    expect(showPaymentError).toHaveBeenLastCalledWith(PAYMENT_ERROR_FALLBACK)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(navigateToSuccess).not.toHaveBeenCalled()
  })

  it('ignores frame messages while idle', () => {
    const { actor, frame, navigateToSuccess } = start()
    frame({ event: 'payment:complete', data: {} })
    expect(navigateToSuccess).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('keeps one checkout at a time: a new launch replaces the open one', () => {
    const { actor, frame } = start()
    actor.send({ type: 'widget.open', session: session() })
    frame({ event: 'open', data: {} })
    actor.send({ type: 'widget.open', session: session({ ident: 'chk_2' }) })
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' })
    expect(actor.getSnapshot().context.session?.ident).toBe('chk_2')
  })

  it('updates the session of the open widget', () => {
    const { actor } = start()
    actor.send({ type: 'widget.open', session: session() })
    actor.send({ type: 'widget.update', session: session({ closeOnEsc: false }) })
    expect(actor.getSnapshot().context.session?.closeOnEsc).toBe(false)
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' })
  })
})
