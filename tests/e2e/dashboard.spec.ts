import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  BILLING_LOAD_FAILED,
  CANCEL_CONFIRMATION,
  CANCEL_SUCCESS,
} from '../../src/domain/error-messages'
import { blockNewTabs, CONTRACT, control, expect, signIn, test } from './fixtures'

const CANCEL = '/api/subscription/:subscriptionId/cancel'
const LONG_DATE = String.raw`[A-Z][a-z]+ \d{1,2}, \d{4}`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const region = (page: Page, name: string) => page.getByRole('region', { name })
const statusOf = (page: Page) => region(page, 'Current Plan').getByTestId('subscription-status')

async function openBilling(page: Page) {
  await tab(page, 'Billing & Invoices').click()
  await expect(page).toHaveURL(/\/dashboard\/billing$/)
  await expect(region(page, 'Current Plan')).toBeVisible()
}

/** What the contract store now holds for a demo user's subscription. */
async function storedSubscription(email: string) {
  const res = await fetch(`${CONTRACT}/__control/state`)
  const state = (await res.json()) as {
    users: {
      email: string
      billing: { cancellationRequested: boolean; subscriptionStatus: string | null }
    }[]
  }
  return state.users.find((u) => u.email === email)!.billing
}

test.describe('dashboard', () => {
  test('pro@ sees Active and the invoices, and downloads one in a new tab', async ({ page }) => {
    await signIn(page, 'pro')
    await openBilling(page)
    await expect(statusOf(page)).toContainText('Active')
    await expect(region(page, 'Current Plan')).toContainText('Pro$20/month')
    const rows = page.getByTestId('invoice-row')
    await expect(rows).toHaveCount(4)
    await expect(rows.first()).toContainText(new RegExp(`^${LONG_DATE}\\$20paid`, 'i'))
    await expect(rows.nth(3)).toContainText('—')
    await expect(rows.nth(2).getByRole('button', { name: /^Download/ })).toBeDisabled()

    const invoiceRequest = page
      .context()
      .waitForEvent('request', (r) => r.url().startsWith(`${CONTRACT}/sandbox/invoice/`))
    const popup = page.waitForEvent('popup')
    await rows
      .first()
      .getByRole('button', { name: /^Download/ })
      .click()
    await popup
    expect((await invoiceRequest).url()).toBe(`${CONTRACT}/sandbox/invoice/inv_pro_0004.pdf`)
    await expect(page.getByText('Failed to download invoice')).toHaveCount(0)
  })

  test("a blocked invoice tab offers 'Open invoice' (Pop-up Blocked), with no failure toast", async ({
    page,
  }) => {
    await blockNewTabs(page)
    await signIn(page, 'pro')
    await openBilling(page)
    const rows = page.getByTestId('invoice-row')
    await rows
      .first()
      .getByRole('button', { name: /^Download/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Pop-up Blocked' })
    await expect(dialog).toContainText(
      'Your browser blocked the invoice from opening in a new tab. Open it with the button below.',
    )
    const link = dialog.getByRole('link', { name: 'Open invoice' })
    await expect(link).toHaveAttribute('href', `${CONTRACT}/sandbox/invoice/inv_pro_0004.pdf`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(page.getByText('Failed to download invoice')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(rows.first().getByRole('button', { name: /^Download/ })).toBeEnabled()
  })

  test('pro@ cancels after the confirmation (with the day access ends), sees Cancels on, and reactivates', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await openBilling(page)
    await expect(statusOf(page)).toContainText('Active')
    let asked = ''
    page.once('dialog', (dialog) => {
      asked = dialog.message()
      void dialog.accept()
    })
    await region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }).click()
    await expect(page.getByText(CANCEL_SUCCESS)).toBeVisible()
    // The spec's text, then the day access ends and what changes after it.
    expect(asked).toMatch(
      new RegExp(
        `^${escapeRegExp(CANCEL_CONFIRMATION)}\\n\\nYour Pro access ends on ${LONG_DATE}\\. ${escapeRegExp("After that you are on Free: 1M tokens a month with a 150K daily limit, in place of Pro's 11M tokens a month. Top-up tokens you bought stay yours.")}$`,
      ),
    )
    expect(await storedSubscription('pro@demo.superbullet.ai')).toMatchObject({
      cancellationRequested: true,
    })
    await expect(statusOf(page)).toContainText(new RegExp(`Cancels on ${LONG_DATE}`))
    await expect(statusOf(page)).toContainText('Reactivate before then to keep your plan.')
    const ends = region(page, 'Access Ends')
    await expect(ends.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)
    await expect(ends.getByRole('button', { name: 'Reactivate' })).toBeEnabled()
    expect(await control.requestCount(CANCEL)).toBe(1)

    // Undo: Reactivate says so and reloads billing; the subscription is Active with its Cancel button.
    await ends.getByRole('button', { name: 'Reactivate' }).click()
    await expect(page.getByText('Your subscription is active again.')).toBeVisible()
    await expect(statusOf(page)).toContainText('Active')
    await expect(
      region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeEnabled()
    expect(await storedSubscription('pro@demo.superbullet.ai')).toMatchObject({
      cancellationRequested: false,
      subscriptionStatus: 'active',
    })
  })

  test('pro@ declines the confirmation and nothing is sent', async ({ page }) => {
    await signIn(page, 'pro')
    await openBilling(page)
    page.once('dialog', (dialog) => void dialog.dismiss())
    await region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }).click()
    await expect(
      region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeEnabled()
    await expect(statusOf(page)).toContainText('Active')
    expect(await control.requestCount(CANCEL)).toBe(0)
  })

  for (const [account, label, description] of [
    ['cancelled', 'Cancelled', `Access ends on ${LONG_DATE}`],
    ['cancelling', `Cancels on ${LONG_DATE}`, 'Reactivate before then to keep your plan.'],
    ['paused', 'Paused', `Resumes on ${LONG_DATE}`],
  ] as const) {
    test(`${account}@ sees its status badge and description`, async ({ page }) => {
      await signIn(page, account)
      await openBilling(page)
      await expect(statusOf(page)).toContainText(new RegExp(label))
      await expect(statusOf(page).getByText(new RegExp(`^${description}$`))).toBeVisible()
      if (account === 'paused') {
        await expect(
          region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }),
        ).toBeEnabled()
      } else {
        // Access has not ended yet: Reactivate is offered.
        await expect(
          region(page, 'Access Ends').getByRole('button', { name: 'Reactivate' }),
        ).toBeVisible()
        await expect(
          region(page, 'Access Ends').getByRole('link', { name: /Manage in payment portal/ }),
        ).toHaveAttribute('target', '_blank')
      }
    })
  }

  test('expired@ (access ended) sees Ended on its date with a Get Pro link to /pricing, and no Reactivate', async ({
    page,
  }) => {
    await signIn(page, 'expired')
    await openBilling(page)
    await expect(statusOf(page)).toContainText(new RegExp(`^Ended on ${LONG_DATE}`))
    await expect(statusOf(page).getByText('Get Pro to use premium features again.')).toBeVisible()
    const ended = region(page, 'Access Ended')
    await expect(ended).toContainText('Your premium access has ended.')
    await expect(ended.getByRole('button', { name: 'Reactivate' })).toHaveCount(0)
    await expect(ended.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)
    await expect(region(page, 'Access Ends')).toHaveCount(0)
    await expect(ended.getByRole('link', { name: /Manage in payment portal/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await ended.getByRole('link', { name: 'Get Pro', exact: true }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    expect(await control.requestCount('/api/subscription/:subscriptionId/reactivate')).toBe(0)
  })

  test('free@ sees the Free plan, no badge and a disabled Cancel Subscription', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openBilling(page)
    await expect(region(page, 'Current Plan')).toContainText('Free')
    await expect(statusOf(page)).toHaveCount(0)
    await expect(
      region(page, 'Next Payment').getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeDisabled()
    await expect(region(page, 'Recent Invoices')).toContainText('No invoices yet')
  })

  test("Settings states the month's worst case next to the spending limit, as it is typed", async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await page.getByRole('switch', { name: 'Enable usage-based pricing' }).check({ force: true })
    const limit = page.getByLabel('Monthly Spending Limit (USD)')
    await limit.fill('250')
    await expect(
      page.getByText('At most $250 of usage this month, on top of your plan.'),
    ).toBeVisible()
    await limit.fill('1200')
    await expect(
      page.getByText('At most $1,200 of usage this month, on top of your plan.'),
    ).toBeVisible()
  })

  test('the tabs follow the URL and the back and forward buttons', async ({ page }) => {
    await signIn(page, 'pro')
    await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true')
    await tab(page, 'Usage').click()
    await expect(page).toHaveURL(/\/dashboard\/usage$/)
    await expect(page.getByText('Coming Soon')).toBeVisible()
    await openBilling(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/dashboard\/usage$/)
    await expect(tab(page, 'Usage')).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(tab(page, 'Usage')).toHaveAttribute('aria-selected', 'true')
    // A fresh load of a tab URL opens that tab.
    await page.goto('/dashboard/billing')
    await expect(tab(page, 'Billing & Invoices')).toHaveAttribute('aria-selected', 'true')
    await expect(region(page, 'Current Plan')).toBeVisible()
  })

  test('a billing failure shows the error toast and a retry', async ({ page }) => {
    await signIn(page, 'pro')
    await control.fault({
      method: 'GET',
      path: '/api/user/:userId/billing',
      kind: 'status',
      status: 500,
      count: 1,
    })
    await tab(page, 'Billing & Invoices').click()
    const row = page.getByRole('main').getByRole('alert')
    await expect(row).toContainText(BILLING_LOAD_FAILED)
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(BILLING_LOAD_FAILED),
    ).toBeVisible()
    await row.getByRole('button', { name: 'Try again' }).click()
    await expect(statusOf(page)).toContainText('Active')
  })

  test('an anonymous visitor is asked to sign in', async ({ page }) => {
    await page.goto('/dashboard/billing')
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('tablist')).toHaveCount(0)
  })

  test('has no axe violations on any tab', async ({ page }) => {
    await signIn(page, 'pro')
    for (const name of ['Settings', 'Usage', 'Billing & Invoices']) {
      await tab(page, name).click()
      if (name === 'Billing & Invoices')
        await expect(page.getByTestId('invoice-row').first()).toBeVisible()
      if (name === 'Settings')
        await page
          .getByRole('switch', { name: 'Enable usage-based pricing' })
          .check({ force: true })
      const results = await new AxeBuilder({ page }).include('main').analyze()
      expect(
        results.violations.map(
          (v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    }
  })
})
