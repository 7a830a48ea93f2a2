/** The accessibility tests' page steps: a page ready, an open dialog checked, the buy buttons. */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { expectNoAxeViolations } from './support/axe'

/** The embedded checkout frame is the provider's page, not ours: axe leaves it out. */
export const CHECKOUT_FRAME = 'iframe[title="Secure checkout"]'

/** The page has replaced the loading spinner and shows its main content. By element, not role: an
 *  open modal dialog hides the page from the accessibility tree, not from view. */
export async function pageReady(page: Page) {
  await expect(page.locator('header:not(main header)')).toBeVisible()
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0)
}

/** Checks an open dialog (or popup) only, with its backdrop and the page behind it in place. */
export async function expectDialogClean(page: Page, dialog: Locator, label: string) {
  await expect(dialog).toBeVisible()
  const id = await dialog.evaluate(
    (el) => (el.id ||= `axe-target-${Math.random().toString(36).slice(2)}`),
  )
  await expectNoAxeViolations(page, { include: `[id="${id}"]`, exclude: [CHECKOUT_FRAME], label })
}

export const buyTopUp = (page: Page, tokens: string) =>
  page.getByRole('article', { name: `${tokens} Tokens` }).getByRole('button')
export const getPro = (page: Page) => page.getByRole('button', { name: 'Get Pro', exact: true })

export async function openPricing(page: Page) {
  await page.goto('/pricing')
  await pageReady(page)
}

export async function proceedInUpgradeDialog(page: Page) {
  await getPro(page).click()
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  await upgrade.getByRole('button', { name: 'Proceed' }).click()
}
