import { test as base, expect } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'
import { DEMO_PASSWORD, demoAccount, type DemoAccountKey } from '../../src/mocks/demo-accounts'
import { control } from '../e2e/fixtures'
import { launchFirefox } from './firefox'
import { pattern, type Query } from './query'
import type { Engine, Site } from './site'
import { launchWebKit } from './webkit'

export { control, expect }

/** Where each engine's screenshots go: the run's output, beside Playwright's (not committed). */
const SHOTS = 'test-results/engines'

/**
 * An engine test gets `site`, the one tab of its engine's browser, which lives as long as the
 * worker (a signed-in session carries over from test to test, as a returning visitor's does).
 * Before each test the contract server is reset and the tab's storage cleared but for the sign-in;
 * after it, no console error, uncaught error or CSP violation may have happened.
 */
export const test = base.extend<
  { site: Site; shot: (name: string) => Promise<void> },
  { engine: Engine; engineBrowser: { site: Site; errors: string[] } }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, provide) => {
      const errors: string[] = []
      if (engine === 'firefox') {
        const { browser, site } = await launchFirefox(errors)
        await provide({ site, errors })
        await browser.close()
      } else {
        const { site, stop } = await launchWebKit(errors)
        await provide({ site, errors })
        await stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: async ({ engineBrowser: { site, errors } }, provide) => {
    await control.reset()
    const cspBefore = (await control.cspReports()).length
    if ((await site.url()).startsWith('http')) await site.evaluate(clearStorage, SESSION_HINT_KEY)
    const caughtBefore = errors.length
    await provide(site)
    await site.drainErrors()
    await site.setViewport(1280, 800)
    expect(errors.slice(caughtBefore), `[${site.engine}] console errors`).toEqual([])
    expect(
      (await control.cspReports()).slice(cspBefore),
      `[${site.engine}] CSP violations`,
    ).toEqual([])
  },
  shot: async ({ site }, provide) => {
    mkdirSync(`${SHOTS}/${site.engine}`, { recursive: true })
    await provide((name) => site.screenshot(`${SHOTS}/${site.engine}/${name}.png`))
  },
})

/** The storage a test may have left, but the sign-in (Firebase's and the session hint). */
function clearStorage(sessionHintKey: string) {
  sessionStorage.clear()
  for (const key of Object.keys(localStorage))
    if (!key.startsWith('firebase:') && key !== sessionHintKey) localStorage.removeItem(key)
}

export const banner: Query = { role: 'banner' }
const anyAccount: Query = {
  role: 'button',
  name: pattern(/@demo\.superbullet\.ai$/),
  within: banner,
}
export const accountButton = (key: DemoAccountKey): Query => ({
  role: 'button',
  name: demoAccount(key).email,
  within: banner,
})

/** The account signed in, on /dashboard: through the sign-in dialog unless it already is. */
export async function signIn(site: Site, key: DemoAccountKey) {
  const dialog: Query = { role: 'dialog', name: 'Sign In' }
  await site.goto('/dashboard')
  // Signed out, /dashboard opens the sign-in dialog (after its first paint).
  await expect
    .poll(async () => (await site.count(dialog)) + (await site.count(anyAccount)), {
      timeout: site.patience(10_000),
      message: `[${site.engine}] the sign-in dialog or an account button`,
    })
    .toBeGreaterThan(0)
  if ((await site.count(accountButton(key))) > 0) return
  if ((await site.count(anyAccount)) > 0) {
    await signOut(site)
    await site.goto('/dashboard')
  }
  await site.fill({ role: 'textbox', name: 'Email', within: dialog }, demoAccount(key).email)
  await site.fill({ role: 'textbox', name: 'Password', within: dialog }, DEMO_PASSWORD)
  await site.click({ role: 'button', name: 'Sign In', within: dialog })
  await site.shows(accountButton(key), 15_000)
  await site.hasUrl(/\/dashboard$/)
}

/** Signs out through the account menu (whoever is signed in) and lands on the home page. */
export async function signOut(site: Site) {
  await site.click(anyAccount)
  await site.click({ role: 'menuitem', name: 'Sign Out' })
  await site.shows({ role: 'button', name: 'Dashboard', within: banner })
  await site.hasUrl(/localhost:4173\/$/)
}
