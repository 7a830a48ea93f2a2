import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PendingPurchase } from '../../../src/domain/pending-purchase'
import { readStoredPurchase } from '../../../src/features/checkout/lifecycle/lifecycle-storage'
import { storePurchase } from '../../purchase-lifecycle.helpers'
import { renderApp } from '../../render-app'
import { server } from '../../setup'
import { PURCHASE_URL, demoUser, hostedAnswer, stubNewTab } from '../pricing/pricing-helpers'

const free = demoUser('free')
const KEY = '3b241101-e2bb-4255-8caf-4136c566a962'

/** Another tab's open checkout, as its lifecycle stored it. */
const savePendingPurchase = (purchase: Omit<PendingPurchase, 'billingBefore'>) => storePurchase('open.hosted', { ...purchase, billingBefore: null })
const readPendingPurchase = () => readStoredPurchase()?.context.purchase ?? null

/** Another tab opened a Pro checkout a minute ago. */
const pendingPro = () =>
  savePendingPurchase({
    itemId: 'Pro',
    name: 'Pro',
    type: 'subscription',
    amount: 20,
    reference: 'chk_othertab',
    intentKey: KEY,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    userId: free.uid,
  })

/** Records the Idempotency-Key of every purchase call; answers with a hosted checkout on the allowlist. */
function purchaseKeys() {
  const keys: (string | null)[] = []
  server.use(
    http.post(PURCHASE_URL, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      return hostedAnswer()
    }),
  )
  return keys
}

async function proceedWithPro(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
  const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Pro' })
  await user.click(await screen.findByText(/I understand that SuperbulletAI is in Early Access/))
  await user.click(screen.getByRole('button', { name: /^Proceed/ }))
  return upgrade
}

describe('buy pressed while a checkout for the same item is pending in this browser', () => {
  it('asks to resume or start over; Resume sends the pending intent again (the backend answers with the same checkout)', async () => {
    stubNewTab()
    pendingPro()
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    const ask = await screen.findByRole('dialog', { name: 'Checkout already open' })
    expect(ask).toHaveTextContent(/A checkout for Pro \(\$20\.00\) started at .+ is still open in this browser\. Resume it, or start over with a new checkout\?/)
    expect(keys).toEqual([])
    // Instead of the Upgrade dialog's Proceed, never on top of it.
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Resume checkout: $20.00' }))
    await waitFor(() => expect(keys).toEqual([KEY]))
  })

  it('Start over forgets the pending checkout and starts a new intent', async () => {
    stubNewTab()
    pendingPro()
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    await user.click(await screen.findByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(keys).toHaveLength(1))
    expect(keys[0]).not.toBe(KEY)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(readPendingPurchase()?.intentKey).toBe(keys[0]))
  })

  it("another item's or another account's pending checkout does not ask", async () => {
    stubNewTab()
    savePendingPurchase({ itemId: '20M', name: '20M Token Top-up', type: 'token_topup', amount: 40, reference: 'chk_topup', intentKey: KEY, startedAt: new Date().toISOString(), userId: free.uid })
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    await waitFor(() => expect(keys).toHaveLength(1))
    expect(screen.queryByRole('dialog', { name: 'Checkout already open' })).toBeNull()
  })
})
