/**
 * The fault suite: every backend call the pages make, under each kind of failure, through the
 * contract server's control endpoint. Each case checks the catalogue's message, that the page
 * stays usable (the action can be retried and then succeeds), and that nothing crashed.
 * Hostile inputs and URL/message attacks are here too. A summary is printed at the end.
 */
import type { Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  BILLING_LOAD_FAILED,
  CANCEL_FAILED,
  INVOICE_DOWNLOAD_FAILED,
  INVOICES_LOAD_FAILED,
  SESSION_EXPIRED,
  SPEND_LOAD_FAILED,
  UNABLE_TO_OPEN_CHECKOUT,
} from '../../src/domain/error-messages'
import { CONTRACT, control, expect, signIn, test } from './fixtures'

type Fault = Parameters<typeof control.fault>[0]
type FaultKind = { name: string; fault: Omit<Fault, 'method' | 'path'> }

const FAULT_KINDS: FaultKind[] = [
  { name: '500', fault: { kind: 'status', status: 500 } },
  // A 401 shows the session-expired sign-in dialog in place of the call's own message.
  { name: '401 (session expired)', fault: { kind: 'status', status: 401 } },
  // One drop: in test mode the contract server keeps no connection alive, so the browser cannot re-send it unseen.
  { name: 'network drop', fault: { kind: 'network' } },
  // The stack's client times out after 4 s (VITE_API_TIMEOUT_MS).
  { name: 'timeout', fault: { kind: 'delay', delayMs: 5500 } },
  { name: 'malformed JSON', fault: { kind: 'malformed' } },
  // JSON of the wrong types for every call's schema.
  {
    name: 'wrong shape',
    fault: {
      kind: 'status',
      status: 200,
      body: {
        subscriptionId: 42,
        isCancelled: 'no',
        invoices: 'none',
        success: 'maybe',
        totalMonthlySpent: 'lots',
        provider: 7,
      },
    },
  },
]

const summary = { inputs: 0, faults: 0, crashes: 0, duplicateRequests: 0 }

async function inject(method: string, path: string, kind: FaultKind) {
  await control.fault({ method, path, count: 1, ...kind.fault })
  summary.faults++
}

const region = (page: Page, name: string) => page.getByRole('region', { name })
const errorToast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text)

/**
 * What the visitor is told. A 401 on a signed-in call means the session ended: the
 * sign-in dialog opens with 'Your session has expired. Please sign in again.' in place of the
 * call's own message; closing it leaves the page usable. Every other fault shows its message.
 */
async function failureShown(page: Page, kind: FaultKind, message: () => Promise<void>) {
  if (kind.fault.kind !== 'status' || kind.fault.status !== 401) return message()
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signInDialog).toContainText(SESSION_EXPIRED, { timeout: 15_000 })
  await signInDialog.getByRole('button', { name: 'Close' }).click()
  await expect(signInDialog).toBeHidden()
}

/** After the failure showed: no error boundary, the shell still there, no fault left over. */
async function expectNoCrash(page: Page) {
  const crashed = await page.getByText('Something went wrong').count()
  if (crashed) summary.crashes++
  expect(crashed, 'no error boundary').toBe(0)
  await expect(page.locator('header').first()).toBeVisible()
  await control.clearFaults()
}

async function checkoutErrorShown(page: Page, kind: FaultKind) {
  const toast = page.getByRole('region', { name: 'Notifications (F8)' })
  await expect(toast.getByText('Checkout Error')).toBeVisible({ timeout: 15_000 })
  if (kind.fault.kind !== 'status' || kind.fault.status === 200)
    await expect(toast).toContainText(UNABLE_TO_OPEN_CHECKOUT)
  else await expect(toast).toContainText(`Backend error: ${kind.fault.status}`)
}

async function openBilling(page: Page) {
  await page.getByRole('tab', { name: 'Billing & Invoices' }).click()
  await expect(page).toHaveURL(/\/dashboard\/billing$/)
}

test.describe('fault suite', () => {
  test.describe.configure({ timeout: 60_000 })

  for (const kind of FAULT_KINDS) {
    test(`billing info under ${kind.name}: the toast, then Refresh recovers`, async ({ page }) => {
      await signIn(page, 'pro')
      await inject('GET', '/api/user/:userId/billing', kind)
      await openBilling(page)
      await failureShown(page, kind, () =>
        expect(errorToast(page, BILLING_LOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await page.getByRole('button', { name: 'Refresh billing information' }).click()
      await expect(region(page, 'Current Plan')).toContainText('Active')
    })

    test(`invoices under ${kind.name}: the message, then Try again recovers`, async ({ page }) => {
      await signIn(page, 'pro')
      await inject('GET', '/api/user/:userId/invoices', kind)
      await openBilling(page)
      await failureShown(page, kind, () =>
        expect(page.getByText(INVOICES_LOAD_FAILED).first()).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await region(page, 'Recent Invoices').getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByTestId('invoice-row').first()).toBeVisible()
    })

    test(`monthly spending under ${kind.name}: the message, then Refresh recovers`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      await expect(region(page, 'Monthly Spending')).toContainText('$')
      await inject('GET', '/api/user/:userId/monthly-spend', kind)
      await page.getByRole('button', { name: 'Refresh monthly spending' }).click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, SPEND_LOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(page.getByRole('button', { name: 'Refresh monthly spending' })).toBeEnabled()
    })

    test(`invoice download under ${kind.name}: 'Failed to download invoice', no tab`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      const row = page.getByTestId('invoice-row').first()
      await expect(row).toBeVisible()
      await inject('GET', '/api/invoice/:invoiceId/download', kind)
      let popups = 0
      page.on('popup', () => popups++)
      await row.getByRole('button', { name: /^Download/ }).click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, INVOICE_DOWNLOAD_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      expect(popups).toBe(0)
      await expectNoCrash(page)
      await expect(row.getByRole('button', { name: /^Download/ })).toBeEnabled()
    })

    test(`cancel under ${kind.name}: the failure message, the subscription untouched`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await openBilling(page)
      await inject('POST', '/api/subscription/:subscriptionId/cancel', kind)
      page.on('dialog', (d) => void d.accept())
      const cancel = region(page, 'Next Payment').getByRole('button', {
        name: 'Cancel Subscription',
      })
      await cancel.click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, CANCEL_FAILED)).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(cancel).toBeEnabled()
    })

    test(`reactivate under ${kind.name}: a failure message, the button usable again`, async ({
      page,
    }) => {
      await signIn(page, 'cancelling')
      await openBilling(page)
      await inject('POST', '/api/subscription/:subscriptionId/reactivate', kind)
      const reactivate = page.getByRole('button', { name: /^Reactivate/ })
      await reactivate.click()
      await failureShown(page, kind, () =>
        expect(errorToast(page, 'reactivate subscription')).toBeVisible({ timeout: 15_000 }),
      )
      await expectNoCrash(page)
      await expect(reactivate).toBeEnabled()
    })

    test(`top-up purchase under ${kind.name}: the Checkout Error toast, the button enabled`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await page.goto('/token-topups')
      await inject('POST', '/api/purchase', kind)
      const buy = page.getByRole('article', { name: '20M Tokens' }).getByRole('button')
      await buy.click()
      await failureShown(page, kind, () => checkoutErrorShown(page, kind))
      await expectNoCrash(page)
      await expect(buy).toBeEnabled()
      await expect(buy).toHaveText('Buy 20M Tokens: $40.00')
    })

    test(`Pro purchase under ${kind.name}: the Checkout Error toast, Get Pro enabled again`, async ({
      page,
    }) => {
      await signIn(page, 'free')
      await page.goto('/pricing')
      await inject('POST', '/api/purchase', kind)
      const getPro = page.getByRole('button', { name: 'Get Pro', exact: true })
      await getPro.click()
      const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
      await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
      await upgrade.getByRole('button', { name: 'Proceed' }).click()
      await failureShown(page, kind, () => checkoutErrorShown(page, kind))
      await expectNoCrash(page)
      await expect(getPro).toBeEnabled()
    })

    test(`checkout config under ${kind.name}: ignored, the widget opens with the default colour`, async ({
      page,
    }) => {
      await signIn(page, 'pro')
      await page.goto('/token-topups')
      await inject('GET', '/api/embedpay/config', kind)
      await page.getByRole('article', { name: '20M Tokens' }).getByRole('button').click()
      const frame = page.locator('iframe[src*="/sandbox/embedded/"]')
      await expect(frame).toBeVisible({ timeout: 15_000 })
      const src = decodeURIComponent((await frame.getAttribute('src')) ?? '')
      expect(src).toContain('#f59e0b')
      await expectNoCrash(page)
    })
  }

  // The confirmation after payment asks billing with backoff; a failed check is one more 'not yet'.
  for (const kind of FAULT_KINDS.filter((k) =>
    ['500', 'network drop', 'timeout', 'malformed JSON'].includes(k.name),
  )) {
    test(`confirmation polling under ${kind.name}: it keeps checking, then the success page; nothing stuck`, async ({
      page,
    }) => {
      const BILLING = '/api/user/:userId/billing'
      await control.activation(3000)
      await signIn(page, 'free')
      await page.goto('/pricing')
      await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
      const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
      await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
      await upgrade.getByRole('button', { name: 'Proceed' }).click()
      await page
        .frameLocator('iframe[title="Secure checkout"]')
        .getByRole('button', { name: /^Pay/ })
        .click()
      await expect(page).toHaveURL(/\/checkout-success\?/)
      await inject('GET', BILLING, kind)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText('Confirming your payment...')
      await expect(heading).toHaveText('Payment Successful!', { timeout: 30_000 })
      // The fault was met (none left) and checks went on after it.
      const pending = (await (await fetch(`${CONTRACT}/__control/faults`)).json()) as {
        faults: unknown[]
      }
      expect(pending.faults).toEqual([])
      expect(await control.requestCount(BILLING)).toBeGreaterThanOrEqual(3)
      await expectNoCrash(page)
    })
  }

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

  test.afterAll(() => {
    const lines = [
      '# Fault suite summary',
      '',
      `| inputs tried | faults injected | crashes | duplicate requests |`,
      `|---|---|---|---|`,
      `| ${summary.inputs} | ${summary.faults} | ${summary.crashes} | ${summary.duplicateRequests} |`,
    ]
    console.log(
      `\n[fault suite] inputs tried: ${summary.inputs}, faults injected: ${summary.faults}, crashes: ${summary.crashes}, duplicate requests: ${summary.duplicateRequests}`,
    )
    mkdirSync('reports', { recursive: true })
    writeFileSync('reports/faults.md', lines.join('\n') + '\n')
  })
})
