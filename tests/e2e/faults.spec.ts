/**
 * The fault suite: every backend call the pages make, under each kind of failure, through the
 * contract server's control endpoint. Each case checks the catalogue's message, that the page
 * stays usable (the action can be retried and then succeeds), and that nothing crashed.
 * Hostile inputs and URL/message attacks: faults.hostile.spec.ts. A summary of both is printed
 * at the end.
 */
import {
  BILLING_LOAD_FAILED,
  CANCEL_FAILED,
  INVOICE_DOWNLOAD_FAILED,
  INVOICES_LOAD_FAILED,
  SPEND_LOAD_FAILED,
} from '../../src/domain/error-messages'
import {
  checkoutErrorShown,
  errorToast,
  expectNoCrash,
  failureShown,
  FAULT_KINDS,
  inject,
  openBilling,
  region,
  reportSummary,
} from './faults.helpers'
import { CONTRACT, control, expect, signIn, test } from './fixtures'

test.describe('fault suite', () => {
  test.describe.configure({ timeout: 60_000 })

  for (const kind of FAULT_KINDS) {
    test(`billing info under ${kind.name}: the toast, then Refresh recovers`, async ({ page }) => {
      await signIn(page, 'pro')
      await inject('GET', '/api/user/:userId/billing', kind)
      await openBilling(page)
      await failureShown(page, kind, () =>
        expect(errorToast(page, BILLING_LOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await page.getByRole('button', { name: 'Refresh billing information' }).click()
      await expect(region(page, 'Current Plan')).toContainText('Active')
    })

    test(`invoices under ${kind.name}: the message, then Try again recovers`, async ({ page }) => {
      await signIn(page, 'pro')
      await inject('GET', '/api/user/:userId/invoices', kind)
      await openBilling(page)
      await failureShown(page, kind, () =>
        expect(page.getByText(INVOICES_LOAD_FAILED).first()).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await region(page, 'Recent Invoices').getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByTestId('invoice-row').first()).toBeVisible()
    })

    test(`monthly spending under ${kind.name}: the message, then Refresh recovers`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      await expect(region(page, 'Monthly Spending')).toContainText('$')
      await inject('GET', '/api/user/:userId/monthly-spend', kind)
      await page.getByRole('button', { name: 'Refresh monthly spending' }).click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, SPEND_LOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(page.getByRole('button', { name: 'Refresh monthly spending' })).toBeEnabled()
    })

    test(`invoice download under ${kind.name}: 'Failed to download invoice', no tab`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      const row = page.getByTestId('invoice-row').first()
      await expect(row).toBeVisible()
      await inject('GET', '/api/invoice/:invoiceId/download', kind)
      let popups = 0
      page.on('popup', () => popups++)
      await row.getByRole('button', { name: /^Download/ }).click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, INVOICE_DOWNLOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      expect(popups).toBe(0)
      await expectNoCrash(page)
      await expect(row.getByRole('button', { name: /^Download/ })).toBeEnabled()
    })

    test(`cancel under ${kind.name}: the failure message, the subscription untouched`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      await inject('POST', '/api/subscription/:subscriptionId/cancel', kind)
      page.on('dialog', (d) => void d.accept())
      const cancel = region(page, 'Next Payment').getByRole('button', {
        name: 'Cancel Subscription',
      })
      await cancel.click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, CANCEL_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(cancel).toBeEnabled()
    })

    test(`reactivate under ${kind.name}: a failure message, the button usable again`, async ({
      page,
    }) => {
      await signIn(page, 'cancelling')
      await openBilling(page)
      await inject('POST', '/api/subscription/:subscriptionId/reactivate', kind)
      const reactivate = page.getByRole('button', { name: /^Reactivate/ })
      await reactivate.click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, 'reactivate subscription')).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(reactivate).toBeEnabled()
    })

    test(`top-up purchase under ${kind.name}: the Checkout Error toast, the button enabled`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await page.goto('/token-topups')
      await inject('POST', '/api/purchase', kind)
      const buy = page.getByRole('article', { name: '20M Tokens' }).getByRole('button')
      await buy.click()
      await failureShown(page, kind, () => checkoutErrorShown(page, kind))
      await expectNoCrash(page)
      await expect(buy).toBeEnabled()
      await expect(buy).toHaveText('Buy 20M Tokens: $40.00')
    })

    test(`Pro purchase under ${kind.name}: the Checkout Error toast, Get Pro enabled again`, async ({
      page,
    }) => {
      await signIn(page, 'free')
      await page.goto('/pricing')
      await inject('POST', '/api/purchase', kind)
      const getPro = page.getByRole('button', { name: 'Get Pro', exact: true })
      await getPro.click()
      const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
      await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
      await upgrade.getByRole('button', { name: 'Proceed' }).click()
      await failureShown(page, kind, () => checkoutErrorShown(page, kind))
      await expectNoCrash(page)
      await expect(getPro).toBeEnabled()
    })

    test(`checkout config under ${kind.name}: ignored, the widget opens with the default colour`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await page.goto('/token-topups')
      await inject('GET', '/api/embedpay/config', kind)
      await page.getByRole('article', { name: '20M Tokens' }).getByRole('button').click()
      const frame = page.locator('iframe[src*="/sandbox/embedded/"]')
      await expect(frame).toBeVisible({ timeout: 15_000 })
      const src = decodeURIComponent((await frame.getAttribute('src')) ?? '')
      expect(src).toContain('#f59e0b')
      await expectNoCrash(page)
    })
  }

  // The confirmation after payment asks billing with backoff; a failed check is one more 'not yet'.
  for (const kind of FAULT_KINDS.filter((k) =>
    ['500', 'network drop', 'timeout', 'malformed JSON'].includes(k.name),
  )) {
    test(`confirmation polling under ${kind.name}: it keeps checking, then the success page; nothing stuck`, async ({
      page,
    }) => {
      const BILLING = '/api/user/:userId/billing'
      await control.activation(3000)
      await signIn(page, 'free')
      await page.goto('/pricing')
      await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
      const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
      await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
      await upgrade.getByRole('button', { name: 'Proceed' }).click()
      await page
        .frameLocator('iframe[title="Secure checkout"]')
        .getByRole('button', { name: /^Pay/ })
        .click()
      await expect(page).toHaveURL(/\/checkout-success\?/)
      await inject('GET', BILLING, kind)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText('Confirming your payment...')
      await expect(heading).toHaveText('Payment Successful!', { timeout: 30_000 })
      // The fault was met (none left) and checks went on after it.
      const pending = (await (await fetch(`${CONTRACT}/__control/faults`)).json()) as {
        faults: unknown[]
      }
      expect(pending.faults).toEqual([])
      expect(await control.requestCount(BILLING)).toBeGreaterThanOrEqual(3)
      await expectNoCrash(page)
    })
  }

  test.afterAll(reportSummary)
})
