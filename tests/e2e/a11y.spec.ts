import type { Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'
import { blockNewTabs, control, expect, signIn, test } from './fixtures'
import { expectNoAxeViolations } from './support/axe'
import { loadSiteRoutes, publicPaths } from '../../scripts/quality/public-routes'

/**
 * Accessibility: axe-core, WCAG 2 A/AA, with zero violations on every public route
 * (signed out), on the dashboard tabs signed in, and on every dialog and popup while it is open;
 * plus keyboard-only walks through sign-in, the Pro purchase and the top-up purchase.
 */
const PUBLIC_ROUTES = [
  ...publicPaths(await loadSiteRoutes()),
  '/checkout-success?plan=Pro&amount=20&currency=USD',
]

/** The embedded checkout frame is the provider's page, not ours: axe leaves it out. */
const CHECKOUT_FRAME = 'iframe[title="Secure checkout"]'

/** The page has replaced the loading spinner and shows its main content. By element, not role: an
 *  open modal dialog hides the page from the accessibility tree, not from view. */
async function pageReady(page: Page) {
  await expect(page.locator('header:not(main header)')).toBeVisible()
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0)
}

/** Checks an open dialog (or popup) only, with its backdrop and the page behind it in place. */
async function expectDialogClean(page: Page, dialog: Locator, label: string) {
  await expect(dialog).toBeVisible()
  const id = await dialog.evaluate(
    (el) => (el.id ||= `axe-target-${Math.random().toString(36).slice(2)}`),
  )
  await expectNoAxeViolations(page, { include: `[id="${id}"]`, exclude: [CHECKOUT_FRAME], label })
}

const buyTopUp = (page: Page, tokens: string) =>
  page.getByRole('article', { name: `${tokens} Tokens` }).getByRole('button')
const getPro = (page: Page) => page.getByRole('button', { name: 'Get Pro', exact: true })

async function openPricing(page: Page) {
  await page.goto('/pricing')
  await pageReady(page)
}

async function proceedInUpgradeDialog(page: Page) {
  await getPro(page).click()
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  await upgrade.getByRole('button', { name: 'Proceed' }).click()
}

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

test.describe('keyboard only', () => {
  /** Presses Tab until the target has the focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 40) {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
      await page.keyboard.press('Tab')
    }
    throw new Error(`Tab never reached ${target}`)
  }

  /** The dialog is open and holds the focus. */
  async function expectFocusInside(dialog: Locator) {
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }

  test('sign-in with Tab, typing and Enter only', async ({ page }) => {
    const account = demoAccount('pro')
    await page.goto('/')
    await pageReady(page)
    // The first Tab stop is the skip link.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Dashboard' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog).toBeVisible()
    // Focus moved into the dialog, and Tab stays inside it.
    await expectFocusInside(dialog)
    await tabTo(page, dialog.getByLabel('Email'))
    await page.keyboard.type(account.email)
    await tabTo(page, dialog.getByLabel('Password'))
    await page.keyboard.type(DEMO_PASSWORD)
    await tabTo(page, dialog.getByRole('button', { name: 'Sign In', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('banner').getByRole('button', { name: account.email }),
    ).toBeVisible()
  })

  /** In the embedded checkout (the sandbox page in its frame): Tab to Pay, Enter, and land on the
   *  success page. */
  async function payInCheckoutByKeyboard(page: Page, pay: RegExp) {
    const widget = page.getByRole('dialog').filter({ has: page.locator(CHECKOUT_FRAME) })
    // The widget took the focus from the page behind it.
    await expectFocusInside(widget)
    await tabTo(page, page.frameLocator(CHECKOUT_FRAME).getByRole('button', { name: pay }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/checkout-success\?/)
    // Once the backend shows the purchase (the contract server activates it 2 s after Pay).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 15_000,
    })
  }

  test('the Pro purchase with Tab, Space and Enter only', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await tabTo(page, getPro(page), 80)
    await page.keyboard.press('Enter')
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    await expectFocusInside(upgrade)
    const proceed = upgrade.getByRole('button', { name: 'Proceed' })
    await expect(proceed).toBeDisabled()
    await tabTo(page, upgrade.getByRole('checkbox'))
    await page.keyboard.press('Space')
    await expect(upgrade.getByRole('checkbox')).toBeChecked()
    await tabTo(page, proceed)
    await page.keyboard.press('Enter')
    await expect(upgrade).toHaveCount(0)
    await payInCheckoutByKeyboard(page, /^Pay \$20/)
    expect(new URL(page.url()).searchParams.get('plan')).toBe('Pro')
    expect(await control.requestCount('/api/purchase')).toBe(1)
  })

  test('the top-up purchase with Tab and Enter only, through the upgrade tip', async ({ page }) => {
    await signIn(page, 'free')
    await page.goto('/token-topups')
    await pageReady(page)
    await tabTo(page, buyTopUp(page, '20M'), 80)
    await page.keyboard.press('Enter')
    const tip = page.getByRole('dialog', { name: 'Get more with Pro' })
    await expectFocusInside(tip)
    await tabTo(page, tip.getByRole('button', { name: 'Proceed' }))
    await page.keyboard.press('Enter')
    await expect(tip).toHaveCount(0)
    await payInCheckoutByKeyboard(page, /^Pay \$40/)
    expect(new URL(page.url()).searchParams.get('plan')).toBe('20M Token Top-up')
    expect(await control.requestCount('/api/purchase')).toBe(1)
  })

  test('Escape closes the sign-in dialog and gives the focus back to its trigger', async ({
    page,
  }) => {
    await page.goto('/')
    await pageReady(page)
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Dashboard' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })
})
