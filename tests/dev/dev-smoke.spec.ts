import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'

/**
 * The README's first command, from an empty Vite cache: a visitor opens /pricing (the page loads
 * once: a reload by the dependency optimizer would be a second navigation request), opens the
 * sign-in dialog, signs in, opens the dashboard, and starts a Pro purchase up to the embedded
 * checkout. Any page error fails the test.
 *
 * Every pre-bundled package the page loads must come from the optimizer's first run. A package
 * met only later (behind a lazy import) starts another run, which rewrites the optimizer's
 * metadata: the page reloads, or a dialog links chunks of two runs. Vite's scan of every import
 * from index.html keeps them in one; a scan that misses one fails this test (seen with
 * `optimizeDeps.entries: ['src/config.ts']`: the page reloads).
 */
const OPTIMIZED = /\/node_modules\/\.vite\/deps\/([^/?]+)\?v=/
const METADATA = fileURLToPath(
  new URL('../../node_modules/.vite/deps/_metadata.json', import.meta.url),
)

/** The optimizer's record of its last run: each package's file and content hash. */
const optimizerRun = () =>
  JSON.parse(readFileSync(METADATA, 'utf8')) as {
    hash: string
    optimized: Record<string, { file: string; fileHash: string }>
  }

test('npm run dev from an empty cache: /pricing, sign-in, dashboard, Pro purchase up to the embedded checkout', async ({
  page,
}) => {
  const errors: string[] = []
  const documentLoads: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  const optimizedFiles = new Set<string>()
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads.push(r.url())
    const optimized = OPTIMIZED.exec(r.url())
    if (optimized) optimizedFiles.add(optimized[1]!)
  })

  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  // The optimizer's reload, when it happens, comes seconds after the first render.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3000)
  expect(documentLoads, 'the page loaded once, without reloading itself').toEqual([
    expect.stringMatching(/\/pricing$/),
  ])
  const firstRun = optimizerRun()

  await signIn(page)
  await expect(page.getByRole('tablist')).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Get Pro', exact: true }).click()
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
  await expect(upgrade).toBeVisible()
  await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
  await upgrade.getByRole('button', { name: 'Proceed' }).click()
  await expect(
    page.frameLocator('iframe[title="Secure checkout"]').getByRole('button', { name: /^Pay/ }),
  ).toBeVisible()

  expect(documentLoads, 'no navigation request but the first').toHaveLength(1)
  const lastRun = optimizerRun()
  expect(lastRun, 'one optimizer run: its record is the same after the purchase flow').toEqual(
    firstRun,
  )
  const packages = new Set(Object.values(lastRun.optimized).map((o) => o.file))
  expect(
    [...optimizedFiles].filter((file) => packages.has(file)).length,
    'the flow loads pre-bundled packages',
  ).toBeGreaterThan(10)
  expect(errors).toEqual([])
})

async function signIn(page: Page) {
  const account = demoAccount('free')
  await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog, 'the sign-in dialog opens').toBeVisible()
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('banner').getByRole('button', { name: account.email })).toBeVisible()
}
