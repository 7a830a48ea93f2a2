import type { Page } from '@playwright/test'
import { BILLING_LOAD_FAILED, SESSION_EXPIRED } from '../../src/domain/error-messages'
import { CONTRACT, control, expect, signIn, test } from './fixtures'

// These tests send refused tokens on purpose; the fixture's zero-refusals check does not apply.
test.use({ tokenRefusalsExpected: true })

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Ways a token can go bad between the browser and the backend. */
const tampered = {
  // The claims of a token that ran out an hour ago.
  expired: (token: string) => {
    const [header, payload] = token.split('.')
    return `${header}.${encode({ ...decode(payload!), exp: Math.floor(Date.now() / 1000) - 3600 })}.`
  },
  // Someone else's token made up: a signature the Auth emulator never issues.
  forged: (token: string) => {
    const [, payload] = token.split('.')
    return `${encode({ alg: 'RS256', kid: 'forged' })}.${payload}.Zm9yZ2Vk`
  },
}

/** Rewrites the Authorization header of every call of the user's billing routes. */
async function tamperBillingCalls(page: Page, tamper: (token: string) => string) {
  await page.route(`${CONTRACT}/api/user/**`, async (route) => {
    const headers = route.request().headers()
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1]
    await route.continue({
      headers: token ? { ...headers, authorization: `Bearer ${tamper(token)}` } : headers,
    })
  })
}

for (const [kind, tamper] of Object.entries(tampered)) {
  test(`${kind === 'expired' ? 'an' : 'a'} ${kind} token: the session-expired message in the sign-in dialog, the page left usable, and a valid token loads billing again`, async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await tamperBillingCalls(page, tamper)
    await page.getByRole('tab', { name: 'Billing & Invoices' }).click()

    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(SESSION_EXPIRED)
    expect(await control.unauthorizedCalls()).toBeGreaterThan(0)
    await page.screenshot({ path: `reports/tmp/session-expired-${kind}.png` })

    // Nothing left spinning behind the dialog: the billing view shows its failure with a way back.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('alert').filter({ hasText: BILLING_LOAD_FAILED })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading billing information...' }),
    ).toHaveCount(0)

    await page.unroute(`${CONTRACT}/api/user/**`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible()
  })
}
