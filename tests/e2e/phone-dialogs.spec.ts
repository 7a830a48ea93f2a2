import type { Locator, Page } from '@playwright/test'
import { blockNewTabs, control, expect, signIn, test } from './fixtures'

/**
 * On a phone, a dialog that leads to money keeps its primary action on the screen while its body
 * scrolls (the dialog recipe's sticky footer), and that action stands first, full width.
 * Each dialog is opened at the phone's size (the sign-in before it runs at the desktop size).
 */
const PHONES = [
  { name: 'iPhone 13 (390x664)', width: 390, height: 664 },
  { name: 'small Android (360x640)', width: 360, height: 640 },
]

/** The action is wholly inside the screen (no scrolling needed), first in its footer and as wide as it. */
async function expectPrimaryInView(page: Page, dialog: Locator, primary: Locator) {
  await expect(primary).toBeVisible()
  const screen = page.viewportSize()!
  const box = (await primary.boundingBox())!
  expect(box.y, 'top inside the screen').toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, 'bottom inside the screen').toBeLessThanOrEqual(screen.height)
  const footer = primary.locator('xpath=..')
  const footerBox = (await footer.boundingBox())!
  const actions = await footer
    .locator(':scope > *')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
  expect(box.y, 'the primary action stands first').toBe(Math.min(...actions))
  // Full width: the footer's width less its padding (20 px each side on a phone).
  expect(box.width).toBeGreaterThanOrEqual(footerBox.width - 2 * 20 - 1)
  await expect(dialog).toBeVisible()
  // For a person to look at: test-results/<test>/dialog.png.
  await page.screenshot({ path: test.info().outputPath('dialog.png') })
}

async function getProAt(page: Page, phone: (typeof PHONES)[number]) {
  await page.goto('/pricing')
  await page.setViewportSize(phone)
  await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
}

async function tickAndFindProceed(page: Page) {
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  return { upgrade, proceed: upgrade.getByRole('button', { name: 'Proceed' }) }
}

for (const phone of PHONES) {
  test.describe(`money dialogs on a phone: ${phone.name}`, () => {
    test('Upgrade to Pro: Proceed in view once the acknowledgement is ticked', async ({ page }) => {
      await signIn(page, 'free')
      await getProAt(page, phone)
      const { upgrade, proceed } = await tickAndFindProceed(page)
      await expect(proceed).toBeEnabled()
      await expectPrimaryInView(page, upgrade, proceed)
    })

    test('Already Have an Active Subscription: its action in view', async ({ page }) => {
      await signIn(page, 'pro')
      await getProAt(page, phone)
      const dialog = page.getByRole('dialog', { name: 'Already Have an Active Subscription' })
      await expectPrimaryInView(
        page,
        dialog,
        dialog.getByRole('link', { name: 'Buy Token Top-ups' }),
      )
    })

    test('the top-up upgrade tip: Proceed in view', async ({ page }) => {
      await signIn(page, 'free')
      await page.goto('/token-topups')
      await page.setViewportSize(phone)
      await page.getByRole('article', { name: '20M Tokens' }).getByRole('button').click()
      const tip = page.getByRole('dialog', { name: 'Get more with Pro' })
      await expectPrimaryInView(page, tip, tip.getByRole('button', { name: 'Proceed' }))
    })

    test('Pop-up Blocked: Open checkout in view', async ({ page }) => {
      await blockNewTabs(page)
      await signIn(page, 'free')
      await control.purchaseMode('hosted')
      await getProAt(page, phone)
      const { proceed } = await tickAndFindProceed(page)
      await proceed.click()
      const blocked = page.getByRole('dialog', { name: 'Pop-up Blocked' })
      await expectPrimaryInView(page, blocked, blocked.getByRole('link', { name: 'Open checkout' }))
    })

    test('Checkout already open: Resume in view', async ({ page }) => {
      await signIn(page, 'free')
      await getProAt(page, phone)
      await (await tickAndFindProceed(page)).proceed.click()
      await expect(
        page.frameLocator('iframe[title="Secure checkout"]').getByRole('button', { name: /^Pay/ }),
      ).toBeVisible()
      await page.reload()
      await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
      await (await tickAndFindProceed(page)).proceed.click()
      const ask = page.getByRole('dialog', { name: 'Checkout already open' })
      await expectPrimaryInView(page, ask, ask.getByRole('button', { name: /Resume checkout/ }))
    })
  })
}
