import { screen, waitFor, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderApp } from '../../support/render-app'
import { demoUser, findCheckoutErrorToast, getProButton, purchaseRequests } from './pricing.helpers'

// A catalogue that no longer has a plan named 'Pro' (renamed), while Get Pro still asks for 'Pro'.
vi.mock('../../../src/content/plans', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/content/plans')>()
  return {
    ...actual,
    plans: actual.plans.map((p) => (p.id === 'pro' ? { ...p, name: 'Pro Legacy' } : p)),
  }
})

it("shows 'Package not configured for plan: Pro' when the plan is not in the catalogue, without calling the backend", async () => {
  const { user } = await renderApp('/pricing', { user: demoUser('free') })
  await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' })
  await user.click(within(dialog).getByRole('checkbox'))
  await user.click(within(dialog).getByRole('button', { name: 'Proceed: $20.00 / month' }))
  await findCheckoutErrorToast('Package not configured for plan: Pro')
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument(),
  )
  expect(getProButton()).toHaveTextContent('Get Pro')
  expect(getProButton()).toBeEnabled()
  expect(purchaseRequests()).toHaveLength(0)
})
