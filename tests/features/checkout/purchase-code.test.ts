import { describe, expect, it, vi } from 'vitest'
import { preloadable } from '../../../src/lib/preloadable'

const host = vi.hoisted(() => ({ load: vi.fn(async () => ({})) }))
vi.mock('../../../src/features/checkout/host/load-checkout-host', () => ({
  loadCheckoutHost: host.load,
}))
const { purchaseCode } = await import('../../../src/features/checkout/purchase/purchase-code')

const Dialogs = () => null

describe('purchaseCode', () => {
  it('fetches the dialogs and the checkout host once, however often intent is shown', async () => {
    const load = vi.fn(async () => Dialogs)
    const preload = purchaseCode(preloadable(load).preload)
    preload()
    preload()
    await vi.waitFor(() => expect(host.load).toHaveBeenCalled())
    preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers false for a failed fetch, and fetches again at the next sign of intent', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialogs>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialogs)
    const preload = purchaseCode(preloadable(load).preload)
    await expect(preload()).resolves.toBe(false)
    await expect(preload()).resolves.toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
