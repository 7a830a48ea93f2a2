/** The Pro purchase tests' steps on /pricing and their watch on the success page's claims. */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Get Pro, tick the early-access acknowledgement, Proceed. */
export async function buyPro(page: Page) {
  await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await expect(upgrade).toBeVisible()
  // The amount is exact before money moves: the charge shows on the button that leads to the checkout.
  await expect(upgrade.getByRole('button', { name: 'Proceed' })).toHaveText(
    'Proceed: $20.00 / month',
  )
  await expect(upgrade).toContainText('Renews monthly at $20.00 until you cancel.')
  await expect(upgrade.getByRole('button', { name: 'Proceed' })).toBeDisabled()
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  await upgrade.getByRole('button', { name: 'Proceed' }).click()
  await expect(upgrade).toBeHidden()
}

export async function openPricing(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
}

export const checkoutFrame = (page: Page) => page.frameLocator('iframe[title="Secure checkout"]')

/** Records in the page when 'Payment Successful!' first shows, and when Pay was pressed (the page stays one document). */
export async function watchForSuccessClaims(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __claimAt?: number; __payAt?: number }
    new MutationObserver(() => {
      if (w.__claimAt === undefined && document.body.textContent?.includes('Payment Successful!'))
        w.__claimAt = performance.now()
      if (w.__payAt === undefined && location.pathname === '/checkout-success')
        w.__payAt = performance.now()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

/** Milliseconds from arriving on /checkout-success to the first success claim, or null when none was made. */
export const firstClaimAfterPay = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __claimAt?: number; __payAt?: number }
    return w.__claimAt === undefined ? null : w.__claimAt - (w.__payAt ?? 0)
  })
