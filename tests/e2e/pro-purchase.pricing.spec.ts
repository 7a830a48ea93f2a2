/**
 * What Get Pro answers when no checkout opens (a newcomer, an active subscription, a signed-out
 * visitor, a backend failure), and the /pricing page itself: its head, axe, and 360 px.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { control, expect, signIn, test } from './fixtures'
import { buyPro, openPricing } from './pro-purchase.helpers'

test.describe('Pro purchase', () => {
  test("newcomer@ (no account in the product's database) gets 'Account Required'", async ({
    page,
  }) => {
    await signIn(page, 'newcomer')
    await openPricing(page)
    await buyPro(page)
    const dialog = page.getByRole('alertdialog', { name: 'Account Required' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      'User not found in database. Please install the SuperbulletAI application and create an account first before purchasing.',
    )
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await dialog.getByRole('link', { name: 'Download App' }).click()
    await expect(page).toHaveURL(/\/downloads$/)
  })

  test('pro@ gets the already-active dialog and no purchase request is made', async ({ page }) => {
    await signIn(page, 'pro')
    await openPricing(page)
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    await expect(
      page.getByRole('dialog', { name: 'Already Have an Active Subscription' }),
    ).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toHaveCount(0)
    expect(await control.requestCount('/api/purchase')).toBe(0)
  })

  test("pro@ whose billing read fails: the backend's 409 subscription_active shows the already-active dialog, not a Checkout Error", async ({
    page,
  }) => {
    await signIn(page, 'pro')
    // The site's own guard sees nothing: every billing read fails (the sign-in's prefetch on the
    // new page and the press's own read), so only the backend stops the second subscription.
    await control.fault({
      method: 'GET',
      path: '/api/user/demo-pro-0002/billing',
      kind: 'status',
      status: 500,
      count: 10,
    })
    await page.goto('/pricing')
    await buyPro(page)
    await expect(
      page.getByRole('dialog', { name: 'Already Have an Active Subscription' }),
    ).toBeVisible()
    expect(await control.requestCount('/api/purchase')).toBe(1)
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0)
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    expect(await control.checkouts()).toEqual([])
  })

  test('a signed-out visitor gets the sign-in prompt, which opens the sign-in dialog', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    const prompt = page.getByRole('dialog', { name: 'Sign In Required' })
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Sign In Required' })).toHaveCount(0)
  })

  test('a backend 500 shows the Checkout Error toast and re-enables the button', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await control.fault({ method: 'POST', path: '/api/purchase', kind: 'status', status: 500 })
    await buyPro(page)
    const toast = page.locator('[data-scope="toast"][data-part="root"]')
    await expect(toast).toContainText('Checkout Error')
    await expect(toast).toContainText('Backend error: 500')
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
    await expect(page.getByRole('alertdialog', { name: 'Processing Payment' })).toHaveCount(0)
  })
})

test.describe('/pricing page', () => {
  const axe = async (page: Page) => {
    const result = await new AxeBuilder({ page }).analyze()
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  }

  test('has a title and description, and passes axe with and without its dialogs open', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan')
    await expect(page).toHaveTitle('Pricing | SuperbulletAI')
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /.{40,}/,
    )
    expect(await axe(page)).toEqual([])
    await page.getByRole('button', { name: 'Contact Sales' }).click()
    await expect(page.getByRole('dialog', { name: 'Enterprise Sales' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await signIn(page, 'free')
    await openPricing(page)
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('fits 360 px without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => e.outerHTML.slice(0, 120)),
    )
    expect(wide).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
