import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { contentPages as pages } from '../support/content-pages'

/** The demo embeds are third-party pages: answer them locally so the tests never leave the machine. */
async function stubVideoEmbeds(page: Page) {
  const body = '<!doctype html><title>video</title><body style="margin:0;background:#000"></body>'
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body }),
  )
}

const quarterButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^Q[1-4] 20\d\d/ })
const filterLink = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Filter roadmap items' })
    .getByRole('link', { name: new RegExp(`^${label} \\d+$`) })

test.describe('content pages', () => {
  for (const p of pages) {
    test(`${p.path} renders its heading and title`, async ({ page }) => {
      await stubVideoEmbeds(page)
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page).toHaveTitle(p.title)
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
        'content',
        /.{40,}/,
      )
    })
  }

  test('Home: Download for Windows points at the latest installer, All Downloads goes to /downloads', async ({
    page,
  }) => {
    await page.goto('/')
    const hero = page.getByRole('main').locator('header').first()
    await expect(hero.getByRole('link', { name: 'Download for Windows' })).toHaveAttribute(
      'href',
      'https://downloads.superbullet.ai/SuperbulletAI-Setup-0.2.26.exe',
    )
    await hero.getByRole('link', { name: 'All Downloads' }).click()
    await expect(page).toHaveURL(/\/downloads$/)
    await expect(page.getByRole('link', { name: /Download for Windows/ }).first()).toContainText(
      'v0.2.26 · 300 MB',
    )
  })

  test('Roadmap: a filter changes the URL, survives a reload and goes back with history', async ({
    page,
  }) => {
    await page.goto('/roadmap')
    await expect(quarterButtons(page)).toHaveCount(6)
    await expect(quarterButtons(page).first()).toHaveAttribute('aria-expanded', 'true')

    await filterLink(page, 'Coming Soon').click()
    await expect(page).toHaveURL(/\/roadmap\?filter=coming-soon$/)
    await expect(quarterButtons(page)).toHaveCount(2)
    await expect(filterLink(page, 'Coming Soon')).toHaveAttribute('aria-current', 'page')
    await expect(
      page.getByRole('heading', { level: 3, name: 'Ghost tab completion' }),
    ).toBeVisible()

    await page.reload()
    await expect(page).toHaveURL(/\/roadmap\?filter=coming-soon$/)
    await expect(quarterButtons(page)).toHaveCount(2)
    await expect(filterLink(page, 'Coming Soon')).toHaveAttribute('aria-current', 'page')
    await expect(
      page.getByRole('heading', { level: 3, name: 'Ghost tab completion' }),
    ).toBeVisible()

    await filterLink(page, 'Completed').click()
    await expect(page).toHaveURL(/\/roadmap\?filter=completed$/)
    await expect(quarterButtons(page)).toHaveCount(2)

    await page.goBack()
    await expect(page).toHaveURL(/\/roadmap\?filter=coming-soon$/)
    await expect(filterLink(page, 'Coming Soon')).toHaveAttribute('aria-current', 'page')

    await filterLink(page, 'All Items').click()
    await expect(page).toHaveURL(/\/roadmap$/)
    await expect(quarterButtons(page)).toHaveCount(6)
  })

  test('Roadmap: a quarter opens and closes', async ({ page }) => {
    await page.goto('/roadmap')
    const q3 = page.getByRole('button', { name: /^Q3 2025/ })
    await expect(q3).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 3, name: 'Super Agent mode' })).toBeHidden()
    await q3.click()
    await expect(q3).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('heading', { level: 3, name: 'Super Agent mode' })).toBeVisible()
  })

  test('FAQ works from the keyboard: Tab to a question, Enter opens, arrows move, Space switches', async ({
    page,
  }) => {
    await page.goto('/faq')
    const first = page.getByRole('button', { name: /different from other AI game builders/ })
    const second = page.getByRole('button', { name: /strongest AI for Roblox/ })
    // Start from the page heading and Tab forward to the first question.
    await page.getByRole('heading', { level: 1 }).click()
    for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(first).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/SuperbulletAI is built only for Roblox/)).toBeVisible()

    await page.keyboard.press('ArrowDown')
    await expect(second).toBeFocused()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText(/SuperbulletAI is built only for Roblox/)).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  })

  test('Demo: five lazy embeds in a box that fits the screen', async ({ page }) => {
    await stubVideoEmbeds(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/demo')
    const frames = page.getByRole('main').locator('iframe')
    await expect(frames).toHaveCount(5)
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('loading', 'lazy')
      const box = await frame.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)
      expect(box.width).toBeLessThanOrEqual(360)
      expect(box.height).toBeGreaterThan(100)
    }
  })

  test('Reset password: submitting only shows the under-development alert', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('button', { name: 'Send Reset Link (Coming Soon)' })).toBeDisabled()
    const messages: string[] = []
    page.on('dialog', (d) => {
      messages.push(d.message())
      void d.accept()
    })
    await page.getByRole('textbox', { name: /Email address/ }).fill('free@demo.superbullet.ai')
    await page.getByRole('textbox', { name: /Email address/ }).press('Enter')
    expect(messages, 'Enter does not submit through the disabled button').toEqual([])
    await page
      .getByRole('form', { name: 'Reset password' })
      .evaluate((form: HTMLFormElement) => form.requestSubmit())
    await expect
      .poll(() => messages)
      .toEqual([
        'Password reset is under development. Please contact support@superbullet.ai for help.',
      ])
    await expect(page).toHaveURL(/\/reset-password$/)
  })

  for (const p of pages) {
    test(`${p.path} has no horizontal scroll at 360 px`, async ({ page }) => {
      await stubVideoEmbeds(page)
      await page.setViewportSize({ width: 360, height: 800 })
      await page.goto(p.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { scrollWidth, wide } = await page.evaluate(() => {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > 360.5)
          .filter(
            (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= 360.5,
          )
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}${el.closest('main') ? ' in main' : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
          )
        return { scrollWidth: document.documentElement.scrollWidth, wide }
      })
      expect(
        wide.filter((w) => w.includes(' in main')),
        'page content wider than 360 px',
      ).toEqual([])
      expect(
        scrollWidth,
        `document wider than 360 px because of: ${wide.join('; ')}`,
      ).toBeLessThanOrEqual(360)
    })
  }
})
