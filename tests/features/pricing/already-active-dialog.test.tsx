import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scenarioStore } from '../../../src/mocks/scenario-store'
import { renderApp } from '../../support/render-app'
import { billingAnswer } from '../dashboard/dashboard.helpers'
import { demoUser, purchaseRequests } from './pricing.helpers'

afterEach(() => vi.restoreAllMocks())

/**
 * The long en-US date of an ISO instant, computed here with Intl (not the app's formatter), in
 * UTC as the site shows dates: "September 11, 2025".
 */
const longDate = (iso: string | null | undefined) => {
  expect(iso, 'the fixture has the date').toEqual(expect.any(String))
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso!))
}

/** Get Pro, then the 'Already Have an Active Subscription' dialog. */
async function openAlreadyActive(session: Awaited<ReturnType<typeof renderApp>>) {
  await session.user.click(await screen.findByRole('button', { name: 'Get Pro' }))
  return screen.findByRole('dialog', { name: 'Already Have an Active Subscription' })
}

/** The dialog's "Your subscription" panel as its paragraphs' texts. */
const panelTexts = (dialog: HTMLElement) => {
  const label = within(dialog).getByText('Your subscription')
  return Array.from(label.parentElement!.querySelectorAll('p'), (p) => p.textContent)
}

describe("'Already Have an Active Subscription' with the seeded billing", () => {
  it('shows an active Pro subscriber (pro@) the plan name and the exact next payment date', async () => {
    const billing = scenarioStore.billingInfo(demoUser('pro').uid)!
    const next = longDate(billing.nextPaymentDate)
    const dialog = await openAlreadyActive(await renderApp('/pricing', { user: demoUser('pro') }))
    expect(within(dialog).getByText('Pro Plan')).toBeInTheDocument()
    expect(within(dialog).getByText(`Next payment: ${next}.`)).toBeInTheDocument()
    expect(panelTexts(dialog)).toEqual(['Your subscription', 'Pro Plan', `Next payment: ${next}.`])
    expect(dialog).not.toHaveTextContent('Cancelled')
    expect(purchaseRequests()).toHaveLength(0)
  })

  it('shows a subscription cancelled within its period (cancelled@) the exact date its access ends', async () => {
    const billing = scenarioStore.billingInfo(demoUser('cancelled').uid)!
    const ends = longDate(billing.endsAt)
    const dialog = await openAlreadyActive(
      await renderApp('/pricing', { user: demoUser('cancelled') }),
    )
    expect(within(dialog).getByText('Pro Plan')).toBeInTheDocument()
    expect(
      within(dialog).getByText(`Cancelled: your access continues until ${ends}.`),
    ).toBeInTheDocument()
    expect(panelTexts(dialog)).toEqual([
      'Your subscription',
      'Pro Plan',
      `Cancelled: your access continues until ${ends}.`,
    ])
    expect(dialog).not.toHaveTextContent('Next payment')
  })

  it('shows a requested cancellation (cancelling@) the day access ends, not a next payment that will not be taken', async () => {
    const billing = scenarioStore.billingInfo(demoUser('cancelling').uid)!
    expect(billing.cancellationRequested).toBe(true)
    const ends = longDate(billing.endsAt ?? billing.nextPaymentDate)
    const dialog = await openAlreadyActive(
      await renderApp('/pricing', { user: demoUser('cancelling') }),
    )
    expect(panelTexts(dialog)).toEqual([
      'Your subscription',
      'Pro Plan',
      `Cancelled: your access continues until ${ends}.`,
    ])
    expect(dialog).not.toHaveTextContent('Next payment')
  })
})

describe("'Already Have an Active Subscription' with a fixed billing answer", () => {
  it('names the next payment date of an active subscription, as a long UTC date', async () => {
    // 23:30 UTC: a date shown in a time zone east of UTC would be a day later.
    billingAnswer({
      plan: { name: 'Pro Plan', price_monthly: 20 },
      nextPaymentDate: '2030-09-11T23:30:00.000Z',
    })
    const dialog = await openAlreadyActive(await renderApp('/pricing', { user: demoUser('free') }))
    expect(panelTexts(dialog)).toEqual([
      'Your subscription',
      'Pro Plan',
      'Next payment: September 11, 2030.',
    ])
  })

  it('names the end date, not the stale next payment date, of a subscription cancelled within its period', async () => {
    billingAnswer({
      subscriptionStatus: 'cancelled',
      isCancelled: true,
      endsAt: '2099-02-03T00:00:00.000Z',
      nextPaymentDate: '2099-03-03T00:00:00.000Z',
    })
    const dialog = await openAlreadyActive(await renderApp('/pricing', { user: demoUser('free') }))
    expect(panelTexts(dialog)).toEqual([
      'Your subscription',
      'Pro Plan',
      'Cancelled: your access continues until February 3, 2099.',
    ])
    expect(dialog).not.toHaveTextContent('Next payment')
  })

  it("falls back to the catalogue's plan name when billing names none, still with the date", async () => {
    billingAnswer({ plan: null, nextPaymentDate: '2031-01-31T00:00:00.000Z' })
    const dialog = await openAlreadyActive(await renderApp('/pricing', { user: demoUser('free') }))
    expect(panelTexts(dialog)).toEqual([
      'Your subscription',
      'Pro',
      'Next payment: January 31, 2031.',
    ])
  })
})
