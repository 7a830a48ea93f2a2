import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NO_CHECKOUT_URL, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import * as v from 'valibot'
import {
  PurchaseResponseSchema,
  type CheckoutConfig,
  type PurchaseRequest,
  type PurchaseResponse,
} from '../../src/api/schemas'
import { DEFAULT_BRAND_COLOR, env } from '../../src/config'
import { createBrandColor } from '../../src/features/checkout/launch/brand-color'
import {
  createLaunchCheckout,
  type LaunchCheckoutDeps,
} from '../../src/features/checkout/launch/launch-rules'
import { server } from '../support/setup'

const request: PurchaseRequest = {
  package: { name: 'Pro Plan', price: 20, variant_id: 1001, type: 'subscription' },
  userData: { userId: 'u1', email: 'pro@demo.superbullet.ai', name: 'Pro' },
  complete_url: 'http://localhost:5173/checkout-success',
  cancel_url: 'http://localhost:5173/checkout-cancelled',
}
const HOSTED = 'https://checkout.embedpay.io/buy/chk_1'

function fakes(o: Partial<LaunchCheckoutDeps> = {}) {
  const deps = {
    getCheckoutConfig: vi.fn(
      o.getCheckoutConfig ??
        (async (): Promise<CheckoutConfig> => ({ brand: { color: '#ff0066' } })),
    ),
    openEmbedded: vi.fn(o.openEmbedded ?? (() => {})),
    openExternal: vi.fn(o.openExternal ?? (() => 'opened' as const)),
    showPopupBlocked: vi.fn(o.showPopupBlocked ?? (() => {})),
    loadHost: vi.fn(o.loadHost ?? (async () => ({}))),
  }
  return { deps, ...createLaunchCheckout(deps) }
}
const launchWith = (
  launch: ReturnType<typeof createLaunchCheckout>['launch'],
  response: PurchaseResponse,
) => launch({ response, request })

describe('launch rules', () => {
  it('opens the embedded widget when the provider is embedpay and ident is present, in the brand colour, for the buyer of the request', async () => {
    const { deps, launch } = fakes()
    await expect(
      launchWith(launch, { provider: 'embedpay', ident: 'chk_123', checkout_url: HOSTED }),
    ).resolves.toBe('embedded')
    expect(deps.openEmbedded).toHaveBeenCalledWith({
      options: { ident: 'chk_123', colors: [{ name: 'primary', color: '#ff0066' }], theme: 'dark' },
      fallback: { plan: 'Pro Plan', amount: 20, currency: 'USD' },
      buyer: 'u1',
    })
    expect(deps.openExternal).not.toHaveBeenCalled()
  })

  it('prepare, run while the purchase request is in flight, fetches the brand colour and the host once; the launch reuses them', async () => {
    const { deps, launch, prepare } = fakes()
    prepare()
    expect(deps.getCheckoutConfig).toHaveBeenCalledTimes(1)
    expect(deps.loadHost).toHaveBeenCalledTimes(1)
    await expect(
      launchWith(launch, { provider: 'embedpay', ident: 'chk_123', checkout_url: HOSTED }),
    ).resolves.toBe('embedded')
    expect(deps.getCheckoutConfig).toHaveBeenCalledTimes(1)
    expect(deps.openEmbedded).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ colors: [{ name: 'primary', color: '#ff0066' }] }),
      }),
    )
  })

  it('a failed prepare leaves the launch to fetch again and report', async () => {
    const { deps, launch, prepare } = fakes({
      loadHost: vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue({}),
    })
    prepare()
    await Promise.resolve()
    await expect(
      launchWith(launch, { provider: 'embedpay', ident: 'chk_123', checkout_url: HOSTED }),
    ).resolves.toBe('embedded')
    expect(deps.loadHost).toHaveBeenCalledTimes(2)
  })

  it('falls through to checkout_url when embedpay sends no ident', async () => {
    const { deps, launch } = fakes()
    await expect(
      launchWith(launch, { provider: 'embedpay', ident: null, checkout_url: HOSTED }),
    ).resolves.toBe('hosted')
    expect(deps.openExternal).toHaveBeenCalledWith(HOSTED)
    expect(deps.openEmbedded).not.toHaveBeenCalled()
    expect(deps.getCheckoutConfig).not.toHaveBeenCalled()
  })

  it('opens the hosted checkout for an answer with checkout_url and no provider', async () => {
    const { deps, launch } = fakes()
    const response = v.parse(PurchaseResponseSchema, { checkout_url: HOSTED })
    await expect(launchWith(launch, response)).resolves.toBe('hosted')
    expect(deps.openExternal).toHaveBeenCalledWith(HOSTED)
    await expect(launchWith(launch, v.parse(PurchaseResponseSchema, {}))).rejects.toThrow(
      NO_CHECKOUT_URL,
    )
  })

  it('does not embed for another provider even with an ident', async () => {
    const { deps, launch } = fakes()
    await expect(
      launchWith(launch, { provider: 'hosted', ident: 'chk_1', checkout_url: HOSTED }),
    ).resolves.toBe('hosted')
    expect(deps.openEmbedded).not.toHaveBeenCalled()
  })

  it("refuses a checkout_url that fails the URL contract with 'Unable to open checkout. Please try again.'", async () => {
    const { deps, launch } = fakes({ openExternal: () => 'refused' })
    await expect(
      launchWith(launch, { provider: 'hosted', checkout_url: 'javascript:alert(1)' }),
    ).rejects.toThrow(UNABLE_TO_OPEN_CHECKOUT)
    expect(deps.showPopupBlocked).not.toHaveBeenCalled()
  })

  it('offers the vetted link in the Popup Blocked dialog when the browser blocks the tab', async () => {
    const { deps, launch } = fakes({ openExternal: () => 'blocked' })
    await expect(launchWith(launch, { provider: 'hosted', checkout_url: HOSTED })).resolves.toBe(
      'blocked',
    )
    expect(deps.showPopupBlocked).toHaveBeenCalledWith(HOSTED)
  })

  it("fails with 'Unable to open checkout. Please try again.' when the checkout host's code cannot load, and opens nothing", async () => {
    const missingChunk = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/checkout-host-x.js'),
      )
    const embedded = fakes({ loadHost: missingChunk })
    await expect(
      launchWith(embedded.launch, { provider: 'embedpay', ident: 'chk_123' }),
    ).rejects.toThrow(UNABLE_TO_OPEN_CHECKOUT)
    expect(embedded.deps.openEmbedded).not.toHaveBeenCalled()
    const blocked = fakes({ loadHost: missingChunk, openExternal: () => 'blocked' })
    await expect(
      launchWith(blocked.launch, { provider: 'hosted', checkout_url: HOSTED }),
    ).rejects.toThrow(UNABLE_TO_OPEN_CHECKOUT)
    expect(blocked.deps.showPopupBlocked).not.toHaveBeenCalled()
  })

  it('loads the checkout host before opening the widget', async () => {
    const { deps, launch } = fakes()
    await launchWith(launch, { provider: 'embedpay', ident: 'chk_123' })
    expect(deps.loadHost).toHaveBeenCalledOnce()
    expect(deps.loadHost.mock.invocationCallOrder[0]).toBeLessThan(
      deps.openEmbedded.mock.invocationCallOrder[0]!,
    )
  })

  it("fails with 'No checkout URL received from backend' when there is neither", async () => {
    const { launch } = fakes()
    await expect(launchWith(launch, { provider: 'hosted' })).rejects.toThrow(NO_CHECKOUT_URL)
    await expect(
      launchWith(launch, { provider: 'embedpay', ident: '', checkout_url: '' }),
    ).rejects.toThrow(NO_CHECKOUT_URL)
  })

  it('turns a widget that cannot open (bad ident) into the catalogue error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { launch } = fakes({
      openEmbedded: () => {
        throw new Error('[embedded checkout] Option "ident" is required.')
      },
    })
    await expect(launchWith(launch, { provider: 'embedpay', ident: '../evil' })).rejects.toThrow(
      UNABLE_TO_OPEN_CHECKOUT,
    )
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('brand colour', () => {
  it('is fetched lazily and only once', async () => {
    const { deps, launch } = fakes()
    expect(deps.getCheckoutConfig).not.toHaveBeenCalled()
    await launchWith(launch, { provider: 'embedpay', ident: 'a' })
    await launchWith(launch, { provider: 'embedpay', ident: 'b' })
    expect(deps.getCheckoutConfig).toHaveBeenCalledTimes(1)
    expect(deps.openEmbedded.mock.calls[1]![0].options).toMatchObject({
      colors: [{ name: 'primary', color: '#ff0066' }],
    })
  })

  it('uses the default amber after a failure, and asks again at the next purchase', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const getCheckoutConfig = vi
      .fn<() => Promise<CheckoutConfig>>()
      .mockRejectedValueOnce(new Error('Failed to get checkout config: 500'))
      .mockResolvedValue({ brand: { color: '#ff0066' } } as CheckoutConfig)
    const { deps, launch } = fakes({ getCheckoutConfig })
    await expect(launchWith(launch, { provider: 'embedpay', ident: 'a' })).resolves.toBe('embedded')
    expect(deps.openEmbedded.mock.calls[0]![0].options).toMatchObject({
      colors: [{ name: 'primary', color: DEFAULT_BRAND_COLOR }],
    })
    expect(DEFAULT_BRAND_COLOR).toBe('#f59e0b')
    await launchWith(launch, { provider: 'embedpay', ident: 'b' })
    expect(getCheckoutConfig).toHaveBeenCalledTimes(2)
    expect(deps.openEmbedded.mock.calls[1]![0].options).toMatchObject({
      colors: [{ name: 'primary', color: '#ff0066' }],
    })
    expect(warn).toHaveBeenCalled()
  })

  it('never holds the widget more than a second: a slow answer opens this one in amber and colours the next', async () => {
    vi.useFakeTimers()
    try {
      let answer!: (config: CheckoutConfig) => void
      const getConfig = vi.fn(() => new Promise<CheckoutConfig>((resolve) => (answer = resolve)))
      const color = createBrandColor(getConfig)
      const first = color()
      await vi.advanceTimersByTimeAsync(999)
      let settled = false
      void first.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(first).resolves.toBe(DEFAULT_BRAND_COLOR)
      answer({ brand: { color: '#123456' } } as CheckoutConfig)
      await expect(color()).resolves.toBe('#123456')
      expect(getConfig).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('uses the default when the config has no colour', async () => {
    const color = createBrandColor(async () => ({ brand: { color: '' } }) as CheckoutConfig)
    await expect(color()).resolves.toBe('#f59e0b')
  })

  it('reads GET /api/embedpay/config through the real client (one request for many launches)', async () => {
    const { getCheckoutConfig } = await import('../../src/api/checkout-config')
    let calls = 0
    server.use(
      http.get(`${env.VITE_API_BASE_URL}/api/embedpay/config`, () => {
        calls += 1
        return HttpResponse.json({ brand: { color: '#123456' } })
      }),
    )
    const color = createBrandColor(() => getCheckoutConfig())
    await expect(Promise.all([color(), color(), color()])).resolves.toEqual([
      '#123456',
      '#123456',
      '#123456',
    ])
    expect(calls).toBe(1)
  })

  it('keeps the default when the real call fails', async () => {
    const { getCheckoutConfig } = await import('../../src/api/checkout-config')
    server.use(http.get(`${env.VITE_API_BASE_URL}/api/embedpay/config`, () => HttpResponse.error()))
    await expect(createBrandColor(() => getCheckoutConfig())()).resolves.toBe('#f59e0b')
  })
})

afterEach(() => vi.restoreAllMocks())
