import type { Page, Request } from '@playwright/test'
import { blockNewTabs, CONTRACT, control, expect, signIn, test } from './fixtures'

/** The purchase's life in the browser: abandoned checkouts leave nothing behind, confirmation never moves the buyer. */

const STORAGE_KEY = 'superbullet.purchase'
const WAITING = /is waiting for confirmation|Checkout already open/
const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Secure checkout"]')
const accountReads = () =>
  Promise.all([
    control.requestCount('/api/user/:userId/billing'),
    control.requestCount('/api/user/:userId/invoices'),
  ])

async function openPricing(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
}

/** Get Pro, tick the acknowledgement, Proceed. */
async function buyPro(page: Page) {
  await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  await upgrade.getByRole('button', { name: 'Proceed' }).click()
  await expect(upgrade).toBeHidden()
}

/** free@ pays for Pro in the embedded checkout while the backend holds the activation `ms`: the
 *  success page is confirming. */
async function payWhileActivationWaits(page: Page, ms: number) {
  await control.activation(ms)
  await signIn(page, 'free')
  await openPricing(page)
  await buyPro(page)
  await checkoutFrame(page).getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/checkout-success/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment...')
}

const storedPurchase = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)

test.describe('the life of a purchase', () => {
  test('closing the embedded checkout without paying ends it: no notice, no account reads, and Get Pro opens a new checkout', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    await page.getByRole('button', { name: 'Close checkout' }).click()
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    // Within 2 s: nothing says the purchase waits, and nothing names it in storage.
    await page.waitForTimeout(2000)
    await expect(page.getByText(WAITING)).toHaveCount(0)
    expect(await storedPurchase(page)).toBeNull()

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click()
    await expect(page).toHaveURL(/\/faq$/)
    const before = await accountReads()
    await page.waitForTimeout(10_000)
    expect(await accountReads()).toEqual(before)
    await expect(page.getByText(WAITING)).toHaveCount(0)

    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Checkout already open' })).toHaveCount(0)
    expect(await control.checkouts()).toHaveLength(2)
  })

  test("the browser's Back while the embedded checkout is open closes it as Close does and keeps /pricing; the next Back leaves", async ({
    page,
  }) => {
    await signIn(page, 'free')
    const before = page.url()
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()

    await page.goBack()
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
    expect(await storedPurchase(page)).toBeNull()

    await page.goBack()
    await expect(page).toHaveURL(before)
    await page.goForward()
    await expect(page).toHaveURL(/\/pricing$/)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    expect(await control.checkouts()).toHaveLength(2)
  })

  test("the browser's Back while Pop-up Blocked is open closes it and keeps /pricing", async ({
    page,
  }) => {
    await blockNewTabs(page)
    await signIn(page, 'free')
    await openPricing(page)
    await control.purchaseMode('hosted')
    await buyPro(page)
    await expect(page.getByRole('dialog', { name: 'Pop-up Blocked' })).toBeVisible()

    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Pop-up Blocked' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
  })

  test('a hosted checkout cancelled to /checkout-cancelled ends it: no waiting notice there or on later pages', async ({
    page,
    context,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await control.purchaseMode('hosted')
    const tabPromise = context.waitForEvent('page')
    await buyPro(page)
    const tab = await tabPromise
    await expect(tab).toHaveURL(new RegExp(`^${CONTRACT}/sandbox/hosted/`))
    await tab.getByRole('button', { name: 'Cancel' }).click()
    await expect(tab).toHaveURL(/\/checkout-cancelled$/)
    await expect(tab.getByRole('heading', { level: 1, name: 'Purchase Cancelled' })).toBeVisible()
    await expect.poll(() => storedPurchase(tab)).toBeNull()
    await expect(tab.getByText(WAITING)).toHaveCount(0)
    await tab.getByRole('link', { name: 'Back to Pricing' }).first().click()
    await expect(tab.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
    await page.bringToFront()
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).first().click()
    await page.waitForTimeout(2000)
    await expect(tab.getByText(WAITING)).toHaveCount(0)
    await expect(page.getByText(WAITING)).toHaveCount(0)
    await tab.close()
  })

  test('paid, then off to /pricing at once with activation delayed 4 s: a toast says the plan is active and the address stays /pricing', async ({
    page,
  }) => {
    await payWhileActivationWaits(page, 4_000)
    await openPricing(page)
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Your Pro plan is active.')
    await expect(toast).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    )
    await page.waitForTimeout(1000)
    await expect(page).toHaveURL(/\/pricing$/)
    expect(await storedPurchase(page)).toBeNull()
  })

  test('paid, activation delayed, reloaded onto /pricing: every account call carries the ID token from the first one on, and the toast comes', async ({
    page,
  }) => {
    await payWhileActivationWaits(page, 8_000)
    // From the new document's first request on: the restored purchase checks before the identity
    // provider has answered, and that first check must wait for the token, not go out bare.
    const calls: Promise<string>[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (!pathname.startsWith('/api/user/')) return
      calls.push(
        request
          .allHeaders()
          .then(({ authorization }) => `${request.method()} ${pathname}: ${authorization ?? '-'}`),
      )
    })
    await page.goto('/pricing')
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Your Pro plan is active.')
    await expect(toast).toBeVisible({ timeout: 20_000 })
    const seen = await Promise.all(calls)
    expect(seen.length, 'account calls after the reload').toBeGreaterThan(0)
    expect(seen.filter((call) => !/: Bearer \S+$/.test(call))).toEqual([])
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('signing out leaves no stored purchase naming the buyer', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    const stored = await storedPurchase(page)
    expect(stored).toContain('demo-free')
    await page.reload()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'free@demo.superbullet.ai' }),
    ).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'free@demo.superbullet.ai' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dashboard' })).toBeVisible()
    const entries = await page.evaluate(() =>
      Object.entries(localStorage).map(([k, v]) => `${k}=${v}`),
    )
    expect(entries.filter((e) => e.includes('demo-free'))).toEqual([])
  })

  test('signing out in another tab closes the checkout open in this one: nothing of the buyer stays on screen', async ({
    page,
    context,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()

    const tab = await context.newPage()
    await tab.goto('/dashboard')
    await tab.getByRole('banner').getByRole('button', { name: 'free@demo.superbullet.ai' }).click()
    await tab.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(tab.getByRole('banner').getByRole('button', { name: 'Dashboard' })).toBeVisible()

    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
  })

  test('a first request that fails (503) and a second press send the same Idempotency-Key, and one checkout opens', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    const keys: (string | null)[] = []
    page.on(
      'request',
      (r: Request) =>
        void (
          r.url().endsWith('/api/purchase') &&
          r.method() === 'POST' &&
          keys.push(r.headers()['idempotency-key'] ?? null)
        ),
    )
    await control.fault({ method: 'POST', path: '/api/purchase', kind: 'status', status: 503 })
    await buyPro(page)
    await expect(page.getByText('Checkout Error')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(await control.requestCount('/api/purchase')).toBe(2)
    expect(await control.checkouts()).toHaveLength(1)
  })
})
