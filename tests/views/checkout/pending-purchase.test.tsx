import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  PENDING_PURCHASE_KEY,
  clearPendingPurchase,
  readPendingPurchase,
  savePendingPurchase,
  subscribePendingPurchase,
} from '../../../src/features/checkout/pending-purchase-storage'
import type { PendingPurchase } from '../../../src/domain/pending-purchase'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp } from '../../render-app'

const buyer = { uid: 'demo-free-0001', email: 'free@demo.superbullet.ai', displayName: 'Free Demo' }
const pending = (over: Partial<PendingPurchase> = {}): PendingPurchase => ({
  itemId: 'pro',
  name: 'Pro',
  type: 'subscription',
  amount: 20,
  reference: 'chk_resume0001',
  intentKey: '3b241101-e2bb-4255-8caf-4136c566a962',
  startedAt: new Date().toISOString(),
  userId: buyer.uid,
  ...over,
})

describe('the pending purchase in localStorage', () => {
  it('is one entry, read back as written, and never holds more than the purchase', () => {
    const purchase = pending()
    savePendingPurchase(purchase)
    expect(readPendingPurchase()).toEqual(purchase)
    expect(Object.keys(JSON.parse(localStorage.getItem(PENDING_PURCHASE_KEY)!) as object).sort()).toEqual(
      ['amount', 'intentKey', 'itemId', 'name', 'reference', 'startedAt', 'type', 'userId'],
    )
  })

  it('drops an entry older than 24 hours, or one that does not match the schema', () => {
    savePendingPurchase(pending({ startedAt: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString() }))
    expect(readPendingPurchase()).toBeNull()
    expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull()
    for (const raw of ['not json', '{"itemId":"pro"}', JSON.stringify({ ...pending(), reference: '../evil' }), JSON.stringify({ ...pending(), amount: -1 })]) {
      localStorage.setItem(PENDING_PURCHASE_KEY, raw)
      expect(readPendingPurchase()).toBeNull()
      expect(localStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull()
    }
  })

  it('is cleared only for its own reference, and tells listeners (this tab and the storage event)', () => {
    const listener = vi.fn()
    const stop = subscribePendingPurchase(listener)
    savePendingPurchase(pending())
    clearPendingPurchase('chk_another')
    expect(readPendingPurchase()).not.toBeNull()
    clearPendingPurchase('chk_resume0001')
    expect(readPendingPurchase()).toBeNull()
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_PURCHASE_KEY }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).toHaveBeenCalledTimes(3)
    stop()
  })
})

describe('a pending purchase after a reload or on a later visit', () => {
  it('resumes the confirmation on any page and, once the backend shows it, the success page confirms it', async () => {
    savePendingPurchase(pending())
    const { router } = await renderApp('/pricing', { user: buyer })
    const notice = await screen.findByRole('status', { name: 'Pending purchase' })
    expect(notice).toHaveTextContent('Your Pro purchase ($20.00) is waiting for confirmation.')
    expect(screen.queryByText('Payment Successful!')).toBeNull()
    // The provider's activation arrives.
    scenarioStore.activationDelayMs = 0
    const checkout = scenarioStore.createCheckout({
      package: { name: 'Pro', price: 20, variant_id: 1, type: 'subscription' },
      userData: { userId: buyer.uid, email: buyer.email, name: 'Free' },
      complete_url: 'http://localhost:3000/checkout-success',
      cancel_url: 'http://localhost:3000/checkout-cancelled',
    })
    scenarioStore.completeCheckout(checkout.ident)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'), { timeout: 8000 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument()
    expect(readPendingPurchase()).toBeNull()
  }, 15_000)

  it("Forget it drops the entry; another account's entry shows nothing", async () => {
    savePendingPurchase(pending({ userId: 'demo-pro-0002' }))
    const first = await renderApp('/pricing', { user: buyer })
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })
    expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull()
    first.unmount()
    savePendingPurchase(pending())
    const { user } = await renderApp('/pricing', { user: buyer })
    await user.click(await screen.findByRole('button', { name: 'Forget it' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull())
    expect(readPendingPurchase()).toBeNull()
  })
})
