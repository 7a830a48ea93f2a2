import { CANCEL_CONFIRMATION } from '../../src/domain/error-messages'
import { expect, signIn, test } from './fixtures'
import { pattern, type Query } from './query'
import type { Site } from './site'

const region = (name: string): Query => ({ role: 'region', name })
const status: Query = { testId: 'subscription-status', within: region('Current Plan') }

async function openBilling(site: Site) {
  await site.click({ role: 'tab', name: 'Billing & Invoices' })
  await site.hasUrl(/\/dashboard\/billing$/)
  await site.shows(region('Current Plan'))
}

test.describe('billing', () => {
  test('pro@ sees the Pro plan, Active, and its four invoices', async ({ site, shot }) => {
    await signIn(site, 'pro')
    await openBilling(site)
    await site.hasText(status, /Active/)
    await site.hasText(region('Current Plan'), /Pro\s*\$20\s*\/month/)
    await expect
      .poll(() => site.count({ testId: 'invoice-row' }), { timeout: site.patience(10_000) })
      .toBe(4)
    await site.hasText({ testId: 'invoice-row' }, /\$20\s*paid/i)
    await shot('dashboard-billing')
  })

  test('pro@ cancels after the confirmation, sees Cancels on, and reactivates', async ({
    site,
  }) => {
    await signIn(site, 'pro')
    await openBilling(site)
    await site.hasText(status, /Active/)
    const asked = await site.acceptConfirmFrom(() =>
      site.click({ role: 'button', name: 'Cancel Subscription', within: region('Next Payment') }),
    )
    expect(asked.startsWith(CANCEL_CONFIRMATION)).toBe(true)
    await site.hasText(status, /Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}/)
    await site.click({ role: 'button', name: 'Reactivate', within: region('Access Ends') })
    await site.shows({ text: 'Your subscription is active again.' })
    await site.hasText(status, /Active/)
    await site.shows({
      role: 'button',
      name: pattern(/^Cancel Subscription$/),
      within: region('Next Payment'),
    })
  })
})
