import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { control, expect, signIn, test } from './fixtures'

const PURCHASE = '/api/purchase'
const BILLING = '/api/user/:userId/billing'

const buyButton = (page: Page, tokens: string) =>
  page.getByRole('article', { name: `${tokens} Tokens` }).getByRole('button')
const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Secure checkout"]')

/** Signed in (on /dashboard), the footer link navigates in the app: no reload, no second auth start-up. */
async function openStore(page: Page) {
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Token Top-ups' })
  if (page.url().startsWith('http')) await footerLink.click()
  else await page.goto('/token-topups')
  await expect(page).toHaveURL(/\/token-topups$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Token Top-ups' })).toBeVisible()
}

test.describe('token top-up store', () => {
  test('pro@ buys the $40 package through the embedded sandbox: Confirming, then the success page once its paid invoice shows', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await openStore(page)
    await buyButton(page, '20M').click()
    // An active subscriber gets no upgrade tip.
    const frame = checkoutFrame(page)
    await expect(frame.getByRole('heading', { name: 'Complete your purchase' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Get more with Pro' })).toHaveCount(0)
    await frame.getByRole('button', { name: 'Pay $40' }).click()
    await expect(page).toHaveURL(/\/checkout-success\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('amount')).toBe('40')
    expect(url.searchParams.get('currency')).toBe('USD')
    expect(url.searchParams.get('plan')).toBe('20M Token Top-up')
    // The contract server's default: the paid invoice shows 2 s after Pay.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment...')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 15_000,
    })
    await expect(page.locator('dl')).toContainText('20M Token Top-up')
    await expect(page.locator('dl')).toContainText('$40')
    expect(await control.requestCount(PURCHASE)).toBe(1)
  })

  test('free@ sees the upgrade tip, whose Proceed names the charge with cents, and can proceed to the checkout', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openStore(page)
    await buyButton(page, '20M').click()
    const tip = page.getByRole('dialog', { name: 'Get more with Pro' })
    await expect(tip).toBeVisible()
    await expect(tip).toContainText('for $20.00 a month Pro gives you')
    await expect(tip.getByRole('button', { name: 'Buy Pro Plan' })).toBeVisible()
    expect(await control.requestCount(PURCHASE)).toBe(0)
    await tip.getByRole('button', { name: 'Proceed: $40.00', exact: true }).click()
    const frame = checkoutFrame(page)
    await expect(frame.getByRole('button', { name: 'Pay $40' })).toBeVisible()
    expect(await control.requestCount(PURCHASE)).toBe(1)
    // Closing the sandbox without paying returns the store to idle with the buttons enabled.
    await frame.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await expect(buyButton(page, '20M')).toHaveText('Buy 20M Tokens: $40.00')
    await expect(buyButton(page, '20M')).toBeEnabled()
  })

  test("free@'s 'Buy Pro Plan' goes to /pricing", async ({ page }) => {
    await signIn(page, 'free')
    await openStore(page)
    await buyButton(page, '10M').click()
    await page
      .getByRole('dialog', { name: 'Get more with Pro' })
      .getByRole('button', { name: 'Buy Pro Plan' })
      .click()
    await expect(page).toHaveURL(/\/pricing$/)
    expect(await control.requestCount(PURCHASE)).toBe(0)
  })

  test('the $600 package shows Coming Soon (with its price in cents) and sends no purchase', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await openStore(page)
    await expect(buyButton(page, '300M')).toHaveText('Buy 300M Tokens: $600.00')
    await buyButton(page, '300M').click()
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
    await expect(dialog).toContainText(
      'This token package will be available soon. Please check back later.',
    )
    await expect(dialog).toContainText('Package: 300M Tokens ($600.00)')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    expect(await control.requestCount(PURCHASE)).toBe(0)
  })

  test('signed out, a Buy button opens the sign-in dialog', async ({ page }) => {
    await openStore(page)
    await buyButton(page, '20M').click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    expect(await control.requestCount(PURCHASE)).toBe(0)
  })

  test('a double click sends one purchase request; the slow call shows a dismissible Processing Payment dialog', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await control.fault({ method: 'POST', path: PURCHASE, kind: 'delay', delayMs: 1500 })
    await openStore(page)
    await buyButton(page, '20M').dblclick()
    await expect(buyButton(page, '20M')).toHaveText('Processing...')
    await expect(buyButton(page, '10M')).toBeDisabled()
    const processing = page.getByRole('dialog', { name: 'Processing Payment' })
    await expect(processing).toBeVisible()
    await processing.getByRole('button', { name: 'Hide' }).click()
    await expect(processing).toHaveCount(0)
    await expect(checkoutFrame(page).getByRole('button', { name: 'Pay $40' })).toBeVisible()
    expect(await control.requestCount(PURCHASE)).toBe(1)
  })

  test('newcomer@ (no account in the user database) gets Account Required', async ({ page }) => {
    await signIn(page, 'newcomer')
    await openStore(page)
    await buyButton(page, '20M').click()
    await page
      .getByRole('dialog', { name: 'Get more with Pro' })
      .getByRole('button', { name: 'Proceed: $40.00', exact: true })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Account Required' })
    await expect(dialog).toContainText('User not found in database.')
    await dialog.getByRole('link', { name: 'Download App' }).click()
    await expect(page).toHaveURL(/\/downloads$/)
  })

  test("a failed billing read is the 'Failed to load billing information' toast: no upgrade tip for a Pro buyer, nothing bought, Buy works again", async ({
    page,
  }) => {
    await signIn(page, 'pro')
    // Off the dashboard (it reads billing too), so that both failures go to the store.
    await page.goto('/')
    // The store reads billing when it opens and the press reuses a good answer, so both reads fail:
    // the one the page started (not kept) and the press's own.
    await control.fault({ method: 'GET', path: BILLING, kind: 'status', status: 500, count: 2 })
    const before = await control.requestCount(BILLING)
    await openStore(page)
    await expect
      .poll(() => control.requestCount(BILLING), { message: "the store's own billing read" })
      .toBe(before + 1)
    await buyButton(page, '20M').click()
    const toast = page.locator('[data-scope="toast"][data-part="root"]')
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Failed to load billing information')
    await expect(page.getByRole('dialog', { name: 'Get more with Pro' })).toHaveCount(0)
    await expect(buyButton(page, '20M')).toBeEnabled()
    expect(await control.requestCount(PURCHASE)).toBe(0)
    await buyButton(page, '20M').click()
    await expect(
      checkoutFrame(page).getByRole('heading', { name: 'Complete your purchase' }),
    ).toBeVisible()
    expect(await control.requestCount(PURCHASE)).toBe(1)
  })

  test('a backend failure shows the Checkout Error toast and re-enables the buttons', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await control.fault({
      method: 'POST',
      path: PURCHASE,
      kind: 'status',
      status: 500,
      body: { error: 'Payment provider is down' },
    })
    await openStore(page)
    await buyButton(page, '20M').click()
    const toast = page.locator('[data-scope="toast"][data-part="root"]')
    await expect(toast).toContainText('Checkout Error')
    await expect(toast).toContainText('Payment provider is down')
    await expect(buyButton(page, '20M')).toBeEnabled()
  })

  test('passes axe, has a title and description, and fits 360 px', async ({ page }) => {
    await openStore(page)
    await expect(page).toHaveTitle('Token Top-ups | SuperbulletAI')
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /.{40,}/,
    )
    const axe = await new AxeBuilder({ page }).analyze()
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
    await page.setViewportSize({ width: 360, height: 740 })
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => e.outerHTML.slice(0, 120)),
    )
    expect(wide).toEqual([])
  })
})
