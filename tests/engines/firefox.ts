import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core'
import { inPage, type Mode, type Query } from './query'
import { Site } from './site'

/**
 * Firefox: Debian's firefox-esr, driven by Puppeteer over WebDriver BiDi (no geckodriver, no
 * download). Console errors and uncaught errors of every tab land in `errors`.
 */
export async function launchFirefox(errors: string[]) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
  })
  browser.on('targetcreated', (target) => {
    void target.page().then((page) => page && watch(page, errors))
  })
  const [first] = await browser.pages()
  const page = first ?? (await browser.newPage())
  watch(page, errors)
  await page.setViewport({ width: 1280, height: 800 })
  return { browser, site: new FirefoxSite(page, page.mainFrame(), browser) }
}

function watch(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(`[firefox] pageerror: ${(e as Error).message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`[firefox] console.error: ${m.text()}`)
  })
}

class FirefoxSite extends Site {
  constructor(
    private readonly page: Page,
    private readonly context: Frame,
    private readonly browser: Browser,
  ) {
    super('firefox')
  }

  protected query(query: Query, mode: Mode) {
    return this.context.evaluate(inPage, query, mode)
  }

  protected async element(query: Query) {
    const handle = await this.context.evaluateHandle(inPage, query, 'first' as const)
    return handle.asElement()
  }

  protected async clickElement(element: unknown) {
    await (element as ElementHandle<Element>).click()
  }

  protected async fillElement(element: unknown, text: string) {
    await (element as ElementHandle<Element>).asLocator().fill(text)
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A) {
    return this.context.evaluate(fn as never, arg) as Promise<Awaited<R>>
  }

  protected async navigate(url: string) {
    // Firefox's BiDi can answer "Address rejected" for a page whose video frames cannot reach
    // their host (this machine has no internet) while the page itself loads: wait for the page.
    await this.page.goto(url).catch(async (error: unknown) => {
      if (!/Address rejected/.test(String(error))) throw error
      const until = Date.now() + 10_000
      while (this.page.url() !== url || !(await this.loaded())) {
        if (Date.now() > until) throw error
        await new Promise((r) => setTimeout(r, 100))
      }
    })
  }

  private loaded() {
    return this.page.evaluate(() => document.readyState === 'complete').catch(() => false)
  }

  async url() {
    return this.context.url()
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` })
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height })
  }

  protected async frameOf(query: Query) {
    const element = (await this.element(query)) as ElementHandle<HTMLIFrameElement> | null
    const frame = await element?.contentFrame()
    if (!frame) throw new Error(`[firefox] no frame for ${JSON.stringify(query)}`)
    return new FirefoxSite(this.page, frame, this.browser)
  }

  async newTabFrom(action: () => Promise<void>) {
    const before = new Set(await this.browser.pages())
    await action()
    const until = Date.now() + 10_000
    while (Date.now() < until) {
      const opened = (await this.browser.pages()).find((p) => !before.has(p))
      if (opened) return new FirefoxSite(opened, opened.mainFrame(), this.browser)
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('[firefox] no new tab opened')
  }

  async acceptConfirmFrom(action: () => Promise<void>) {
    const message = new Promise<string>((resolve) =>
      this.page.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      }),
    )
    await action()
    return message
  }

  async close() {
    await this.page.close()
  }
}
