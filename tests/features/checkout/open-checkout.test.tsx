import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { deferred } from '../../support/deferred'
import type { PendingPurchase } from '../../../src/domain/pending-purchase'
import { readStoredPurchase } from '../../../src/features/checkout/lifecycle/lifecycle-storage'
import { storePurchase } from '../../support/purchase-lifecycle.helpers'
import { renderApp } from '../../support/render-app'
import { server } from '../../support/setup'
import { PURCHASE_URL, demoUser, hostedAnswer, stubNewTab } from '../pricing/pricing.helpers'
import { passTime } from '../../support/pass-time'

const free = demoUser('free')
const KEY = '3b241101-e2bb-4255-8caf-4136c566a962'

/** Another tab's open checkout, as its lifecycle stored the pending purchase. */
const openInAnotherTab = (purchase: Omit<PendingPurchase, 'billingBefore'>) =>
  storePurchase('open.hosted', { ...purchase, billingBefore: null })
const storedPendingPurchase = () => readStoredPurchase()?.context.purchase ?? null

/** Another tab opened a Pro checkout a minute ago. */
const openProCheckout = () =>
  openInAnotherTab({
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

describe('buy pressed while a checkout for the same item is already open in this browser', () => {
  it('asks to resume or start over; Resume sends the open intent again (the backend answers with the same checkout)', async () => {
    stubNewTab()
    openProCheckout()
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    const ask = await screen.findByRole('dialog', { name: 'Checkout already open' })
    expect(ask).toHaveTextContent(
      /A checkout for Pro \(\$20\.00\) started at .+ is still open in this browser\. Resume it, or start over with a new checkout\?/,
    )
    expect(keys).toEqual([])
    // Instead of the Upgrade dialog's Proceed, never on top of it.
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Resume checkout: $20.00' }))
    await waitFor(() => expect(keys).toEqual([KEY]))
  })

  it('Start over abandons the open checkout and starts a new intent', async () => {
    stubNewTab()
    openProCheckout()
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    await user.click(await screen.findByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(keys).toHaveLength(1))
    expect(keys[0]).not.toBe(KEY)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(storedPendingPurchase()?.intentKey).toBe(keys[0]))
  })

  it("another item's open checkout does not ask", async () => {
    stubNewTab()
    openInAnotherTab({
      itemId: '20M',
      name: '20M Token Top-up',
      type: 'token_topup',
      amount: 40,
      reference: 'chk_topup',
      intentKey: KEY,
      startedAt: new Date().toISOString(),
      userId: free.uid,
    })
    const keys = purchaseKeys()
    const { user } = await renderApp('/pricing', { user: free })
    await proceedWithPro(user)
    await waitFor(() => expect(keys).toHaveLength(1))
    expect(screen.queryByRole('dialog', { name: 'Checkout already open' })).toBeNull()
  })
})

/** Another tab opened a checkout of the $40 package (20M tokens) a minute ago. */
const openTopUpCheckout = () =>
  openInAnotherTab({
    itemId: 'topup_40',
    name: '20M Token Top-up',
    type: 'token_topup',
    amount: 40,
    reference: 'chk_othertab',
    intentKey: KEY,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    userId: free.uid,
  })

const BUY_20M = 'Buy 20M Tokens: $40.00'
const billingReads = () =>
  scenarioStore.requests({ path: `/api/user/${free.uid}/billing`, method: 'GET' })

describe('a top-up Buy on a package whose checkout is already open', () => {
  it('asks at the Buy (no billing read of its own, no upgrade tip); Resume sends the open intent again', async () => {
    stubNewTab()
    openTopUpCheckout()
    const keys = purchaseKeys()
    const { user } = await renderApp('/token-topups', { user: free })
    // The page's own billing read for the buyer (prefetched as it opens); the Buy adds none.
    await waitFor(() => expect(billingReads()).toHaveLength(1))
    await user.click(await screen.findByRole('button', { name: BUY_20M }))
    const ask = await screen.findByRole('dialog', { name: 'Checkout already open' })
    expect(ask).toHaveTextContent(
      /A checkout for 20M Token Top-up \(\$40\.00\) started at .+ is still open in this browser\./,
    )
    expect(billingReads()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Resume checkout: $40.00' }))
    await waitFor(() => expect(keys).toEqual([KEY]))
    expect(screen.queryByRole('dialog', { name: 'Get more with Pro' })).toBeNull()
  })

  it('pressed before the buyer is known: once Firebase answers, the offer shows and no purchase request is sent', async () => {
    stubNewTab()
    openTopUpCheckout()
    const keys = purchaseKeys()
    const firebase = deferred()
    const { user } = await renderApp('/token-topups', { user: free, reportWhen: firebase.promise })
    await user.click(await screen.findByRole('button', { name: BUY_20M }))
    await passTime(100)
    expect(screen.queryByRole('dialog')).toBeNull()
    firebase.resolve()
    const ask = await screen.findByRole('dialog', { name: 'Checkout already open' })
    expect(ask).toHaveTextContent('A checkout for 20M Token Top-up ($40.00)')
    await passTime(300)
    expect(keys).toEqual([])
    // Only the page's prefetch once the buyer is known: the replayed Buy reads nothing.
    expect(billingReads()).toHaveLength(1)
    // Closing it goes back to the grid: nothing was launched, the next Buy asks again.
    await user.click(within(ask).getByRole('button', { name: 'Close dialog' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Checkout already open' })).toBeNull(),
    )
    expect(keys).toEqual([])
    expect(storedPendingPurchase()?.intentKey).toBe(KEY)
  })
})
