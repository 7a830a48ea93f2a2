/**
 * Accessibility, by keyboard only: sign-in, the Pro purchase and the top-up purchase with Tab,
 * Space, typing and Enter, and Escape giving the focus back (axe's checks: a11y.spec.ts).
 */
import type { Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'
import { buyTopUp, CHECKOUT_FRAME, getPro, openPricing, pageReady } from './a11y.helpers'
import { control, expect, signIn, test } from './fixtures'

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
