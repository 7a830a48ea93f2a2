import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  PAYMENT_ERROR_FALLBACK,
  embeddedCheckoutMachine,
  type CheckoutSuccessSearch,
} from '../../machines/embedded-checkout.machine'
import {
  createCheckoutSession,
  type LauncherEnvironment,
} from '../../src/features/checkout/widget/widget-session'
import {
  buildFrameUrl,
  resolveWidgetOptions,
  type WidgetDefaults,
  type WidgetOptions,
} from '../../src/features/checkout/widget/widget-options'
import {
  MAX_ERROR_MESSAGE_LENGTH,
  MAX_PLAN_LENGTH,
  acceptWidgetMessage,
  parseWidgetMessage,
  type WidgetMessage,
} from '../../src/features/checkout/widget/widget-protocol'
import {
  BUYER,
  session,
  widgetDefaults as defaults,
} from '../../machines/paths/models/embedded-checkout.model'

function resolve(input: Record<string, unknown>, base: WidgetDefaults | WidgetOptions = defaults) {
  const warn = vi.fn()
  const options = resolveWidgetOptions(input, base, warn)
  return { options, warn }
}

describe('widget options', () => {
  it('accepts a full set of valid options', () => {
    const { options, warn } = resolve({
      ident: 'chk_AZ-09',
      locale: 'de',
      theme: 'dark',
      colors: [
        { name: 'primary', color: '#f59e0b' },
        { name: 'secondary', color: 'rgb(0, 0, 0)' },
      ],
      popupOnMobile: false,
      closeOnClickOutside: false,
      closeOnEsc: false,
      endpoint: 'https://pay.example.com/embed/',
      defaultPaymentMethod: 'card',
    })
    expect(warn).not.toHaveBeenCalled()
    expect(options).toEqual({
      ident: 'chk_AZ-09',
      locale: 'de',
      theme: 'dark',
      colors: [
        { name: 'primary', color: '#f59e0b' },
        { name: 'secondary', color: 'rgb(0, 0, 0)' },
      ],
      popupOnMobile: false,
      closeOnClickOutside: false,
      closeOnEsc: false,
      endpoint: 'https://pay.example.com/embed',
      defaultPaymentMethod: 'card',
    })
  })

  const invalid: [string, unknown][] = [
    ['locale', ''],
    ['locale', '   '],
    ['locale', 42],
    ['theme', 'neon'],
    ['theme', 'DARK'],
    ['colors', 'red'],
    ['colors', [{ name: 'tertiary', color: 'red' }]],
    ['colors', [{ name: 'primary', color: '' }]],
    ['colors', [{ name: 'primary', color: 'var(--brand)' }]],
    ['colors', [{ name: 'primary', color: 'VAR ( --x )' }]],
    ['colors', [{ name: 'primary', color: 'red', extra: 1 }]],
    ['popupOnMobile', 'true'],
    ['closeOnClickOutside', 1],
    ['closeOnEsc', null],
    ['endpoint', ''],
    ['endpoint', 'http://pay.example.com'],
    ['endpoint', 'javascript:alert(1)'],
    ['endpoint', 'https://user:pw@pay.example.com'],
    ['endpoint', 'not a url'],
    ['defaultPaymentMethod', ''],
    ['defaultPaymentMethod', ['card']],
  ]
  it.each(invalid)('warns about and ignores an invalid %s (%j)', (key, value) => {
    const { options, warn } = resolve({ ident: 'chk_1', [key]: value })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain(`"${key}"`)
    expect(options).toEqual({ ...defaults, ident: 'chk_1' })
  })

  it('keeps the valid options when another one is invalid', () => {
    const { options, warn } = resolve({ ident: 'chk_1', theme: 'neon', locale: 'fr' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(options.locale).toBe('fr')
    expect(options.theme).toBe('auto')
  })

  it('allows http only on localhost', () => {
    expect(
      resolve({ ident: 'a', endpoint: 'http://localhost:8787/sandbox/embedded' }).options.endpoint,
    ).toBe('http://localhost:8787/sandbox/embedded')
    expect(resolve({ ident: 'a', endpoint: 'http://127.0.0.1:8787/x' }).options.endpoint).toBe(
      'http://127.0.0.1:8787/x',
    )
    expect(resolve({ ident: 'a', endpoint: 'http://localhost.evil.com/x' }).warn).toHaveBeenCalled()
  })

  it('warns about an unknown option', () => {
    const { options, warn } = resolve({ ident: 'a', onSuccess: 'alert(1)' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"onSuccess"'))
    expect(options).not.toHaveProperty('onSuccess')
  })

  describe('ident', () => {
    it.each(['', '../evil', 'a b', 'chk_1?x=1', 'chk/1', 'ä', 'x'.repeat(129)])(
      'rejects %j and, with no ident left, refuses to open',
      (ident) => {
        const warn = vi.fn()
        expect(() => resolveWidgetOptions({ ident }, defaults, warn)).toThrow(
          'Option "ident" is required',
        )
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ident"'))
      },
    )

    it('is required', () => {
      expect(() => resolveWidgetOptions({ locale: 'en' }, defaults, vi.fn())).toThrow('required')
      expect(() => resolveWidgetOptions({ ident: 123 }, defaults, vi.fn())).toThrow('required')
    })

    it('accepts 128 characters of A-Z a-z 0-9 _ -', () => {
      const ident = `Aa0_-${'x'.repeat(123)}`
      expect(resolve({ ident }).options.ident).toBe(ident)
    })

    it('cannot change once set', () => {
      const first = resolve({ ident: 'chk_first' }).options
      const { options, warn } = resolve({ ident: 'chk_second', locale: 'es' }, first)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot change'))
      expect(options.ident).toBe('chk_first')
      expect(options.locale).toBe('es')
      expect(resolve({ ident: 'chk_first' }, first).warn).not.toHaveBeenCalled()
    })
  })
})

describe('frame URL', () => {
  it('carries every parameter the widget passes, with version 1.7.0', () => {
    const { options } = resolve({
      ident: 'chk_42',
      locale: 'en-GB',
      theme: 'dark',
      colors: [{ name: 'primary', color: '#f59e0b' }],
      defaultPaymentMethod: 'card',
      endpoint: 'http://localhost:8787/sandbox/embedded',
    })
    const url = new URL(
      buildFrameUrl(
        options,
        {
          applePay: false,
          referrer: 'https://google.com/',
          origin: 'http://localhost:4173',
          pathname: '/pricing',
          search: '?ref=a&b=1',
        },
        '1.7.0',
      ),
    )
    expect(url.origin + url.pathname).toBe('http://localhost:8787/sandbox/embedded/chk_42')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'en-GB',
      colors: JSON.stringify([{ name: 'primary', color: '#f59e0b' }]),
      theme: 'dark',
      defaultPaymentMethod: 'card',
      applePay: 'false',
      embedded: 'true',
      referrer: 'https://google.com/',
      origin: 'http://localhost:4173',
      path: '/pricing',
      params: '?ref=a&b=1',
      version: '1.7.0',
    })
  })

  it('leaves out an unset default payment method and reports Apple Pay availability', () => {
    const url = new URL(
      buildFrameUrl(
        resolve({ ident: 'a' }).options,
        {
          applePay: true,
          referrer: '',
          origin: 'https://superbullet.ai',
          pathname: '/',
          search: '',
        },
        '1.7.0',
      ),
    )
    expect(url.searchParams.has('defaultPaymentMethod')).toBe(false)
    expect(url.searchParams.get('applePay')).toBe('true')
  })
})

describe('launcher (session)', () => {
  const env = (width = 1280): LauncherEnvironment => ({
    defaults,
    version: '1.7.0',
    page: () => ({
      applePay: false,
      referrer: '',
      origin: 'http://localhost:3000',
      pathname: '/pricing',
      search: '',
    }),
    viewportWidth: () => width,
    warn: vi.fn(),
  })
  const fallback: CheckoutSuccessSearch = { plan: 'Pro Plan', amount: 20, currency: 'USD' }

  it('opens a lightbox by default, with Esc and click-outside options', () => {
    const session = createCheckoutSession(
      { options: { ident: 'a', closeOnEsc: false }, fallback, buyer: BUYER },
      env(),
    )
    expect(session).toMatchObject({
      ident: 'a',
      mode: 'lightbox',
      closeOnEsc: false,
      closeOnClickOutside: true,
      origin: 'https://checkout.embedpay.io',
      target: null,
    })
    expect(session.frameUrl.startsWith('https://checkout.embedpay.io/a?')).toBe(true)
    // The validated options ride in the session: an update of the open widget starts from them.
    expect(session.options).toEqual({ ...defaults, ident: 'a', closeOnEsc: false })
  })

  it('becomes a full-screen popup below 768 px when popupOnMobile', () => {
    expect(
      createCheckoutSession({ options: { ident: 'a' }, fallback, buyer: BUYER }, env(767)).mode,
    ).toBe('popup')
    expect(
      createCheckoutSession({ options: { ident: 'a' }, fallback, buyer: BUYER }, env(768)).mode,
    ).toBe('lightbox')
    expect(
      createCheckoutSession(
        { options: { ident: 'a', popupOnMobile: false }, fallback, buyer: BUYER },
        env(360),
      ).mode,
    ).toBe('lightbox')
  })

  describe('inline target', () => {
    afterEach(() => {
      document.body.innerHTML = ''
    })

    it('renders into an empty element already on the page', () => {
      const target = document.createElement('div')
      document.body.append(target)
      const session = createCheckoutSession(
        { options: { ident: 'a' }, mode: 'inline', target, fallback, buyer: BUYER },
        env(360),
      )
      expect(session.mode).toBe('inline')
      expect(session.target).toBe(target)
    })

    it('refuses a missing target, one not on the page, and one with child elements', () => {
      expect(() =>
        createCheckoutSession(
          { options: { ident: 'a' }, mode: 'inline', fallback, buyer: BUYER },
          env(),
        ),
      ).toThrow('needs a target')
      const detached = document.createElement('div')
      expect(() =>
        createCheckoutSession(
          { options: { ident: 'a' }, mode: 'inline', target: detached, fallback, buyer: BUYER },
          env(),
        ),
      ).toThrow('already be on the page')
      const full = document.createElement('div')
      full.append(document.createElement('span'))
      document.body.append(full)
      expect(() =>
        createCheckoutSession(
          { options: { ident: 'a' }, mode: 'inline', target: full, fallback, buyer: BUYER },
          env(),
        ),
      ).toThrow('no child elements')
    })

    it('allows text in the target (only child elements are refused)', () => {
      const target = document.createElement('div')
      target.textContent = ' '
      document.body.append(target)
      expect(
        createCheckoutSession(
          { options: { ident: 'a' }, mode: 'inline', target, fallback, buyer: BUYER },
          env(),
        ).mode,
      ).toBe('inline')
    })
  })
})

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
