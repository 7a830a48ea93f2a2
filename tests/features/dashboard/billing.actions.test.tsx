/**
 * What a user does on the Billing tab: cancel, reactivate or get Pro again on the Next Payment /
 * Access Ends card, and the Recent Invoices list with its downloads. Loading, errors and the other
 * cards are in billing.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CANCEL_CONFIRMATION,
  CANCEL_FAILED,
  CANCEL_SUCCESS,
  INVOICE_DOWNLOAD_FAILED,
  REACTIVATE_SUCCESS,
} from '../../../src/domain/error-messages'
import { links } from '../../../src/config'
import { GET_PRO_AGAIN } from '../../../src/domain/subscription-status'
import { formatLongDate } from '../../../src/lib/format'
import { server } from '../../support/setup'
import { pro } from './billing.helpers'
import { API, card, demoUser, openBilling, requestCount, scenarioStore } from './dashboard.helpers'

beforeEach(() => scenarioStore.reset())
afterEach(() => vi.restoreAllMocks())

describe('billing tab: Next Payment or Access Ends card', () => {
  it('shows the next payment date and amount for an active subscription', async () => {
    await openBilling()
    const next = card('Next Payment')
    expect(next.getByText(formatLongDate(pro().subscription.nextPaymentDate)!)).toBeInTheDocument()
    expect(next.getByText('$20 will be charged for your Pro plan.')).toBeInTheDocument()
    expect(next.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
  })

  it('disables Cancel Subscription without a subscription id', async () => {
    await openBilling('free')
    expect(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled()
    expect(card('Next Payment').getByText('No upcoming payment.')).toBeInTheDocument()
  })

  it('cancels after the exact confirmation, shows the success message and the reloaded status', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = await openBilling()
    await user.click(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' }))
    expect(confirm).toHaveBeenCalledWith(
      `${CANCEL_CONFIRMATION}\n\nYour Pro access ends on ${formatLongDate(pro().subscription.nextPaymentDate)}. After that you are on Free: 1M tokens a month with a 150K daily limit, in place of Pro's 11M tokens a month. Top-up tokens you bought stay yours.`,
    )
    expect(await screen.findByText(CANCEL_SUCCESS)).toBeInTheDocument()
    // Reloaded from the store, which now holds the requested cancellation.
    expect(
      await card('Current Plan').findByText(
        `Cancels on ${formatLongDate(pro().subscription.endsAt)}`,
      ),
    ).toBeInTheDocument()
    const ends = card('Access Ends')
    expect(ends.getByText(formatLongDate(pro().subscription.endsAt)!)).toBeInTheDocument()
    expect(ends.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    expect(ends.getByRole('button', { name: 'Reactivate' })).toBeEnabled()
    expect(requestCount('/api/subscription/:subscriptionId/cancel', 'POST')).toBe(1)
    expect(
      scenarioStore.requests({ path: '/api/subscription/:subscriptionId/cancel' })[0]!.body,
    ).toEqual({ firebaseUserId: demoUser('pro').uid })
    expect(requestCount('/api/user/:userId/billing')).toBe(2)
  })

  it('does nothing when the confirmation is declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const { user } = await openBilling()
    await user.click(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' }))
    expect(confirm).toHaveBeenCalledOnce()
    expect(requestCount('/api/subscription/:subscriptionId/cancel', 'POST')).toBe(0)
    expect(card('Current Plan').getByText('Active')).toBeInTheDocument()
    expect(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
  })

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'Provider unavailable' }, { status: 502 })],
    ['a network error', () => HttpResponse.error()],
    ['success false', () => HttpResponse.json({ success: false })],
  ])('shows the failure message on %s and keeps the status', async (_, answer) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    server.use(http.post(`${API}/api/subscription/:subscriptionId/cancel`, answer))
    const { user } = await openBilling()
    await user.click(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' }))
    expect(await screen.findByText(CANCEL_FAILED)).toBeInTheDocument()
    expect(card('Current Plan').getByText('Active')).toBeInTheDocument()
    expect(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
  })

  it('offers Reactivate and the portal when cancellation is requested; reactivating reloads', async () => {
    const { user } = await openBilling('cancelling')
    const ends = card('Access Ends')
    expect(ends.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    const portal = ends.getByRole('link', { name: /Manage in payment portal/ })
    expect(portal).toHaveAttribute('href', links.paymentPortal)
    expect(portal).toHaveAttribute('target', '_blank')
    await user.click(ends.getByRole('button', { name: 'Reactivate' }))
    expect(await screen.findByText(REACTIVATE_SUCCESS)).toBeInTheDocument()
    expect(await card('Current Plan').findByText('Active')).toBeInTheDocument()
    expect(card('Next Payment').getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
    expect(requestCount('/api/subscription/:subscriptionId/reactivate', 'POST')).toBe(1)
  })

  it('shows the API error text when reactivation fails', async () => {
    server.use(
      http.post(`${API}/api/subscription/:subscriptionId/reactivate`, () =>
        HttpResponse.json(
          { success: false, error: 'Subscription has expired and cannot be reactivated' },
          { status: 409 },
        ),
      ),
    )
    const { user } = await openBilling('cancelled')
    await user.click(card('Access Ends').getByRole('button', { name: 'Reactivate' }))
    expect(
      await screen.findByText('Subscription has expired and cannot be reactivated'),
    ).toBeInTheDocument()
    expect(card('Current Plan').getByText('Cancelled')).toBeInTheDocument()
    expect(card('Access Ends').getByRole('button', { name: 'Reactivate' })).toBeEnabled()
  })

  it('shows the catalogue text when reactivation fails without a server message', async () => {
    server.use(
      http.post(
        `${API}/api/subscription/:subscriptionId/reactivate`,
        () => new HttpResponse(null, { status: 503 }),
      ),
    )
    const { user } = await openBilling('cancelled')
    await user.click(card('Access Ends').getByRole('button', { name: 'Reactivate' }))
    expect(await screen.findByText('Failed to reactivate subscription: 503')).toBeInTheDocument()
  })

  it('keeps Reactivate for a cancelled subscription whose access has not ended', async () => {
    await openBilling('cancelled')
    const ends = card('Access Ends')
    expect(
      ends.getByText(
        formatLongDate(scenarioStore.getUser(demoUser('cancelled').uid)!.subscription.endsAt)!,
      ),
    ).toBeInTheDocument()
    expect(
      ends.getByText('You keep premium features until then; no further payments are taken.'),
    ).toBeInTheDocument()
    expect(ends.getByRole('button', { name: 'Reactivate' })).toBeEnabled()
    expect(ends.queryByRole('link', { name: 'Get Pro' })).not.toBeInTheDocument()
  })

  it('an ended subscription says Ended on its date with Get Pro to /pricing, and offers no Reactivate', async () => {
    const { user, router } = await openBilling('expired')
    const endedOn = formatLongDate(
      scenarioStore.getUser(demoUser('expired').uid)!.subscription.endsAt,
    )!
    const status = within(card('Current Plan').getByTestId('subscription-status'))
    expect(status.getByText(`Ended on ${endedOn}`)).toBeInTheDocument()
    expect(status.getByText(GET_PRO_AGAIN)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Access Ends' })).not.toBeInTheDocument()
    const ended = card('Access Ended')
    expect(ended.getByText(endedOn)).toBeInTheDocument()
    expect(ended.getByText('Your premium access has ended.')).toBeInTheDocument()
    expect(ended.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument()
    expect(ended.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    expect(ended.getByRole('link', { name: /Manage in payment portal/ })).toHaveAttribute(
      'href',
      links.paymentPortal,
    )
    const getPro = ended.getByRole('link', { name: 'Get Pro' })
    expect(getPro).toHaveAttribute('href', '/pricing')
    await user.click(getPro)
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
    expect(requestCount('/api/subscription/:subscriptionId/reactivate', 'POST')).toBe(0)
  })
})

describe('billing tab: Recent Invoices', () => {
  it('lists date, amount (or a dash), status and Download (disabled without invoiceUrl)', async () => {
    await openBilling()
    const rows = await screen.findAllByTestId('invoice-row')
    const seeded = pro().invoices
    expect(rows).toHaveLength(seeded.length)
    seeded.forEach((invoice, i) => {
      const row = within(rows[i]!)
      expect(row.getByText(formatLongDate(invoice.createdAt)!)).toBeInTheDocument()
      expect(
        row.getByText(
          invoice.amount === null ? '—' : invoice.amount === 22.5 ? '$22.50' : `$${invoice.amount}`,
        ),
      ).toBeInTheDocument()
      expect(row.getByText(invoice.status)).toBeInTheDocument()
      const download = row.getByRole('button', { name: /^Download/ })
      if (invoice.invoiceUrl) expect(download).toBeEnabled()
      else expect(download).toBeDisabled()
    })
  })

  it('says so when there are no invoices', async () => {
    await openBilling('free')
    expect(await card('Recent Invoices').findByText(/No invoices yet/)).toBeInTheDocument()
  })

  it('opens the returned URL in a new tab without an opener', async () => {
    server.use(
      http.get(`${API}/api/invoice/:invoiceId/download`, ({ params }) =>
        HttpResponse.json({
          success: true,
          downloadUrl: `https://downloads.superbullet.ai/invoices/${String(params.invoiceId)}.pdf`,
        }),
      ),
    )
    const tab = { opener: window as Window | null, location: { href: '' } }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { user } = await openBilling()
    const [first] = await screen.findAllByTestId('invoice-row')
    await user.click(within(first!).getByRole('button', { name: /^Download/ }))
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `https://downloads.superbullet.ai/invoices/${pro().invoices[0]!.id}.pdf`,
      ),
    )
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    expect(screen.queryByText(INVOICE_DOWNLOAD_FAILED)).not.toBeInTheDocument()
  })

  it.each([
    ['the call fails', () => HttpResponse.json({ error: 'nope' }, { status: 500 })],
    [
      'success is false',
      () =>
        HttpResponse.json({
          success: false,
          downloadUrl: 'https://downloads.superbullet.ai/x.pdf',
        }),
    ],
    ['there is no URL', () => HttpResponse.json({ success: true })],
    [
      'the URL is not allowed',
      () => HttpResponse.json({ success: true, downloadUrl: 'https://evil.example/x.pdf' }),
    ],
    [
      'the URL is not https',
      () => HttpResponse.json({ success: true, downloadUrl: 'javascript:alert(1)' }),
    ],
  ])('shows Failed to download invoice when %s', async (_, answer) => {
    server.use(http.get(`${API}/api/invoice/:invoiceId/download`, answer))
    const open = vi.spyOn(window, 'open')
    const { user } = await openBilling()
    const [first] = await screen.findAllByTestId('invoice-row')
    await user.click(within(first!).getByRole('button', { name: /^Download/ }))
    expect(await screen.findByText(INVOICE_DOWNLOAD_FAILED)).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })

  it("offers 'Open invoice' in the Pop-up Blocked dialog when the browser blocks the tab", async () => {
    server.use(
      http.get(`${API}/api/invoice/:invoiceId/download`, () =>
        HttpResponse.json({ success: true, downloadUrl: 'https://downloads.superbullet.ai/x.pdf' }),
      ),
    )
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await openBilling()
    const [first] = await screen.findAllByTestId('invoice-row')
    await user.click(within(first!).getByRole('button', { name: /^Download/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Pop-up Blocked' })
    expect(dialog).toHaveTextContent(
      'Your browser blocked the invoice from opening in a new tab. Open it with the button below.',
    )
    expect(within(dialog).getByRole('link', { name: 'Open invoice' })).toHaveAttribute(
      'href',
      'https://downloads.superbullet.ai/x.pdf',
    )
    expect(screen.queryByText(INVOICE_DOWNLOAD_FAILED)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pop-up Blocked' })).not.toBeInTheDocument(),
    )
  })
})
