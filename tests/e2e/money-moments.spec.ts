import type { Locator, Page } from '@playwright/test'
import { EARLY_PRESS_KEY } from '../../src/early-press'
import { control, expect, signIn, test } from './fixtures'

const BILLING = '/api/user/:userId/billing'
/** The embedded widget's sessions, loaded with the checkout host: Proceed's answer opens one at once. */
const WIDGET_CODE = '/assets/embedded-checkout-'

async function openPricing(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
}

/**
 * Opens `path` so that it never settles (an image it never receives holds its load event): only
 * the page's hydration can start its dialogs' code. Once `press` is enabled and before any press
 * or pointer over it, the code of each of `parts` was requested and `dialog` is in the page,
 * closed; the press then shows it.
 */
async function pressTheMomentReady(
  page: Page,
  {
    path,
    parts,
    press,
    dialog,
  }: { path: string; parts: string[]; press: Locator; dialog: Locator },
) {
  const requested: string[] = []
  page.on('request', (r) => {
    if (parts.some((part) => r.url().includes(part))) requested.push(r.url())
  })
  await page.route('**/held-load.gif', () => undefined)
  await page.addInitScript((held) => {
    if (location.pathname !== held) return
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img')
      image.hidden = true
      image.src = '/held-load.gif'
      document.body.append(image)
    })
  }, path)
  // Returns once the app is ready (the fixtures' appReady), not at a load event that never comes.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.readyState), 'the load event held').not.toBe('complete')
  await expect(press).toBeEnabled()
  await expect(dialog).toBeAttached()
  await expect(dialog).toBeHidden()
  for (const part of parts)
    expect(
      requested.some((url) => url.includes(part)),
      `${part} requested before the press`,
    ).toBe(true)
  await press.click()
  await expect(dialog).toBeVisible()
}

test.describe('the money moments', () => {
  test('Get Pro, pressed after /pricing settled, reuses the billing read the page started and shows Upgrade to Pro, already in the page, without waiting on the network', async ({
    page,
  }) => {
    await signIn(page, 'free')
    const before = await control.requestCount(BILLING)
    const dialogCode: string[] = []
    page.on('request', (r) => {
      if (/pricing-page-dialogs|checkout-host/.test(r.url())) dialogCode.push(r.url())
    })
    await openPricing(page)
    // The page read the buyer's billing as soon as it opened, and fetched the dialogs' code once hydrated.
    await expect.poll(() => control.requestCount(BILLING)).toBe(before + 1)
    await expect
      .poll(() => dialogCode.length, { message: 'the dialogs and the checkout host preloaded' })
      .toBeGreaterThanOrEqual(2)
    await page.waitForLoadState('networkidle')
    // Its dialogs mounted, closed, once their code arrived: the press shows one, it mounts none.
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro', includeHidden: true })
    await expect(upgrade).toBeAttached()
    await expect(upgrade).toBeHidden()
    // Another billing read would now outlast the dialog's wait: the dialog shows only if the press reuses the page's read.
    await control.fault({ method: 'GET', path: BILLING, kind: 'delay', delayMs: 30_000 })
    await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
    await expect(upgrade).toBeVisible({ timeout: 10_000 })
    expect(await control.requestCount(BILLING), 'no second billing read within 30 s').toBe(
      before + 1,
    )
    await control.clearFaults()
  })

  test('Get Pro, pressed the moment /pricing is ready, finds Upgrade to Pro already in the page: its code loads once the page hydrates, not once it settles', async ({
    page,
  }) => {
    await signIn(page, 'free')
    await pressTheMomentReady(page, {
      path: '/pricing',
      parts: ['pricing-page-dialogs', 'checkout-host', WIDGET_CODE],
      press: page.getByRole('button', { name: 'Get Pro', exact: true }),
      dialog: page.getByRole('dialog', { name: 'Upgrade to Pro', includeHidden: true }),
    })
  })

  test("a top-up's Buy, pressed the moment /token-topups is ready, finds the upgrade tip already in the page", async ({
    page,
  }) => {
    await signIn(page, 'free')
    await pressTheMomentReady(page, {
      path: '/token-topups',
      parts: ['top-ups-page-dialogs', 'checkout-host', WIDGET_CODE],
      press: page.getByRole('article', { name: '20M Tokens' }).getByRole('button'),
      dialog: page.getByRole('dialog', { name: 'Get more with Pro', includeHidden: true }),
    })
  })

  test.describe('before hydration', () => {
    test.use({ waitForApp: false })

    test('Get Pro, pressed on the prerendered /pricing before its code has loaded, opens Upgrade to Pro once the page hydrates', async ({
      page,
    }) => {
      await signIn(page, 'free')
      // The page's code is held until the press: the button on screen is the prerendered HTML's.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/pricing', { waitUntil: 'commit' })
      const getPro = page.getByRole('button', { name: 'Get Pro', exact: true })
      await getPro.click()
      // Nothing has hydrated yet: the page's inline capture holds the press.
      expect(
        await page.evaluate(
          (key) => (window as unknown as Record<string, unknown>)[key] instanceof HTMLButtonElement,
          EARLY_PRESS_KEY,
        ),
      ).toBe(true)
      release()
      await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible({
        timeout: 15_000,
      })
    })
  })
})
