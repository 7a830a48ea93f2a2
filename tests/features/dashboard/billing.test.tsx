/**
 * The Billing tab's loading and error rows, and its Current Plan, Monthly Spending and Payment
 * Management cards. Cancelling, reactivating and the invoices are in billing.actions.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { BILLING_LOAD_FAILED, INVOICES_LOAD_FAILED } from '../../../src/domain/error-messages'
import { links } from '../../../src/config'
import { GET_PRO_AGAIN } from '../../../src/domain/subscription-status'
import { formatLongDate } from '../../../src/lib/format'
import { deferred } from '../../support/deferred'
import { renderApp } from '../../support/render-app'
import { server } from '../../support/setup'
import { pro } from './billing.helpers'
import {
  API,
  billingAnswer,
  card,
  demoUser,
  openBilling,
  requestCount,
  scenarioStore,
} from './dashboard.helpers'

beforeEach(() => scenarioStore.reset())

describe('billing tab: loading', () => {
  it('shows a spinner for billing, then one for invoices, and loads each once', async () => {
    const billingGate = deferred()
    const invoicesGate = deferred()
    server.use(
      http.get(`${API}/api/user/:userId/billing`, async () => {
        await billingGate.promise
        return HttpResponse.json(scenarioStore.billingInfo(demoUser('pro').uid)!)
      }),
      http.get(`${API}/api/user/:userId/invoices`, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('10')
        await invoicesGate.promise
        return HttpResponse.json({ invoices: scenarioStore.invoices(demoUser('pro').uid, 10) })
      }),
    )
    await renderApp('/dashboard/billing', { user: demoUser('pro') })
    expect(await screen.findByText('Loading billing information...')).toBeInTheDocument()
    expect(screen.queryByText('Loading invoices...')).not.toBeInTheDocument()
    billingGate.resolve()
    expect(await screen.findByText('Loading invoices...')).toBeInTheDocument()
    expect(screen.queryByText('Loading billing information...')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Current Plan' })).toBeInTheDocument()
    invoicesGate.resolve()
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(4)
    expect(screen.queryByText('Loading invoices...')).not.toBeInTheDocument()
  })

  it('does not load billing before the Billing tab opens, and not again when it opens a second time', async () => {
    const { user } = await renderApp('/dashboard/settings', { user: demoUser('pro') })
    await screen.findByRole('heading', { name: 'Account Settings' })
    expect(requestCount('/api/user/:userId/billing')).toBe(0)
    await user.click(screen.getByRole('tab', { name: 'Billing & Invoices' }))
    await screen.findAllByTestId('invoice-row')
    expect(requestCount('/api/user/:userId/billing')).toBe(1)
    expect(requestCount('/api/user/:userId/invoices')).toBe(1)
    await user.click(screen.getByRole('tab', { name: 'Usage' }))
    await user.click(screen.getByRole('tab', { name: 'Billing & Invoices' }))
    expect(screen.getByRole('region', { name: 'Current Plan' })).toBeVisible()
    expect(requestCount('/api/user/:userId/billing')).toBe(1)
  })

  it('Refresh reloads billing info (and the invoices after it)', async () => {
    const { user } = await openBilling()
    await screen.findAllByTestId('invoice-row')
    pro().subscription.plan = { name: 'Teams Plan', price_monthly: 40 }
    await user.click(screen.getByRole('button', { name: 'Refresh billing information' }))
    await waitFor(() => expect(card('Current Plan').getByText('Teams')).toBeInTheDocument())
    expect(requestCount('/api/user/:userId/billing')).toBe(2)
    await waitFor(() => expect(requestCount('/api/user/:userId/invoices')).toBe(2))
  })
})

describe('billing tab: error rows', () => {
  it('a billing failure shows the Error toast and an error row whose Try again reloads', async () => {
    server.use(
      http.get(
        `${API}/api/user/:userId/billing`,
        () => HttpResponse.json({ error: 'boom' }, { status: 500 }),
        { once: true },
      ),
    )
    const { user } = await renderApp('/dashboard/billing', { user: demoUser('pro') })
    const row = await screen.findByRole('alert')
    expect(row).toHaveTextContent(BILLING_LOAD_FAILED)
    // The toast: title 'Error', the spec's description.
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getAllByText(BILLING_LOAD_FAILED)).toHaveLength(2)
    expect(screen.queryByRole('region', { name: 'Recent Invoices' })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeInTheDocument()
  })

  it('an unknown user (404) gets the same error row', async () => {
    await renderApp('/dashboard/billing', { user: demoUser('newcomer') })
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_LOAD_FAILED)
  })

  it('an invoices failure shows the toast and an error row whose Try again reloads the invoices', async () => {
    server.use(
      http.get(`${API}/api/user/:userId/invoices`, () => HttpResponse.error(), { once: true }),
    )
    const { user } = await openBilling()
    const invoices = card('Recent Invoices')
    const row = await invoices.findByRole('alert')
    expect(row).toHaveTextContent(INVOICES_LOAD_FAILED)
    expect(await screen.findByText('Error')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(4)
  })

  it('a malformed invoices answer is a failure too', async () => {
    server.use(
      http.get(
        `${API}/api/user/:userId/invoices`,
        () => new HttpResponse('<html>oops</html>', { status: 200 }),
        { once: true },
      ),
    )
    await openBilling()
    expect(await card('Recent Invoices').findByRole('alert')).toHaveTextContent(
      INVOICES_LOAD_FAILED,
    )
  })
})

describe('billing tab: Current Plan card', () => {
  it('shows the plan without its trailing Plan, the price, the Active badge and Change Plan to /pricing', async () => {
    await openBilling()
    const plan = card('Current Plan')
    expect(plan.getByText('Pro')).toBeInTheDocument()
    expect(plan.getByText('$20/month')).toBeInTheDocument()
    expect(plan.getByText('Active')).toBeInTheDocument()
    expect(plan.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing')
  })

  it('shows Free and no badge without a subscription', async () => {
    await openBilling('free')
    const plan = card('Current Plan')
    expect(plan.getByText('Free')).toBeInTheDocument()
    expect(plan.queryByTestId('subscription-status')).not.toBeInTheDocument()
  })

  it('defaults to Free when the plan is missing', async () => {
    billingAnswer({ plan: null })
    await openBilling()
    expect(card('Current Plan').getByText('Free')).toBeInTheDocument()
  })

  it.each<[string, Parameters<typeof billingAnswer>[0], string, string | null]>([
    [
      'cancelled',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: '2030-01-20T00:00:00.000Z' },
      'Cancelled',
      'Access ends on January 20, 2030',
    ],
    ['cancelled, no date', { isCancelled: true, endsAt: null }, 'Cancelled', 'Access ends soon'],
    [
      'cancelled, access ended',
      { isCancelled: true, subscriptionStatus: 'cancelled', endsAt: '2025-01-20T00:00:00.000Z' },
      'Ended on January 20, 2025',
      GET_PRO_AGAIN,
    ],
    [
      'cancellation requested, past its end',
      { cancellationRequested: true, endsAt: '2025-02-01T00:00:00.000Z' },
      'Ended on February 1, 2025',
      GET_PRO_AGAIN,
    ],
    [
      'cancellation requested',
      { cancellationRequested: true, endsAt: '2030-02-01T00:00:00.000Z' },
      'Cancels on February 1, 2030',
      'Reactivate before then to keep your plan.',
    ],
    [
      'cancellation requested, no dates',
      { cancellationRequested: true, nextPaymentDate: null },
      'Cancels at period end',
      'Cancellation requested',
    ],
    [
      'paused',
      { isPaused: true, subscriptionStatus: 'paused', pausedUntil: '2030-04-02T00:00:00.000Z' },
      'Paused',
      'Resumes on April 2, 2030',
    ],
    ['paused, no date', { isPaused: true, pausedUntil: null }, 'Paused', 'Subscription is paused'],
    ['another status', { subscriptionStatus: 'past_due' }, 'past_due', null],
    ['no status', { subscriptionStatus: null }, 'Unknown', null],
  ])('badge when %s', async (_, billing, label, description) => {
    billingAnswer(billing)
    await openBilling()
    const status = within(card('Current Plan').getByTestId('subscription-status'))
    expect(status.getByText(label)).toBeInTheDocument()
    if (description) expect(status.getByText(description)).toBeInTheDocument()
    else expect(status.queryByRole('paragraph')).not.toBeInTheDocument()
  })
})

describe('billing tab: Monthly Spending card', () => {
  it('shows the month total, days until reset and the next reset date on the 1st', async () => {
    await openBilling()
    const spending = card('Monthly Spending')
    expect(spending.getByText('$42.50')).toBeInTheDocument()
    const spend = scenarioStore.monthlySpend(demoUser('pro').uid)!
    expect(
      spending.getByText(`${spend.daysUntilReset} ${spend.daysUntilReset === 1 ? 'day' : 'days'}`),
    ).toBeInTheDocument()
    const reset = spending.getByText(formatLongDate(spend.nextResetDate)!)
    expect(reset.textContent).toMatch(/ 1, \d{4}$/)
    expect(
      spending.getByText('Monthly spending resets on the 1st of each month'),
    ).toBeInTheDocument()
  })

  it('without figures from the backend shows $0 and the 1st of next month', async () => {
    billingAnswer({ monthlySpending: null })
    await openBilling()
    const spending = card('Monthly Spending')
    expect(spending.getByText('$0')).toBeInTheDocument()
    const now = new Date()
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    expect(spending.getByText(formatLongDate(firstOfNext)!)).toBeInTheDocument()
    expect(
      spending.getByText('Monthly spending resets on the 1st of each month'),
    ).toBeInTheDocument()
  })

  it('its Refresh loads the month spend, busy on its own', async () => {
    const answer = deferred()
    server.use(
      http.get(`${API}/api/user/:userId/monthly-spend`, async () => {
        await answer.promise
        return HttpResponse.json({
          totalMonthlySpent: 60,
          daysUntilReset: 3,
          nextResetDate: '2030-06-01T00:00:00.000Z',
          resetInfo: 'Monthly spending resets on the 1st of each month',
        })
      }),
    )
    const { user } = await openBilling()
    const refresh = screen.getByRole('button', { name: 'Refresh monthly spending' })
    await user.click(refresh)
    expect(refresh).toBeDisabled()
    // Only this card waits: billing's own Refresh stays available.
    expect(screen.getByRole('button', { name: 'Refresh billing information' })).toBeEnabled()
    answer.resolve()
    const spending = card('Monthly Spending')
    expect(await spending.findByText('$60')).toBeInTheDocument()
    expect(spending.getByText('3 days')).toBeInTheDocument()
    expect(spending.getByText('June 1, 2030')).toBeInTheDocument()
    expect(refresh).toBeEnabled()
    expect(requestCount('/api/user/:userId/billing')).toBe(1)
  })

  it('shows an error row when its Refresh fails', async () => {
    server.use(
      http.get(
        `${API}/api/user/:userId/monthly-spend`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    const { user } = await openBilling()
    await user.click(screen.getByRole('button', { name: 'Refresh monthly spending' }))
    expect(await card('Monthly Spending').findByRole('alert')).toHaveTextContent(
      'Failed to load monthly spending',
    )
    expect(card('Monthly Spending').getByText('$42.50')).toBeInTheDocument()
  })
})

describe('billing tab: Payment Management card', () => {
  it('links to the payment portal in a new tab and says to cancel there if the site cannot', async () => {
    await openBilling()
    const management = card('Payment Management')
    const link = management.getByRole('link', { name: /Open Payment Portal/ })
    expect(link).toHaveAttribute('href', links.paymentPortal)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      management.getByText(
        /If cancelling your subscription is not working on this site, use the payment portal/,
      ),
    ).toBeInTheDocument()
  })
})
