/**
 * Prerendered public pages: their content is in the HTML the host sends, they work
 * without JavaScript, the browser hydrates them without a mismatch or a layout shift, and the
 * account area waits for the user without showing a signed-in user the signed-out button.
 */
import { loadSiteRoutes, prerenderedPaths } from '../../scripts/quality/public-routes'
import { demoAccount } from '../../src/mocks/demo-accounts'
import { EARLY_PRESS_KEY } from '../../src/early-press'
import { appReady, expect, signIn, test } from './fixtures'
import { decodeEntities, holdFirebase, squash, stubVideoEmbeds } from './prerender.helpers'

const PRERENDERED_ROUTES = prerenderedPaths(await loadSiteRoutes())

test.describe('prerendered pages', () => {
  for (const route of ['/pricing', '/faq', '/downloads']) {
    test(`the host sends ${route} with every text the page shows (plans, questions, releases) in its HTML`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text()
      const raw = squash(decodeEntities(html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '')))
      await page.goto(route)
      const lines = (await page.locator('main').innerText()).split('\n').map(squash).filter(Boolean)
      expect(lines.length, route).toBeGreaterThan(20)
      for (const line of lines) expect(raw, `${route}: "${line}"`).toContain(line)
    })
  }

  test('without JavaScript every public page shows its content, and its links lead to the other pages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await stubVideoEmbeds(page)
    for (const route of PRERENDERED_ROUTES) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible()
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'SuperbulletAI home' }),
      ).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await page.title(), route).toMatch(/SuperbulletAI/)
    }
    await page.goto('/faq')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan')
    await page.getByRole('banner').getByRole('link', { name: 'Roadmap' }).click()
    await expect(page).toHaveURL(/\/roadmap$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development Roadmap')
    await context.close()
  })

  test('every public page paints from its HTML alone: without the stylesheet (and without JavaScript) its layout and colours are the same', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await stubVideoEmbeds(page)
    const layout = () =>
      page.evaluate(() =>
        ['header', 'h1', 'main', 'footer', 'main a, main button'].map((selector) => {
          const el = document.querySelector(selector)!
          const { x, y, width, height } = el.getBoundingClientRect()
          const style = getComputedStyle(el)
          return {
            selector,
            box: [x, y, width, height].map(Math.round),
            color: style.color,
            background: style.backgroundColor,
            font: style.font,
          }
        }),
      )
    for (const route of PRERENDERED_ROUTES) {
      await page.goto(route)
      const full = await layout()
      await page.route(/\/assets\/[\w-]+\.css$/, (r) => r.abort())
      await page.goto(route)
      // Only the page's own <style> block has rules: the stylesheet did not arrive (a failed
      // link's sheet refuses to list its rules).
      const withRules = await page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => {
            try {
              return sheet.cssRules.length > 0
            } catch {
              return false
            }
          })
          .map((sheet) => sheet.ownerNode?.nodeName),
      )
      expect(withRules, route).toEqual(['STYLE'])
      expect(await layout(), route).toEqual(full)
      await page.unroute(/\/assets\/[\w-]+\.css$/)
    }
    await context.close()
  })

  for (const route of PRERENDERED_ROUTES) {
    test(`${route} hydrates the prerendered page: the same nodes, no console error or warning, no layout shift`, async ({
      page,
    }) => {
      await stubVideoEmbeds(page)
      const console: string[] = []
      page.on(
        'console',
        (m) =>
          void (
            ['error', 'warning'].includes(m.type()) && console.push(`${m.type()}: ${m.text()}`)
          ),
      )
      // Before any script runs: keep the prerendered heading, and record every layout shift.
      await page.addInitScript(() => {
        const w = window as unknown as { prerenderedH1?: Element | null; layoutShifts: string[] }
        w.layoutShifts = []
        type Shift = {
          startTime: number
          value: number
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            // An embedded video frame settling as its own page loads is not the hydration's doing.
            if (entry.sources.every((s) => s.node?.nodeName === 'IFRAME')) continue
            const what = entry.sources.map(
              (s) =>
                `${(s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?'} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
            )
            w.layoutShifts.push(`${entry.value.toFixed(4)}: ${what.join('; ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return
          w.prerenderedH1 = document.querySelector('h1')
        })
      })
      // The browser paints nothing before the HTML is all parsed: a frame painted while the rest
      // of the header was still in the next network chunk would count the page growing as it
      // downloads, which is not the hydration's doing.
      await page.route(route, async (request) => {
        const response = await request.fetch()
        const html = await response.text()
        expect(html, route).toMatch(/<head>[^]*<\/body>/)
        const body = html
          .replace(
            '<head>',
            '<head><link rel="expect" href="#parsed-to-the-end" blocking="render">',
          )
          .replace('</body>', '<i id="parsed-to-the-end" hidden></i></body>')
        await request.fulfill({ response, body })
      })
      await page.goto(route)
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Dashboard' }),
      ).toBeVisible()
      await page.waitForLoadState('networkidle')
      const kept = await page.evaluate(() => {
        const w = window as unknown as { prerenderedH1?: Element | null }
        return (
          !!w.prerenderedH1 &&
          w.prerenderedH1 === document.querySelector('h1') &&
          w.prerenderedH1.isConnected
        )
      })
      expect(kept, 'the prerendered heading is the one on screen').toBe(true)
      expect(console).toEqual([])
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
        'layout shifts',
      ).toEqual([])
    })
  }
})

test.describe('the account area before Firebase reports', () => {
  // These tests look at the page before it is ready.
  test.use({ waitForApp: false })

  test('a returning signed-in user never sees the signed-out Dashboard button: a placeholder of its size, then the account menu', async ({
    page,
  }) => {
    await signIn(page, 'pro')
    await page.addInitScript(() => {
      const w = window as unknown as {
        sawSignedOutButton: boolean
        placeholderBox?: { width: number; height: number }
      }
      w.sawSignedOutButton = false
      new MutationObserver(() => {
        const header = document.querySelector('header')
        if (!header) return
        for (const b of header.querySelectorAll('button'))
          if (b.textContent === 'Dashboard') w.sawSignedOutButton = true
        const placeholder = header.querySelector('[data-testid="account-placeholder"]')
        if (placeholder && !w.placeholderBox)
          w.placeholderBox = placeholder.getBoundingClientRect().toJSON()
      }).observe(document, { subtree: true, childList: true })
    })
    // Firebase answers late: the page is up, the account area waits.
    const release = await holdFirebase(page)
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan')
    await expect(page.getByTestId('account-placeholder')).toBeVisible()
    release()
    await expect(
      page.getByRole('banner').getByRole('button', { name: demoAccount('pro').email }),
    ).toBeVisible()
    expect(
      await page.evaluate(
        () => (window as unknown as { sawSignedOutButton: boolean }).sawSignedOutButton,
      ),
    ).toBe(false)
    const box = await page.evaluate(
      () =>
        (window as unknown as { placeholderBox?: { width: number; height: number } })
          .placeholderBox,
    )
    expect(box?.height).toBe(32)
    await appReady(page)
  })

  test('Get Pro pressed before Firebase has answered waits for it: Upgrade to Pro for a signed-in user, never the sign-in prompt', async ({
    page,
  }) => {
    await signIn(page, 'free')
    const release = await holdFirebase(page)
    await page.goto('/pricing')
    const getPro = page.getByRole('button', { name: 'Get Pro', exact: true })
    // Hydrated (React owns the button) while the account area still waits for Firebase.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Get Pro',
      )
      return !!button && Object.keys(button).some((k) => k.startsWith('__reactFiber'))
    })
    await expect(page.getByTestId('account-placeholder')).toBeVisible()
    await getPro.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Sign In Required' })).toHaveCount(0)
  })
})

test.describe('a link pressed while the page hydrates', () => {
  test.use({ waitForApp: false })

  test('is followed by the browser: the next page loads prerendered, and React throws nothing away (no hydration error)', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // Pressed from the page itself, in the first task after hydrateRoot (the early-press capture has
    // ended): React is hydrating the page. As written: the page runs it, not the bundler's output.
    await page.addInitScript(`(() => {
      if (location.pathname !== '/pricing') return
      const press = () => {
        if (window[${JSON.stringify(EARLY_PRESS_KEY)}] !== null) return setTimeout(press, 0)
        ;[...document.querySelectorAll('header a')].find((a) => a.textContent === 'FAQ').click()
      }
      setTimeout(press, 0)
    })()`)
    await page.goto('/pricing', { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/faq$/)
    await appReady(page)
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)
    expect(loaded, 'the browser loaded /faq itself').toMatch(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/question/i)
    // The hydration of /faq and whatever /pricing logged: the fixture fails the test on any error.
    await page.waitForLoadState('networkidle')
  })
})
