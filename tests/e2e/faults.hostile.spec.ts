/**
 * The fault suite's hostile inputs and URL/message attacks: rapid clicks, crafted success links
 * and spending limits, checkout and invoice URLs off the allowlist, a frame URL ident, and forged
 * payment messages. Nothing runs, opens or is sent twice. Its counts join faults.spec.ts's summary.
 */
import { INVOICE_DOWNLOAD_FAILED, UNABLE_TO_OPEN_CHECKOUT } from '../../src/domain/error-messages'
import { errorToast, openBilling, reportSummary, summary } from './faults.helpers'
import { CONTRACT, control, expect, signIn, test } from './fixtures'

test.describe('fault suite', () => {
  test.describe.configure({ timeout: 60_000 })

  test('20 rapid clicks on a buy button send one purchase request', async ({ page }) => {
    await signIn(page, 'pro')
    await page.goto('/token-topups')
    const buy = page.getByRole('article', { name: '20M Tokens' }).getByRole('button')
    await expect(buy).toBeEnabled()
    // All 20 clicks land in one task, before React can re-render the button as disabled.
    await buy.evaluate((el: HTMLButtonElement) => {
      for (let i = 0; i < 20; i++) el.click()
    })
    await expect(page.locator('iframe[src*="/sandbox/embedded/"]')).toBeVisible()
    const sent = await control.requestCount('/api/purchase')
    summary.duplicateRequests += Math.max(0, sent - 1)
    expect(sent).toBe(1)
  })

  test('hostile inputs on /checkout-success render as inert text', async ({ page }) => {
    const hostile: [string, string][] = [
      ['<script>window.__pwned=1</script>', '20'],
      ['<img src=x onerror="window.__pwned=1">', 'NaN'],
      ['x'.repeat(5_000), 'Infinity'],
      ['Pro', '-1'],
      ['Pro', '0x10'],
      ['Pro', '1e999'],
      ['javascript:alert(1)', '20'],
    ]
    for (const [plan, amount] of hostile) {
      for (const currency of ['USD', 'usd', 'US', '<b>', 'USDX', '$']) {
        summary.inputs++
        await page.goto(
          `/checkout-success?plan=${encodeURIComponent(plan)}&amount=${encodeURIComponent(amount)}&currency=${encodeURIComponent(currency)}`,
        )
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(
          await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
        ).toBeUndefined()
        const main = (await page.locator('main').textContent()) ?? ''
        expect(main).not.toMatch(/\$NaN|\$-|-\$|Infinity|\$16\b/)
        if (!/^[A-Z]{3}$/.test(currency))
          expect(main).not.toContain(currency === '$' ? 'xx$' : currency)
        expect(await page.locator('main img, main script').count()).toBe(0)
        // A crafted link claims nothing.
        expect(await page.getByText('Payment Successful!').count()).toBe(0)
      }
    }
  })

  test('hostile spending limits are rejected and Save stays disabled', async ({ page }) => {
    await signIn(page, 'pro')
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByRole('switch', { name: 'Enable usage-based pricing' }).check({ force: true })
    const limit = page.getByLabel(/Monthly Spending Limit/)
    const save = page.getByRole('button', { name: 'Save Settings' })
    for (const value of [
      '0',
      '-5',
      '10001',
      '1e5',
      '0x10',
      'NaN',
      'Infinity',
      '  ',
      '<script>alert(1)</script>',
      '12abc',
      '1'.repeat(400),
    ]) {
      summary.inputs++
      await limit.fill(value)
      await expect(save, `Save with limit ${JSON.stringify(value.slice(0, 20))}`).toBeDisabled()
    }
    await limit.fill('250')
    await expect(save).toBeEnabled()
  })

  test('a checkout_url off the allowlist, or with credentials, is refused: no tab opens', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await page.goto('/token-topups')
    let popups = 0
    page.on('popup', () => popups++)
    for (const url of [
      'https://evil.example/pay',
      'javascript:alert(1)',
      'http://user:pw@localhost:8787/sandbox/hosted/x',
      'data:text/html,hi',
    ]) {
      summary.inputs++
      await control.fault({
        method: 'POST',
        path: '/api/purchase',
        kind: 'status',
        status: 200,
        body: { provider: 'hosted', checkout_url: url },
      })
      summary.faults++
      const buy = page.getByRole('article', { name: '20M Tokens' }).getByRole('button')
      await buy.click()
      await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
        UNABLE_TO_OPEN_CHECKOUT,
      )
      await expect(buy).toBeEnabled()
    }
    expect(popups).toBe(0)
  })

  test('an ident that could change the frame URL is refused', async ({ page }) => {
    await signIn(page, 'pro')
    await page.goto('/token-topups')
    for (const ident of ['../../evil', 'a/b', 'x?y=1', 'x'.repeat(129), '']) {
      summary.inputs++
      await control.fault({
        method: 'POST',
        path: '/api/purchase',
        kind: 'status',
        status: 200,
        body: { provider: 'embedpay', ident },
      })
      summary.faults++
      await page.getByRole('article', { name: '20M Tokens' }).getByRole('button').click()
      await expect(
        page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Checkout Error'),
      ).toBeVisible()
      await expect(page.locator('iframe[src*="/sandbox/embedded/"]')).toHaveCount(0)
      await page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByRole('button', { name: 'Dismiss notification' })
        .click()
    }
  })

  test('an invoice download URL off the allowlist is refused', async ({ page }) => {
    await signIn(page, 'pro')
    await openBilling(page)
    let popups = 0
    page.on('popup', () => popups++)
    const row = page.getByTestId('invoice-row').first()
    for (const downloadUrl of [
      'javascript:alert(1)',
      'https://evil.example/i.pdf',
      `${CONTRACT.replace('http://', 'http://a:b@')}/sandbox/invoice/x.pdf`,
    ]) {
      summary.inputs++
      await control.fault({
        method: 'GET',
        path: '/api/invoice/:invoiceId/download',
        kind: 'status',
        status: 200,
        body: { success: true, downloadUrl },
      })
      summary.faults++
      await row.getByRole('button', { name: /^Download/ }).click()
      await expect(errorToast(page, INVOICE_DOWNLOAD_FAILED)).toBeVisible()
    }
    expect(popups).toBe(0)
  })

  test('a payment message from another origin or window is ignored', async ({ page }) => {
    await signIn(page, 'pro')
    await page.goto('/token-topups')
    await page.getByRole('article', { name: '20M Tokens' }).getByRole('button').click()
    await expect(page.locator('iframe[src*="/sandbox/embedded/"]')).toBeVisible()
    summary.inputs += 2
    // Right shape, but from our own window: wrong source and wrong origin.
    await page.evaluate(() => {
      window.postMessage(
        {
          source: 'embedpay',
          event: 'payment:complete',
          data: { plan: 'Forged', amount: 1, currency: 'USD' },
        },
        '*',
      )
      window.postMessage({ source: 'embedpay', event: 'close' }, '*')
    })
    await page.waitForTimeout(1000)
    await expect(page).toHaveURL(/\/token-topups$/)
    await expect(page.locator('iframe[src*="/sandbox/embedded/"]')).toBeVisible()
  })

  test.afterAll(reportSummary)
})
