import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PURCHASE_LIFECYCLE } from '../../../machines/app.machine'
import { systemActor } from '../../../src/system/app-system'
import {
  PURCHASE_STORAGE_KEY,
  parseStoredPurchase,
  readStoredPurchase,
} from '../../../src/features/checkout/lifecycle/lifecycle-storage'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp, startTestApp } from '../../support/render-app'
import {
  BUYER,
  pendingPurchase,
  storePurchase,
  storedEntry,
  storedRaw,
} from '../../support/purchase-lifecycle.helpers'
import { passTime } from '../../support/pass-time'

function activatePro() {
  scenarioStore.activationDelayMs = 0
  const checkout = scenarioStore.createCheckout({
    package: { name: 'Pro', price: 20, variant_id: 1, type: 'subscription' },
    userData: { userId: BUYER.uid, email: BUYER.email, name: 'Free' },
    complete_url: 'http://localhost:3000/checkout-success',
    cancel_url: 'http://localhost:3000/checkout-cancelled',
  })
  scenarioStore.completeCheckout(checkout.ident)
}

describe('the stored purchase', () => {
  it('is the lifecycle snapshot of a live purchase, read back as written, without a token', () => {
    const purchase = pendingPurchase()
    const raw = storedEntry('paid', purchase)
    expect(parseStoredPurchase(raw)?.context.purchase).toEqual(purchase)
    expect(raw).not.toMatch(/token/i)
  })

  it('drops an entry older than 24 hours, one that does not match the schema, or one not in a live state', () => {
    const old = storedEntry(
      'paid',
      pendingPurchase({ startedAt: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString() }),
    )
    const notLive = storedEntry('paid', pendingPurchase()).replace(
      '{"paid":"identifying"}',
      '"abandoned"',
    )
    for (const raw of [
      old,
      notLive,
      'not json',
      '{"status":"active"}',
      storedEntry('paid', pendingPurchase({ reference: '../evil' })),
    ]) {
      localStorage.setItem(PURCHASE_STORAGE_KEY, raw)
      expect(readStoredPurchase()).toBeNull()
      expect(localStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull()
    }
  })
})

describe('a purchase after a reload, in another tab or on a later visit', () => {
  it('a new tab takes the stored checkout without removing the entry first (the other tab would end it)', async () => {
    storePurchase('open.hosted')
    const stored = storedRaw()
    const removed = vi.spyOn(Storage.prototype, 'removeItem')
    const { app } = startTestApp({ user: BUYER }, () => {})
    await Promise.resolve()
    expect(systemActor(app, PURCHASE_LIFECYCLE).getSnapshot().value).toEqual({
      open: { hosted: 'away' },
    })
    expect(removed).not.toHaveBeenCalled()
    expect(storedRaw()).toBe(stored)
    removed.mockRestore()
  })

  it('a paid one is confirmed on any page with a toast, and the buyer stays there', async () => {
    storePurchase('paid')
    const { router } = await renderApp('/pricing', { user: BUYER })
    const notice = await screen.findByRole('status', { name: 'Pending purchase' })
    expect(notice).toHaveTextContent('Your Pro purchase ($20.00) is waiting for confirmation.')
    activatePro()
    expect(
      await screen.findByText('Your Pro plan is active.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    )
    expect(router.state.location.pathname).toBe('/pricing')
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull(),
    )
    expect(storedRaw()).toBeNull()
  }, 15_000)

  it('confirmed here while another tab confirmed it too: its removal of the entry keeps the result', async () => {
    storePurchase('paid')
    activatePro()
    const { app } = startTestApp({ user: BUYER }, () => {})
    const lifecycle = systemActor(app, PURCHASE_LIFECYCLE)
    await waitFor(() => expect(lifecycle.getSnapshot().value).toBe('confirmed'))
    // Both tabs removed the entry before either heard of the other's removal.
    window.dispatchEvent(
      new StorageEvent('storage', { key: PURCHASE_STORAGE_KEY, oldValue: 'x', newValue: null }),
    )
    expect(lifecycle.getSnapshot().value).toBe('confirmed')
    expect(lifecycle.getSnapshot().context.purchase?.itemId).toBe('Pro')
  })

  it('an open checkout that was never paid shows nothing and reads no billing', async () => {
    storePurchase('open.embedded')
    await renderApp('/faq', { user: BUYER })
    await screen.findByRole('heading', { level: 1 })
    await passTime(300)
    expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull()
    expect(
      scenarioStore
        .requests()
        .filter((r) => r.path.includes('/billing') || r.path.includes('/invoices')),
    ).toEqual([])
  })

  it("Forget it ends it; another account's purchase is forgotten", async () => {
    storePurchase('paid', pendingPurchase({ userId: 'demo-pro-0002' }))
    const first = await renderApp('/pricing', { user: BUYER })
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })
    expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull()
    await waitFor(() => expect(storedRaw()).toBeNull())
    first.unmount()
    storePurchase('paid')
    const { user } = await renderApp('/pricing', { user: BUYER })
    await user.click(await screen.findByRole('button', { name: 'Forget it' }))
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Pending purchase' })).toBeNull(),
    )
    expect(storedRaw()).toBeNull()
  })
})
