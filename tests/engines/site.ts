import { expect } from '@playwright/test'
import type { Mode, Query } from './query'

export const ENGINES = ['firefox', 'webkit'] as const
export type Engine = (typeof ENGINES)[number]

export const BASE_URL = 'http://localhost:4173'
/** Firebase Auth's own limit on a request (its DEFAULT_API_TIMEOUT_MS, 30 s), and a margin. */
const FIREBASE_REQUEST_TIMEOUT = 40_000

/**
 * One page (a tab, or a frame in it) of the engine under test: what every engine test does to a
 * page, over either driver. The driver's part is the abstract primitives; waiting, finding and
 * the app's readiness are here, once.
 */
export abstract class Site {
  constructor(readonly engine: Engine) {}

  /**
   * How long a wait may take. In WebKit a request to the Auth emulator now and then gets no
   * answer (about 1 signed-in page load in 40 here); Firebase gives up on it after its own 30 s
   * and goes on, and meanwhile it holds its other work (a sign-out, the first report). So WebKit's
   * waits outlast that timeout; a wait that fails still fails, later.
   */
  patience(timeout: number) {
    return this.engine === 'webkit' ? Math.max(timeout, FIREBASE_REQUEST_TIMEOUT) : timeout
  }

  /** Runs `inPage` in this page (or frame). */
  protected abstract query(query: Query, mode: Mode): Promise<unknown>
  /** The first visible element the query finds, as the driver holds it, or null. */
  protected abstract element(query: Query): Promise<unknown>
  protected abstract clickElement(element: unknown): Promise<void>
  /** Puts the text in as the driver does best: Puppeteer's fill(), WebDriver's typed keys. */
  protected abstract fillElement(element: unknown, text: string): Promise<void>
  abstract evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>
  protected abstract navigate(url: string): Promise<void>
  abstract url(): Promise<string>
  /** The viewport's picture, written to `path` (a PNG). */
  abstract screenshot(path: string): Promise<void>
  abstract setViewport(width: number, height: number): Promise<void>
  /** The page inside the (first) iframe the query finds. */
  protected abstract frameOf(query: Query): Promise<Site>
  /** Runs the action and returns the tab it opened. */
  abstract newTabFrom(action: () => Promise<void>): Promise<Site>
  /** Runs the action, accepts the confirm() it raises, and returns its message. */
  abstract acceptConfirmFrom(action: () => Promise<void>): Promise<string>
  abstract close(): Promise<void>
  /** Hands over errors the page kept itself (a driver without console events). */
  async drainErrors() {}

  async goto(path: string) {
    await this.navigate(new URL(path, BASE_URL).href)
    await this.ready()
  }

  /** Hydrated and the identity provider has reported (the header's placeholder gave way). */
  async ready() {
    const start = Date.now()
    await this.gone({ testId: 'account-placeholder', includeHidden: true }, 30_000)
    const waited = Math.round((Date.now() - start) / 1000)
    if (waited > 10) console.warn(`[${this.engine}] ${await this.url()}: ready after ${waited} s`)
    await this.evaluate(
      () =>
        new Promise<null>((resolve) =>
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(() => resolve(null), { timeout: 5_000 })
            : setTimeout(() => resolve(null), 200),
        ),
      null,
    )
  }

  count(query: Query) {
    return this.query(query, 'count') as Promise<number>
  }

  text(query: Query) {
    return this.query(query, 'text') as Promise<string | null>
  }

  async shows(query: Query, timeout = 10_000) {
    await expect
      .poll(() => this.count(query), {
        timeout: this.patience(timeout),
        message: `[${this.engine}] ${describe(query)}`,
      })
      .toBeGreaterThan(0)
  }

  async gone(query: Query, timeout = 10_000) {
    await expect
      .poll(() => this.count(query), {
        timeout: this.patience(timeout),
        message: `[${this.engine}] no ${describe(query)}`,
      })
      .toBe(0)
  }

  async hasText(query: Query, expected: string | RegExp, timeout = 10_000) {
    await expect
      .poll(() => this.text(query), {
        timeout: this.patience(timeout),
        message: `[${this.engine}] ${describe(query)}`,
      })
      .toMatch(expected)
  }

  /**
   * Presses the element once it shows and is enabled; again if the page re-rendered it first, or
   * if the engine found it covered or moving at that instant (WebKitWebDriver's "not
   * interactable"): a real press would land a moment later.
   */
  async click(query: Query, timeout = 10_000) {
    const enabled = { ...query, enabled: true }
    for (let attempt = 1; ; attempt++) {
      try {
        await this.clickElement(await this.waitForElement(enabled, timeout))
        return
      } catch (error) {
        const again = /detached|stale|went away|interactable/i.test(String(error))
        if (attempt === 3 || !again) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }

  async fill(query: Query, text: string) {
    await this.fillElement(await this.waitForElement(query, 10_000), text)
  }

  /** The page inside the iframe the query finds, once it shows. */
  async frame(query: Query) {
    await this.shows(query, 15_000)
    return this.frameOf(query)
  }

  async hasUrl(expected: RegExp, timeout = 10_000) {
    await expect
      .poll(() => this.url(), {
        timeout: this.patience(timeout),
        message: `[${this.engine}] the address`,
      })
      .toMatch(expected)
  }

  private async waitForElement(query: Query, timeout: number) {
    await this.shows(query, timeout)
    const found = await this.element(query)
    if (!found) throw new Error(`[${this.engine}] ${describe(query)} went away`)
    return found
  }
}

export function describe(q: Query): string {
  const name =
    q.name === undefined ? '' : ` "${typeof q.name === 'string' ? q.name : q.name.source}"`
  const what = q.testId
    ? `[data-testid=${q.testId}]`
    : q.text !== undefined
      ? `text ${JSON.stringify(q.text)}`
      : `${q.role ?? 'element'}${name}`
  return q.within ? `${what} in ${describe(q.within)}` : what
}
