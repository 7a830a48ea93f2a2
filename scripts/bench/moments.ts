/**
 * The money moments, timed inside the page in Debian's Chromium at 4x CPU slowdown, free@ signed
 * in: from the click event's time stamp to the first frame that shows the result (Get Pro -> the
 * Upgrade to Pro dialog), or to the checkout frame's load event (Proceed -> the checkout frame
 * loaded). Get Pro is pressed twice in a run, on two loads of /pricing: early (the first moment the
 * button is enabled once the app says it is ready, as a buyer who came to pay presses) and settled
 * (its dialogs mounted, no long task for 1 s). The same clock and the same timers measure the
 * static floor page; Proceed's floor adds the site's own `POST /api/purchase` of the run.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'
import { stackPorts } from '../stack-env'
import { chromiumLaunch } from '../chromium'

/** The times of each run, and the checkout frame's address in the site's run (the floor opens the same one). */
export type MomentTimes = { getPro: number[]; proceed: number[]; checkoutUrl?: string }

/** The site's runs add the early press, and the duration of the purchase request Proceed made. */
export type SiteTimes = MomentTimes & {
  getProEarly: number[]
  /** When the early press came, from the navigation's start. */
  earlyAt: number[]
  /** Whether the dialogs' code had arrived (its resource timing written) before the early press. */
  earlyCodeArrived: boolean[]
  purchase: number[]
  /** Proceed's press: from the click to the first frame after it (its task and rendering done). */
  proceedPress: number[]
}

const CPU_SLOWDOWN = 4

/**
 * The in-page timer of one moment, as source text (the page runs it as written: no helpers of the
 * bundler that runs this script): resolves with the milliseconds from the next click event.
 */
const TIMER = `(until) => new Promise((resolve, reject) => {
  let clicked
  const shown = () => [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) => d.textContent.includes('Upgrade to Pro') && d.checkVisibility())
  // Looked at in every frame from the click on: the first frame that shows the dialog, timed when
  // its callbacks run (the frame's own time stamp is when it began, which can precede the click).
  window.__pressFrame = undefined
  const frame = () => {
    // The first frame after the click: the end of the press's own task and rendering.
    if (window.__pressFrame === undefined) window.__pressFrame = performance.now() - clicked
    if (until === 'dialog' && shown()) return resolve(performance.now() - clicked)
    const checkout = document.querySelector('iframe[title="Secure checkout"]')
    if (until === 'frame' && checkout) {
      checkout.addEventListener('load', () => resolve(performance.now() - clicked), { once: true })
      return
    }
    requestAnimationFrame(frame)
  }
  document.addEventListener('click', (e) => { clicked = e.timeStamp; requestAnimationFrame(frame) }, { capture: true, once: true })
  setTimeout(() => reject(new Error('no ' + until + ' within 30 s at ' + location.pathname + (clicked === undefined ? ', no click seen' : ''))), 30000)
})`

/** Clicks and times what follows in the page. */
async function timeClick(
  page: Page,
  until: 'dialog' | 'frame',
  click: () => Promise<void>,
): Promise<number> {
  // The expression ends in 0: evaluate would otherwise wait for the timer, which needs the click.
  await page.evaluate(`window.__moment = (${TIMER})(${JSON.stringify(until)}); 0`)
  await click()
  return page.evaluate('window.__moment') as Promise<number>
}

async function throttled(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/** Resolves once the page's main thread has run no long task (over 50 ms) for `quietMs` (source
 *  text, like TIMER). */
const quiet = (page: Page, quietMs = 1000) =>
  page.evaluate(`new Promise((resolve) => {
    const done = () => { observer.disconnect(); resolve(0) }
    let timer = setTimeout(done, ${quietMs})
    const observer = new PerformanceObserver(() => { clearTimeout(timer); timer = setTimeout(done, ${quietMs}) })
    observer.observe({ type: 'longtask' })
  })`)

/** Usable: hydrated and the user known (the header's account placeholder gave way). */
const usable = (page: Page) =>
  page.getByTestId('account-placeholder').waitFor({ state: 'detached', timeout: 60_000 })

/**
 * The app says it is ready as tests/e2e/fixtures.ts's appReady reads it: the account placeholder
 * gave way and the browser had its first idle period (src/hydrating-links.tsx: the page's parts
 * have hydrated). Then the first frame in which Get Pro is enabled; no fixed wait. Resolves with
 * the time from the navigation's start, and whether the dialogs' code had arrived by then.
 */
const READY = `new Promise((resolve) => {
  // A resource's timing is written once its response has ended: this reads arrival, not request.
  const arrived = () => performance.getEntriesByType('resource').some((e) => /pricing-page-dialogs/.test(e.name))
  const enabled = () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Get Pro')
    if (button && !button.disabled) resolve({ at: performance.now(), arrived: arrived() })
    else requestAnimationFrame(enabled)
  }
  const idle = () => requestIdleCallback(() => requestAnimationFrame(enabled))
  const placeholder = () => document.querySelector('[data-testid="account-placeholder"]') ? setTimeout(placeholder, 5) : idle()
  placeholder()
})`

/** The duration of the page's last `POST /api/purchase`, by its resource timing (its preflight included). */
const PURCHASE_TIME = `(() => {
  const entries = performance.getEntriesByType('resource').filter((e) => /\\/api\\/purchase$/.test(new URL(e.name).pathname) && e.initiatorType === 'fetch')
  const last = entries.at(-1)
  if (!last) throw new Error('no POST /api/purchase in the resource timings')
  return last.duration
})()`

async function signIn(page: Page, base: string) {
  const account = demoAccount('free')
  await page.goto(`${base}/`)
  // A prerendered button does nothing before hydration: wait for the app before pressing.
  await usable(page)
  await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: account.email })
    .waitFor({ timeout: 60_000 })
}

/** One run per repetition on the site (`base`, the stack) with a fresh free@ session each. */
export async function siteMoments(
  browser: Browser,
  base: string,
  runs: number,
): Promise<SiteTimes> {
  const times: SiteTimes = {
    getPro: [],
    proceed: [],
    getProEarly: [],
    earlyAt: [],
    earlyCodeArrived: [],
    purchase: [],
    proceedPress: [],
  }
  const getPro = (page: Page) => page.getByRole('button', { name: 'Get Pro', exact: true })
  for (let i = 0; i < runs; i++) {
    // The purchase a run starts is forgotten: the contract store goes back to its seed.
    await fetch(`http://localhost:${stackPorts.contract}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    const { context, page } = await throttled(browser)
    await signIn(page, base)
    // Pressed early: from the parsed document (the prerendered placeholder in it), the page watches
    // for the app's ready signal and the button enabled; the press follows at once. (Playwright's
    // checks before a click, a few ms, come after that moment: the press is, if anything, later.)
    await page.goto(`${base}/pricing`, { waitUntil: 'domcontentloaded' })
    const ready = (await page.evaluate(READY)) as { at: number; arrived: boolean }
    times.getProEarly.push(await timeClick(page, 'dialog', () => getPro(page).click()))
    times.earlyAt.push(ready.at)
    times.earlyCodeArrived.push(ready.arrived)
    // Pressed once the page has settled, as a buyer reading the plans finds it: the buyer's billing
    // read done (the network idle), the dialogs mounted, closed (the Upgrade to Pro dialog stays in
    // the page, hidden), and the main thread quiet. Pressed sooner, the press shares the thread
    // with the page's own start.
    await page.goto(`${base}/pricing`)
    await usable(page)
    await page.waitForLoadState('networkidle')
    await page
      .locator('[data-scope="dialog"][data-part="content"]', { hasText: 'Upgrade to Pro' })
      .waitFor({ state: 'attached', timeout: 60_000 })
    await quiet(page)
    times.getPro.push(await timeClick(page, 'dialog', () => getPro(page).click()))
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
    times.proceed.push(
      await timeClick(page, 'frame', () =>
        upgrade.getByRole('button', { name: 'Proceed' }).click(),
      ),
    )
    times.proceedPress.push((await page.evaluate('window.__pressFrame')) as number)
    times.purchase.push((await page.evaluate(PURCHASE_TIME)) as number)
    times.checkoutUrl =
      (await page.locator('iframe[title="Secure checkout"]').getAttribute('src')) ?? undefined
    await context.close()
  }
  return times
}

/** The same moments on the static floor page. */
export async function floorMoments(
  browser: Browser,
  url: string,
  runs: number,
): Promise<MomentTimes> {
  const times: MomentTimes = { getPro: [], proceed: [] }
  for (let i = 0; i < runs; i++) {
    const { context, page } = await throttled(browser)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await quiet(page)
    times.getPro.push(
      await timeClick(page, 'dialog', () => page.getByRole('button', { name: 'Get Pro' }).click()),
    )
    times.proceed.push(
      await timeClick(page, 'frame', () => page.getByRole('button', { name: 'Proceed' }).click()),
    )
    await context.close()
  }
  return times
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumLaunch.executablePath })
