import { spawn } from 'node:child_process'
import { remote } from 'webdriverio'
import { inPage, type Mode, type Query } from './query'
import { Site } from './site'

type Browser = WebdriverIO.Browser
type ElementRef = Parameters<Browser['$']>[0]

/** Where WebKitWebDriver listens: not a port of the stack. */
const DRIVER_PORT = 4481
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/**
 * WebKit: WebKitGTK's MiniBrowser (the engine of Safari) through Debian's WebKitWebDriver, a W3C
 * WebDriver without BiDi, on a virtual X display. Classic WebDriver has no console events and no
 * script that runs before the page's: each page gets a listener for errors, console.error and
 * CSP violations once it has loaded (`watchErrors`), and `drainErrors` collects what it caught.
 */
export async function launchWebKit(errors: string[]) {
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1000x24', '/usr/bin/WebKitWebDriver', `--port=${DRIVER_PORT}`],
    { stdio: 'ignore', detached: true },
  )
  const stopDriver = () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM')
  }
  try {
    await waitForDriver()
    const browser = await remote({
      hostname: '127.0.0.1',
      port: DRIVER_PORT,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER,
          args: ['--automation'],
        },
      } as WebdriverIO.Capabilities,
    })
    const windows = new Windows(browser, errors)
    const site = new WebKitSite(windows, await browser.getWindowHandle(), [])
    await site.setViewport(1280, 800)
    const stop = async () => {
      await browser.deleteSession().catch(() => {})
      stopDriver()
    }
    return { site, stop }
  } catch (error) {
    stopDriver()
    throw error
  }
}

async function waitForDriver() {
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    const up = await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('[webkit] WebKitWebDriver did not start')
}

/** The session has one current window and frame; each site switches to its own before it acts. */
class Windows {
  current: { handle: string; frames: Query[] } | undefined
  constructor(
    readonly browser: Browser,
    readonly errors: string[],
  ) {}

  async enter(handle: string, frames: Query[]) {
    const c = this.current
    if (c?.handle === handle && JSON.stringify(c.frames) === JSON.stringify(frames)) return
    if (c?.handle !== handle) await this.browser.switchToWindow(handle)
    await this.browser.switchToFrame(null)
    for (const frame of frames) {
      const ref = await this.browser.execute(inPage, frame, 'first' as const)
      await this.browser.switchToFrame(ref as never)
    }
    this.current = { handle, frames }
  }
}

class WebKitSite extends Site {
  constructor(
    private readonly windows: Windows,
    private readonly handle: string,
    private readonly frames: Query[],
  ) {
    super('webkit')
  }

  private async in() {
    await this.windows.enter(this.handle, this.frames)
    return this.windows.browser
  }

  protected async query(query: Query, mode: Mode) {
    return (await this.in()).execute(inPage, query, mode)
  }

  protected async element(query: Query) {
    const ref = await (await this.in()).execute(inPage, query, 'first' as const)
    return ref ? this.windows.browser.$(ref as unknown as ElementRef) : null
  }

  protected async clickElement(element: unknown) {
    await this.in()
    await (element as WebdriverIO.Element).click()
  }

  protected async fillElement(element: unknown, text: string) {
    await this.in()
    await (element as WebdriverIO.Element).setValue(text)
  }

  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> {
    // WebDriver's Execute Script waits for a returned promise.
    return (await (await this.in()).execute(fn as never, arg)) as Awaited<R>
  }

  protected async navigate(url: string) {
    await this.drainErrors()
    const browser = await this.in()
    await browser.url(url)
    await this.watchErrors()
  }

  async url() {
    return (await this.in()).getUrl()
  }

  async screenshot(path: string) {
    await (await this.in()).saveScreenshot(path)
  }

  async setViewport(width: number, height: number) {
    const browser = await this.in()
    await browser.setWindowSize(width, height)
    // The window's size includes its own bars: grow it by what they take.
    const [innerW, innerH] = await browser.execute(() => [innerWidth, innerHeight])
    await browser.setWindowSize(2 * width - innerW!, 2 * height - innerH!)
  }

  protected async frameOf(query: Query) {
    return new WebKitSite(this.windows, this.handle, [...this.frames, query])
  }

  async newTabFrom(action: () => Promise<void>) {
    const browser = this.windows.browser
    const before = await browser.getWindowHandles()
    await action()
    const until = Date.now() + 10_000
    while (Date.now() < until) {
      const opened = (await browser.getWindowHandles()).find((h) => !before.includes(h))
      if (opened) return new WebKitSite(this.windows, opened, [])
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('[webkit] no new tab opened')
  }

  async acceptConfirmFrom(action: () => Promise<void>) {
    await action()
    const browser = this.windows.browser
    const until = Date.now() + 10_000
    while (Date.now() < until) {
      const message = await browser.getAlertText().catch(() => undefined)
      if (message !== undefined) {
        await browser.acceptAlert()
        return message
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('[webkit] no confirm() was raised')
  }

  async close() {
    await (await this.in()).closeWindow()
    this.windows.current = undefined
  }

  /** From here on, errors, console.error and CSP violations of this page are kept in the page. */
  async watchErrors() {
    await (
      await this.in()
    ).execute(() => {
      const w = window as unknown as { __engineErrors?: string[] }
      if (w.__engineErrors) return
      const caught: string[] = (w.__engineErrors = [])
      addEventListener('error', (e) => caught.push(`pageerror: ${e.message}`))
      addEventListener('unhandledrejection', (e) => caught.push(`unhandled: ${String(e.reason)}`))
      addEventListener('securitypolicyviolation', (e) =>
        caught.push(`csp: ${e.violatedDirective} ${e.blockedURI}`),
      )
      const error = console.error.bind(console)
      console.error = (...args: unknown[]) => {
        caught.push(`console.error: ${args.map(String).join(' ')}`)
        error(...args)
      }
    })
  }

  /** Moves what the page caught since `watchErrors` to the run's errors. */
  override async drainErrors() {
    const caught = await (
      await this.in()
    )
      .execute(() => {
        const w = window as unknown as { __engineErrors?: string[] }
        return (w.__engineErrors ?? []).splice(0)
      })
      .catch(() => [] as string[])
    this.windows.errors.push(...caught.map((e) => `[webkit] ${e}`))
  }
}
