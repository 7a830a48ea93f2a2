import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { CspReport } from '../../contract/csp-reports'
import { SESSION_HINT_KEY } from '../../src/auth/session-hint'
import { DEMO_PASSWORD, demoAccount, type DemoAccountKey } from '../../src/mocks/demo-accounts'

export const CONTRACT = 'http://localhost:8787'
const gapiShim = readFileSync(
  fileURLToPath(new URL('./support/gapi-shim.js', import.meta.url)),
  'utf8',
)

/** Contract server control endpoint (the stack runs it in test mode). */
export const control = {
  async reset() {
    const res = await fetch(`${CONTRACT}/__control/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.ok, 'contract store reset').toBe(true)
  },
  async fault(fault: {
    method: string
    path: string
    kind: 'status' | 'network' | 'delay' | 'malformed'
    status?: number
    body?: unknown
    delayMs?: number
    count?: number
  }) {
    const res = await fetch(`${CONTRACT}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, ...fault }),
    })
    expect(res.ok, 'fault injected').toBe(true)
  },
  async purchaseMode(mode: 'embedded' | 'hosted' | 'none') {
    const res = await fetch(`${CONTRACT}/__control/purchase-mode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode }),
    })
    expect(res.ok, 'purchase mode set').toBe(true)
  },
  /** The provider's activation delay for checkouts paid from now on (the contract server's default is 2 s). */
  async activation(delayMs: number | 'never') {
    const res = await fetch(`${CONTRACT}/__control/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs }),
    })
    expect(res.ok, 'activation delay set').toBe(true)
  },
  /** Pays a checkout without the UI (as the sandbox Pay does). */
  async completeCheckout(ident: string) {
    const res = await fetch(
      `${CONTRACT}/__control/checkouts/${encodeURIComponent(ident)}/complete`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    )
    expect(res.ok, 'checkout completed').toBe(true)
  },
  /** The checkouts the contract server created since the last reset. */
  async checkouts(): Promise<{ ident: string; status: string; package: { name: string } }[]> {
    const res = await fetch(`${CONTRACT}/__control/state`)
    return (
      (await res.json()) as {
        checkouts: { ident: string; status: string; package: { name: string } }[]
      }
    ).checkouts
  },
  /** Drops every fault still pending (one whose call the page never made). */
  async clearFaults() {
    const res = await fetch(`${CONTRACT}/__control/faults`, { method: 'DELETE' })
    expect(res.ok, 'faults cleared').toBe(true)
  },
  /** Calls of a user's route that reached the contract server without a valid ID token since the last reset. */
  async unauthorizedCalls(): Promise<number> {
    const res = await fetch(`${CONTRACT}/__control/auth`)
    return ((await res.json()) as { unauthorizedCalls: number }).unauthorizedCalls
  },
  /** How many requests the contract server received for a path since the last reset. */
  async requestCount(path: string): Promise<number> {
    const res = await fetch(`${CONTRACT}/__control/requests?path=${encodeURIComponent(path)}`)
    const body = (await res.json()) as { count: number }
    return body.count
  },
  /** The CSP violations browsers reported since the collector was last cleared (a reset keeps them). */
  async cspReports(): Promise<CspReport[]> {
    const res = await fetch(`${CONTRACT}/__control/csp-reports`)
    expect(res.ok, 'CSP reports read').toBe(true)
    return ((await res.json()) as { reports: CspReport[] }).reports
  },
}

type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>

/** Each account's browser storage right after its first sign-in in this worker: Firebase's
 *  IndexedDB session and the session hint, nothing a test stored before signing in. */
const savedSessions = new Map<DemoAccountKey, SavedSession>()

/** Signs in through the real sign-in dialog (Auth emulator) and waits for the dashboard. */
export async function signInWithDialog(page: Page, key: DemoAccountKey) {
  const account = demoAccount(key)
  if (!page.url().startsWith('http')) await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  await signedInOnDashboard(page, key)
}

/**
 * Signs in and waits for the dashboard. An account's first sign-in in a worker goes through the
 * dialog; later ones restore the browser storage that sign-in left, as a returning visitor's
 * browser has it, and open /dashboard: the dialog is paid for once per account, not per test.
 */
export async function signIn(page: Page, key: DemoAccountKey) {
  const saved = savedSessions.get(key)
  if (!saved) {
    await signInWithDialog(page, key)
    savedSessions.set(key, sessionOnly(await page.context().storageState({ indexedDB: true })))
    return
  }
  // Off the site first: an open page's Firebase holds its database, which the restore replaces.
  if (page.url().startsWith('http')) await page.goto('about:blank')
  await page.context().setStorageState(saved)
  await page.goto('/dashboard')
  await signedInOnDashboard(page, key)
}

async function signedInOnDashboard(page: Page, key: DemoAccountKey) {
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.getByRole('banner').getByRole('button', { name: demoAccount(key).email }),
  ).toBeVisible()
}

/** The sign-in's own storage: Firebase's (its database, or its localStorage fallback) and the session hint, no other entry. */
function sessionOnly(state: SavedSession): SavedSession {
  return {
    cookies: [],
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(
        (entry) => entry.name === SESSION_HINT_KEY || entry.name.startsWith('firebase:'),
      ),
    })),
  }
}

/** The browser refuses every new tab, as a strict pop-up blocker does (from the next page load on). */
export const blockNewTabs = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null
  })

/**
 * The page is usable: hydrated (a prerendered page's buttons do nothing before that) and the
 * identity provider has reported, which the header's account placeholder shows by giving way.
 */
export async function appReady(page: Page) {
  await expect(page.getByTestId('account-placeholder')).toHaveCount(0, { timeout: 15_000 })
  // And the page has hydrated: until its first idle period the browser, not the router, follows a
  // link (src/hydrating-links.tsx). Idle callbacks run in the order asked for; a page never idle
  // (none is known) would still be usable after the timeout, its links followed by the browser.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
  )
}

/** A hydration mismatch: the browser threw away the prerendered page (src/main.tsx logs it). */
const HYDRATION_ERROR = /Hydration did not match|Minified React error #(418|419|421|422|423|425)\b/

/**
 * Collects console errors, page errors, hydration mismatches and CSP violations; a test fails if
 * any occur. It also fails if any call reached the contract server without a valid ID token
 * (every signed-in call carries one), unless the test tampers with tokens on purpose
 * (`test.use({ tokenRefusalsExpected: true })`). `page.goto` and `page.reload` return once the
 * app is ready (appReady), unless a test opts out (`test.use({ waitForApp: false })`).
 */
export const test = base.extend<{
  pageErrors: string[]
  tokenRefusalsExpected: boolean
  waitForApp: boolean
}>({
  tokenRefusalsExpected: [false, { option: true }],
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, provide) => {
    if (waitForApp) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await appReady(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await appReady(page)
        return response
      }
    }
    await provide(page)
  },
  pageErrors: [
    async ({ page, context, tokenRefusalsExpected }, use) => {
      await context.route('https://apis.google.com/js/api.js*', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiShim }),
      )
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content.Security.Policy|Refused to/i.test(m.text()))
          errors.push(`csp: ${m.text()}`)
        if (HYDRATION_ERROR.test(m.text())) errors.push(`hydration: ${m.text()}`)
      })
      await control.reset()
      await use(errors)
      expect(errors, 'page errors and CSP violations').toEqual([])
      if (!tokenRefusalsExpected)
        expect(await control.unauthorizedCalls(), 'calls without a valid ID token').toBe(0)
    },
    { auto: true },
  ],
})

export { expect }
