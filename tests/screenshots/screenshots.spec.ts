import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../e2e/fixtures'
import { loadSiteRoutes, publicPaths } from '../../scripts/quality/public-routes'

/** Where the shots go: a folder outside git, one run's set per folder. */
const DIR = process.env.SHOTS_DIR ?? '/tmp/shots'
const WIDTHS = [1280, 390] as const
const PUBLIC = publicPaths(await loadSiteRoutes())
const TABS = [
  ['/dashboard', 'Settings'],
  ['/dashboard/usage', 'Usage'],
  ['/dashboard/billing', 'Billing & Invoices'],
] as const

mkdirSync(DIR, { recursive: true })

const fileOf = (path: string, width: number, suffix = '') =>
  join(DIR, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}${suffix}@${width}.png`)

/** The page is still: fonts loaded, no spinner, no pending request, then one idle frame. */
async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0)
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
}

const shoot = (page: Page, file: string) =>
  page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } })

    for (const path of PUBLIC) {
      test(`${path}, signed out`, async ({ page }) => {
        await page.goto(path)
        await settle(page)
        await shoot(page, fileOf(path, width))
      })
    }

    for (const [path, tab] of TABS) {
      test(`${path}, signed in as pro@`, async ({ page }) => {
        await signIn(page, 'pro')
        await page.goto(path)
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible()
        await settle(page)
        await shoot(page, fileOf(path, width, '.pro'))
      })
    }
  })
}
