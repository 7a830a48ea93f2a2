/**
 * What the launcher builds before the checkout frame opens: the widget options (validation,
 * warnings, the ident), the frame URL, and the session (lightbox, mobile popup or inline
 * target). The frame's messages and the machine are in embedded-checkout.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutSuccessSearch } from '../../machines/embedded-checkout.machine'
import { createCheckoutSession } from '../../src/features/checkout/widget/widget-session'
import {
  buildFrameUrl,
  resolveWidgetOptions,
} from '../../src/features/checkout/widget/widget-options'
import {
  BUYER,
  widgetDefaults as defaults,
} from '../../machines/paths/models/embedded-checkout.model'
import { env, resolve } from './embedded-checkout.launcher.helpers'

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
