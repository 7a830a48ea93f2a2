/**
 * The money moments, timed inside the page in Debian's Chromium at 4x CPU slowdown, free@ signed
 * in, pressed once /pricing has settled (its dialogs mounted, no long task for 1 s): from the click
 * event's time stamp to the first frame that shows the result (Get Pro -> the Upgrade to Pro
 * dialog), or to the checkout frame's load event (Proceed -> the checkout frame loaded). The same
 * clock and the same timers measure the static floor page.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'
import { stackPorts } from '../stack-env'
import { chromiumLaunch } from '../chromium'

/** The times of each run, and the checkout frame's address in the site's run (the floor opens the same one). */
export type MomentTimes = { getPro: number[]; proceed: number[]; checkoutUrl?: string }

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
  const frame = () => {
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
): Promise<MomentTimes> {
  const times: MomentTimes = { getPro: [], proceed: [] }
  for (let i = 0; i < runs; i++) {
    // The purchase a run starts is forgotten: the contract store goes back to its seed.
    await fetch(`http://localhost:${stackPorts.contract}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    const { context, page } = await throttled(browser)
    await signIn(page, base)
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
    times.getPro.push(
      await timeClick(page, 'dialog', () =>
        page.getByRole('button', { name: 'Get Pro', exact: true }).click(),
      ),
    )
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' })
    await upgrade.getByText('I understand that SuperbulletAI is in Early Access').click()
    times.proceed.push(
      await timeClick(page, 'frame', () =>
        upgrade.getByRole('button', { name: 'Proceed' }).click(),
      ),
    )
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
