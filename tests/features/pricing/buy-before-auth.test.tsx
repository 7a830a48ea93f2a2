import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
import { answerPurchase, demoUser, hostedAnswer, stubNewTab } from './pricing.helpers'
import { passTime } from '../../support/pass-time'

afterEach(() => vi.restoreAllMocks())

/**
 * A buy button pressed before the identity provider has answered (a prerendered page, a
 * returning user's Firebase still loading) waits for the answer instead of acting as a visitor's.
 */
describe('Get Pro pressed before the user is known', () => {
  it('a signed-in free user: nothing until Firebase answers, then Upgrade to Pro, never the sign-in prompt', async () => {
    const firebase = deferred()
    const { user } = await renderApp('/pricing', {
      user: demoUser('free'),
      reportWhen: firebase.promise,
    })
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    await passTime(100)
    expect(screen.queryByRole('dialog')).toBeNull()
    // Waiting for the buyer: the buy buttons take no second press.
    expect(screen.getByRole('button', { name: 'Get Pro' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Start Free' })).toBeDisabled()
    firebase.resolve()
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible()
    expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).toBeNull()
    expect(
      scenarioStore.requests({ path: `/api/user/${demoUser('free').uid}/billing`, method: 'GET' }),
    ).toHaveLength(1)
  })

  it('a visitor: the sign-in prompt once Firebase has answered that nobody is signed in', async () => {
    const firebase = deferred()
    const { user } = await renderApp('/pricing', { user: null, reportWhen: firebase.promise })
    await user.click(await screen.findByRole('button', { name: 'Get Pro' }))
    await passTime(100)
    expect(screen.queryByRole('dialog')).toBeNull()
    firebase.resolve()
    expect(await screen.findByRole('dialog', { name: 'Sign In Required' })).toBeVisible()
    await waitFor(() => expect(screen.queryByTestId('account-placeholder')).toBeNull())
  })
})

describe('Start Free pressed before the user is known', () => {
  it('a signed-in user goes to /downloads once Firebase answers, never the sign-in prompt', async () => {
    const firebase = deferred()
    const { user, router } = await renderApp('/pricing', {
      user: demoUser('free'),
      reportWhen: firebase.promise,
    })
    await user.click(await screen.findByRole('button', { name: 'Start Free' }))
    await passTime(100)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe('/pricing')
    firebase.resolve()
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloads'))
    expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).toBeNull()
  })
})

describe('a top-up bought before the user is known', () => {
  it('a signed-in Pro user: the checkout starts once Firebase answers, without the upgrade tip', async () => {
    // A hosted answer, so the launch ends in the test (a new tab) and not after the app stopped.
    const { open } = stubNewTab()
    const calls = answerPurchase(hostedAnswer)
    const firebase = deferred()
    const { user } = await renderApp('/token-topups', {
      user: demoUser('pro'),
      reportWhen: firebase.promise,
    })
    await user.click(await screen.findByRole('button', { name: 'Buy 20M Tokens: $40.00' }))
    await passTime(100)
    expect(calls).toHaveLength(0)
    firebase.resolve()
    await waitFor(() => expect(open).toHaveBeenCalledOnce())
    expect(calls).toHaveLength(1)
    expect(screen.queryByRole('dialog', { name: /upgrade/i })).toBeNull()
  })
})
