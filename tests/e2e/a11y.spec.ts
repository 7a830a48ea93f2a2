/**
 * Accessibility: axe-core, WCAG 2 A/AA, with zero violations on every public route
 * (signed out), on the dashboard tabs signed in, and on every dialog and popup while it is open;
 * the keyboard-only walks through sign-in, the Pro purchase and the top-up purchase are in
 * a11y.keyboard.spec.ts.
 */
import { loadSiteRoutes, publicPaths } from '../../scripts/quality/public-routes'
import { demoAccount } from '../../src/mocks/demo-accounts'
import {
  buyTopUp,
  CHECKOUT_FRAME,
  expectDialogClean,
  getPro,
  openPricing,
  pageReady,
  proceedInUpgradeDialog,
} from './a11y.helpers'
import { blockNewTabs, control, expect, signIn, test } from './fixtures'
import { expectNoAxeViolations } from './support/axe'

const PUBLIC_ROUTES = [
  ...publicPaths(await loadSiteRoutes()),
  '/checkout-success?plan=Pro&amount=20&currency=USD',
]

test.describe('axe: every public route, signed out', () => {
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route)
      await pageReady(page)
      // The dashboard asks a signed-out visitor to sign in: axe checks the page with that dialog open.
      if (route === '/dashboard')
        await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
      await expectNoAxeViolations(page, { label: `${route} (signed out)` })
    })
  }

  test('/ at 360 px with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/')
    await pageReady(page)
    await expectNoAxeViolations(page, { label: '/ at 360 px' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expectNoAxeViolations(page, { label: '/ at 360 px, mobile menu open' })
  })
})

test.describe('the loading spinner', () => {
  test("paints from a browser-rendered page's HTML before any JavaScript runs: centred, labelled, and clean for axe", async ({
    page,
  }) => {
    // No script of the site runs: what shows is the page's HTML and the stylesheet alone.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/dashboard')
    const status = page.getByRole('status')
    await expect(status).toHaveText('Loading...')
    await expect(status).toHaveCSS('position', 'fixed')
    await expect(status).toHaveCSS('justify-content', 'center')
    const box = (await page.locator('.boot-spinner').boundingBox())!
    expect(Math.abs(box.y + box.height / 2 - 390)).toBeLessThan(20)
    await expect(page.locator('.boot-spinner')).toHaveCSS('border-top-color', 'rgb(245, 158, 11)')
    await expectNoAxeViolations(page, { label: 'index.html spinner (no script ran)' })
  })
})

test.describe('axe: the dashboard tabs, signed in as pro@', () => {
  for (const [path, ready] of [
    ['/dashboard', 'Settings'],
    ['/dashboard/usage', 'Usage'],
    ['/dashboard/billing', 'Billing & Invoices'],
  ] as const) {
    test(path, async ({ page }) => {
      await signIn(page, 'pro')
      await page.goto(path)
      await pageReady(page)
      await expect(page.getByRole('tab', { name: ready, selected: true })).toBeVisible()
      // Let the tab's data load (its spinners go away) before checking.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, { label: `${path} (pro@)` })
    })
  }

  test('the user menu, open', async ({ page }) => {
    await signIn(page, 'pro')
    await page
      .getByRole('banner')
      .getByRole('button', { name: demoAccount('pro').email })
      .click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expectDialogClean(page, menu, 'user menu (pro@)')
  })
})

test.describe('axe: every dialog while it is open', () => {
  test('Sign In, from the header', async ({ page }) => {
    await page.goto('/')
    await pageReady(page)
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expectDialogClean(page, dialog, 'Sign In dialog')
    // With the error banner showing too.
    await dialog.getByLabel('Email').fill('free@demo.superbullet.ai')
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await expectDialogClean(page, dialog, 'Sign In dialog with its error')
  })

  test('Enterprise Sales, on /pricing', async ({ page }) => {
    await openPricing(page)
    await page.getByRole('button', { name: 'Contact Sales' }).click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Enterprise Sales' }),
      'Enterprise Sales dialog',
    )
  })

  test('Sign In Required, on /pricing signed out', async ({ page }) => {
    await openPricing(page)
    await getPro(page).click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Sign In Required' }),
      'Sign In Required dialog',
    )
  })

  test('Upgrade to Pro, for free@', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await getPro(page).click()
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    await expectDialogClean(page, dialog, 'Upgrade to Pro dialog')
    await dialog.getByText('I understand that SuperbulletAI is in Early Access').click()
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeEnabled()
    await expectDialogClean(page, dialog, 'Upgrade to Pro dialog, acknowledged')
  })

  test('the embedded checkout, for free@', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await proceedInUpgradeDialog(page)
    const frame = page.locator(CHECKOUT_FRAME)
    await expect(frame).toBeVisible({ timeout: 10_000 })
    await expectDialogClean(
      page,
      page.getByRole('dialog').filter({ has: frame }),
      'embedded checkout dialog',
    )
  })

  test('Pop-up Blocked, for free@ with the hosted checkout and pop-ups blocked', async ({
    page,
  }) => {
    await blockNewTabs(page)
    await signIn(page, 'free')
    await openPricing(page)
    await control.purchaseMode('hosted')
    await proceedInUpgradeDialog(page)
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Pop-up Blocked' }),
      'Pop-up Blocked dialog',
    )
  })

  test('Already Have an Active Subscription, for pro@', async ({ page }) => {
    await signIn(page, 'pro')
    await openPricing(page)
    await getPro(page).click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Already Have an Active Subscription' }),
      'Already Have an Active Subscription dialog',
    )
  })

  test('Account Required, for newcomer@', async ({ page }) => {
    await signIn(page, 'newcomer')
    await openPricing(page)
    await proceedInUpgradeDialog(page)
    await expectDialogClean(
      page,
      page.getByRole('alertdialog', { name: 'Account Required' }),
      'Account Required dialog',
    )
  })

  test('Get more with Pro, for free@ buying top-up tokens', async ({ page }) => {
    await signIn(page, 'free')
    await page.goto('/token-topups')
    await pageReady(page)
    await buyTopUp(page, '10M').click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Get more with Pro' }),
      'Get more with Pro dialog',
    )
  })

  test('Coming Soon, for pro@ and the largest package', async ({ page }) => {
    await signIn(page, 'pro')
    await page.goto('/token-topups')
    await pageReady(page)
    await buyTopUp(page, '300M').click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Coming Soon' }),
      'Coming Soon dialog',
    )
  })

  test('Processing Payment, for pro@ with a slow purchase call', async ({ page }) => {
    await signIn(page, 'pro')
    await control.fault({ method: 'POST', path: '/api/purchase', kind: 'delay', delayMs: 4000 })
    await page.goto('/token-topups')
    await pageReady(page)
    await buyTopUp(page, '20M').click()
    await expectDialogClean(
      page,
      page.getByRole('dialog', { name: 'Processing Payment' }),
      'Processing Payment dialog',
    )
  })
})
