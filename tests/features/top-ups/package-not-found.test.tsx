import { screen, waitFor, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { PACKAGE_NOT_FOUND } from '../../../src/domain/error-messages'
import { TOP_UP_PACKAGES } from '../../../src/content/top-ups'
import { renderApp } from '../../support/render-app'
import { demoUser, findCheckoutErrorToast, purchaseRequests } from '../pricing/pricing.helpers'

// A stale catalogue: the grid still shows topup_40, the purchase flow no longer knows it.
vi.mock('../../../src/features/top-ups/use-top-up-purchase', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../../src/features/top-ups/use-top-up-purchase')>()
  return {
    useTopUpPurchase: () =>
      real.useTopUpPurchase(TOP_UP_PACKAGES.filter((p) => p.id !== 'topup_40')),
  }
})

it("shows 'Package not found' for a package the purchase flow does not know, and buys nothing", async () => {
  const session = await renderApp('/token-topups', { user: demoUser('pro') })
  const card = screen.getByRole('article', { name: '20M Tokens' })
  await session.user.click(within(card).getByRole('button'))
  await findCheckoutErrorToast(PACKAGE_NOT_FOUND)
  expect(PACKAGE_NOT_FOUND).toBe('Package not found')
  await waitFor(() => expect(within(card).getByRole('button')).toBeEnabled())
  expect(within(card).getByRole('button')).toHaveTextContent('Buy 20M Tokens')
  expect(purchaseRequests()).toHaveLength(0)
})
