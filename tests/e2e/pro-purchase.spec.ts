/**
 * The Pro purchase through a checkout: the embedded and the hosted one, an activation that never
 * arrives, a reload or a second tab in the middle, double clicks and forged payment messages.
 * What Get Pro answers when no checkout opens, and /pricing itself: pro-purchase.pricing.spec.ts.
 */
import { CONTRACT, control, expect, signIn, test } from './fixtures'
import {
  buyPro,
  checkoutFrame,
  firstClaimAfterPay,
  openPricing,
  watchForSuccessClaims,
} from './pro-purchase.helpers'

test.describe('Pro purchase', () => {
  test('free@ buys Pro through the embedded sandbox with activation delayed 3 s: Confirming, then the success page, and Billing shows Pro', async ({
    page,
  }) => {
    await control.activation(3000)
    await signIn(page, 'free')
    await watchForSuccessClaims(page)
    await openPricing(page)
    await buyPro(page)
    const frame = checkoutFrame(page)
    const pay = frame.getByRole('button', { name: /^Pay/ })
    await expect(pay).toBeVisible()
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0, {
      timeout: 5000,
    })
    await pay.click()
    await expect(page).toHaveURL(/\/checkout-success\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('plan')).toBe('Pro')
    expect(url.searchParams.get('amount')).toBe('20')
    expect(url.searchParams.get('currency')).toBe('USD')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment...')
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 15_000,
    })
    // Not before the backend showed it: the first claim came after the activation (3 s after Pay).
    expect(await firstClaimAfterPay(page)).toBeGreaterThanOrEqual(2900)
    await expect(page.locator('dl')).toContainText('Pro')
    await expect(page.locator('dl')).toContainText('$20')

    await page.getByRole('link', { name: 'Go to Dashboard' }).click()
    await page.getByRole('tab', { name: 'Billing & Invoices' }).click()
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro$20/month')
    await expect(
      page.getByRole('region', { name: 'Current Plan' }).getByTestId('subscription-status'),
    ).toContainText('Active')

    await openPricing(page)
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    const active = page.getByRole('dialog', { name: 'Already Have an Active Subscription' })
    await expect(active).toBeVisible()
    await active.getByRole('link', { name: 'Buy Token Top-ups' }).click()
    await expect(page).toHaveURL(/\/token-topups$/)
    expect(await control.requestCount('/api/purchase')).toBe(1)
  })

  test('activation that never arrives: the pending message with the reference when the window ends, and no success claim at any point', async ({
    page,
  }) => {
    await control.activation('never')
    await signIn(page, 'free')
    await watchForSuccessClaims(page)
    await openPricing(page)
    await buyPro(page)
    await checkoutFrame(page).getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment...')
    const [checkout] = await control.checkouts()
    expect(checkout).toMatchObject({ status: 'completed' })
    // The stack's window is 12 s (VITE_CONFIRMATION_WINDOW_MS).
    await expect(page.getByTestId('activation-delayed')).toHaveText(
      `Your payment was received by the checkout provider, and activation is taking longer than usual. We will keep checking; if it has not appeared within a few minutes, write to support@superbullet.ai with reference ${checkout!.ident}.`,
      { timeout: 20_000 },
    )
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled()
    const checks = await control.requestCount('/api/user/:userId/billing')
    await page.getByRole('button', { name: 'Check again' }).click()
    await expect
      .poll(() => control.requestCount('/api/user/:userId/billing'))
      .toBeGreaterThan(checks)
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled()
    expect(await firstClaimAfterPay(page)).toBeNull()
  })

  test('a reload in the middle of the embedded checkout: nothing waits for a payment nobody reported, and Get Pro offers to resume the same checkout', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Pending purchase' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
    await upgrade.getByRole('button', { name: 'Proceed' }).click()
    const ask = page.getByRole('dialog', { name: 'Checkout already open' })
    await expect(ask.getByRole('button', { name: 'Resume checkout' })).toHaveText(
      'Resume checkout: $20.00',
    )
    await ask.getByRole('button', { name: 'Resume checkout' }).click()
    await checkoutFrame(page).getByRole('button', { name: /^Pay/ }).click()
    await expect(page).toHaveURL(/\/checkout-success/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 15_000,
    })
    await expect(page.locator('dl')).toContainText('Pro')
    expect(await control.checkouts()).toHaveLength(1)
  })

  test('two tabs pressing buy for the same item: one checkout is created (counted at the contract server)', async ({
    page,
    context,
  }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()

    // The second tab shares the browser's storage: it knows the first tab's checkout is pending.
    const second = await context.newPage()
    await second.goto('/pricing')
    await expect(
      second.getByRole('banner').getByRole('button', { name: 'free@demo.superbullet.ai' }),
    ).toBeVisible()
    await second.getByRole('button', { name: 'Get Pro', exact: true }).click()
    const upgrade = second.getByRole('dialog', { name: 'Upgrade to Pro' })
    await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
    await upgrade.getByRole('button', { name: 'Proceed' }).click()
    const ask = second.getByRole('dialog', { name: 'Checkout already open' })
    await expect(ask).toContainText('A checkout for Pro ($20.00) started at')
    await ask.getByRole('button', { name: 'Resume checkout' }).click()
    await expect(upgrade).toBeHidden()
    await expect(checkoutFrame(second).getByRole('button', { name: /^Pay/ })).toBeVisible()

    const checkouts = await control.checkouts()
    expect(checkouts).toHaveLength(1)
    // The second tab's frame shows the same checkout.
    expect(await second.locator('iframe[title="Secure checkout"]').getAttribute('src')).toContain(
      checkouts[0]!.ident,
    )
    expect(await control.requestCount('/api/purchase')).toBe(2)
    await second.close()
  })

  test('a double click sends one purchase request', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    // A slow backend: the Processing Payment dialog shows and every buy button stays disabled.
    await control.fault({ method: 'POST', path: '/api/purchase', kind: 'delay', delayMs: 1500 })
    await page.getByRole('button', { name: 'Get Pro', exact: true }).dblclick()
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    const consent = upgrade.getByRole('checkbox', { name: /^I understand that SuperbulletAI/ })
    // The double click's second click lands in the dialog its first one opened: never a consent.
    await expect(upgrade).toBeVisible()
    await expect(consent, 'the double click on Get Pro ticked the consent').not.toBeChecked()
    await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
    await expect(consent).toBeChecked()
    await upgrade.getByRole('button', { name: 'Proceed' }).dblclick()
    await expect(page.getByRole('alertdialog', { name: 'Processing Payment' })).toBeVisible()
    // The page behind the modal dialog: the Pro button reads 'Processing...' and is disabled.
    const processing = page.getByRole('button', { name: 'Processing...', includeHidden: true })
    await expect(processing).toBeDisabled()
    await expect(
      page.getByRole('button', { name: 'Start Free', includeHidden: true }),
    ).toBeDisabled()
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible({
      timeout: 10_000,
    })
    // The Processing Payment dialog clears 500 ms after the launch; the checkout stays open.
    await expect(page.getByRole('alertdialog', { name: 'Processing Payment' })).toHaveCount(0)
    await page.waitForTimeout(700)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    expect(await control.requestCount('/api/purchase')).toBe(1)
  })

  test('a payment message from another origin or another frame is ignored', async ({ page }) => {
    await signIn(page, 'free')
    await openPricing(page)
    await buyPro(page)
    await expect(checkoutFrame(page).getByRole('button', { name: /^Pay/ })).toBeVisible()
    const fake = {
      source: 'embedpay',
      event: 'payment:complete',
      data: { plan: 'Pro', amount: 20, currency: 'USD' },
    }
    // From the page itself (our own origin, not the checkout frame).
    await page.evaluate((message) => window.postMessage(message, '*'), fake)
    // From a frame on the checkout endpoint's origin that is not our checkout frame.
    const loaded = page.waitForEvent('framenavigated', (f) =>
      f.url().startsWith(`${CONTRACT}/health`),
    )
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = 'Intruder'
      document.body.append(frame)
    }, `${CONTRACT}/health`)
    const intruder = await loaded
    await intruder.waitForLoadState()
    await intruder.evaluate((message) => window.parent.postMessage(message, '*'), fake)
    await page.waitForTimeout(800)
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('iframe[title="Secure checkout"]')).toBeVisible()
    // The real frame still works: Close returns the page to idle with the buttons enabled.
    await checkoutFrame(page).getByRole('button', { name: 'Close' }).click()
    await expect(page.locator('iframe[title="Secure checkout"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
  })

  test('the hosted new-tab checkout with activation delayed 3 s: Confirming, then the success page', async ({
    page,
    context,
  }) => {
    await control.activation(3000)
    await signIn(page, 'free')
    await openPricing(page)
    await control.purchaseMode('hosted')
    const popupPromise = context.waitForEvent('page')
    await buyPro(page)
    const tab = await popupPromise
    await expect(tab).toHaveURL(new RegExp(`^${CONTRACT}/sandbox/hosted/`))
    await expect(page.getByRole('button', { name: 'Get Pro', exact: true })).toBeEnabled()
    await tab.getByRole('button', { name: /^Pay/ }).click()
    await expect(tab).toHaveURL(/localhost:4173\/checkout-success\?plan=Pro&amount=20&currency=USD/)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment...')
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 15_000,
    })
    await tab.getByRole('link', { name: 'Go to Dashboard' }).click()
    await tab.getByRole('tab', { name: 'Billing & Invoices' }).click()
    await expect(tab.getByRole('region', { name: 'Current Plan' })).toContainText('Pro$20/month')
    await tab.close()

    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    await expect(
      page.getByRole('dialog', { name: 'Already Have an Active Subscription' }),
    ).toBeVisible()
  })
})
