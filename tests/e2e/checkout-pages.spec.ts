import AxeBuilder from '@axe-core/playwright'
import { expect, signIn, test } from './fixtures'

const pages = [
  // Signed out, without a purchase: no claim, a request to sign in.
  {
    path: '/checkout-success?plan=Pro%20Plan&amount=20&currency=USD',
    title: 'Your Purchase | SuperbulletAI',
    h1: 'Sign in to see your purchase',
  },
  {
    path: '/checkout-cancelled',
    title: 'Purchase Cancelled | SuperbulletAI',
    h1: 'Purchase Cancelled',
  },
  {
    path: '/temporary-payment',
    title: 'Payments Under Review | SuperbulletAI',
    h1: 'Our Store Is Being Reviewed',
  },
]

test.describe('checkout pages', () => {
  for (const p of pages) {
    test(`${p.path.split('?')[0]} renders, has a title and description, and passes axe`, async ({
      page,
    }) => {
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page).toHaveTitle(p.title)
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
        'content',
        /.{40,}/,
      )
      const axe = await new AxeBuilder({ page }).analyze()
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    })
  }

  test('a crafted /checkout-success?plan=Pro&amount=20&currency=USD claims nothing, signed in or out', async ({
    page,
  }) => {
    await page.goto('/checkout-success?plan=Pro&amount=20&currency=USD')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your purchase')
    await expect(page.getByText('Payment Successful!')).toHaveCount(0)
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await page.keyboard.press('Escape')

    await signIn(page, 'free')
    await page.goto('/checkout-success?plan=Pro&amount=20&currency=USD')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No purchase to confirm')
    await page.waitForTimeout(1500)
    await expect(page.getByText('Payment Successful!')).toHaveCount(0)
    await expect(page.locator('dl')).toHaveCount(0)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }),
    ).toHaveAttribute('href', '/dashboard')
  })

  test('/checkout-success: a hostile query is inert', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', async (d) => {
      dialogs++
      await d.dismiss()
    })
    const plan = `<img src=x onerror="alert(1)"><script>alert(2)</script>${'A'.repeat(3000)}`
    await page.goto(
      `/checkout-success?plan=${encodeURIComponent(plan)}&amount=1e999&currency=%3Cb%3EUSD%3C%2Fb%3E&__proto__[x]=1&constructor=1`,
    )
    // The query is never shown: no claim, nothing of it on the page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your purchase')
    await expect(page.getByRole('main')).not.toContainText('onerror')
    await expect(page.locator('main img, main script')).toHaveCount(0)
    for (const amount of ['NaN', 'Infinity', '-1', '0x10']) {
      await page.goto(`/checkout-success?plan=Pro&amount=${amount}&currency=USD`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Sign in to see your purchase',
      )
      await expect(page.getByText('Payment Successful!')).toHaveCount(0)
    }
    expect(dialogs).toBe(0)
  })

  test('/checkout-cancelled links follow the spec', async ({ page }) => {
    await page.goto('/checkout-cancelled')
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai?subject=Payment%20Issue',
    )
    await expect(page.getByRole('link', { name: 'Ask Sales Team' })).toHaveAttribute(
      'href',
      'mailto:support@superbullet.ai?subject=Pricing%20Question',
    )
    await page.getByRole('link', { name: 'Back to Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('/temporary-payment links to Discord in a new tab and back to pricing', async ({ page }) => {
    await page.goto('/temporary-payment')
    const discord = page.getByRole('link', { name: /Join our Discord/ })
    await expect(discord).toHaveAttribute('target', '_blank')
    await expect(discord).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3)
    await page.getByRole('link', { name: 'Back to Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('the page content fits 360 px (no horizontal scroll from main)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const p of pages) {
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((e) => e.outerHTML.slice(0, 120)),
      )
      expect(wide, p.path).toEqual([])
    }
  })
})
