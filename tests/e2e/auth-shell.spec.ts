import { DEMO_PASSWORD, demoAccount } from '../../src/mocks/demo-accounts'
import { appReady, expect, signIn, signInWithDialog, test } from './fixtures'

test.describe('sign-in and the shell', () => {
  test('e-mail sign-in with a seeded account lands on /dashboard with the e-mail in the header', async ({
    page,
  }) => {
    await page.goto('/')
    await signInWithDialog(page, 'free')
    await expect(page.getByText('free@demo.superbullet.ai').first()).toBeVisible()
  })

  test('a wrong password shows the red banner and keeps the dialog usable', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByLabel('Email').fill('free@demo.superbullet.ai')
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    const banner = dialog.getByRole('alert')
    await expect(banner).toHaveText('Incorrect email or password.')
    await expect(banner).toHaveCSS('background-color', 'rgb(59, 13, 18)')
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await expect(page).toHaveURL(/\/$/)
  })

  test("the browser's Back while the sign-in dialog is open closes it and keeps the page; the next Back leaves", async ({
    page,
  }) => {
    await page.goto('/roadmap')
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()

    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/pricing$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/roadmap$/)
  })

  test('submit stays disabled until both fields are filled', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    const submit = dialog.getByRole('button', { name: 'Sign In', exact: true })
    await expect(submit).toBeDisabled()
    await dialog.getByLabel('Email').fill('free@demo.superbullet.ai')
    await expect(submit).toBeDisabled()
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await expect(submit).toBeEnabled()
  })

  test('Register (Download App) closes the dialog and goes to /downloads', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    await page.getByRole('button', { name: 'Register (Download App)' }).click()
    await expect(page).toHaveURL(/\/downloads$/)
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  })

  test('Google sign-in through the emulator popup', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    await popup.locator('#add-account-button').click()
    await popup.locator('#email-input').fill('creator@gmail.example')
    await popup.locator('#display-name-input').fill('Roblox Creator')
    await popup.locator('#sign-in').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'creator@gmail.example' }),
    ).toBeVisible()
  })

  test('sign-out returns the header to the Dashboard button', async ({ page }) => {
    await page.goto('/')
    await signIn(page, 'pro')
    await page
      .getByRole('banner')
      .getByRole('button', { name: demoAccount('pro').email })
      .click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dashboard' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dashboard' })).toBeVisible()
  })

  test('a visitor’s page does not download Firebase Auth, settled or not; the sign-in dialog does', async ({
    page,
  }) => {
    const firebase: number[] = []
    const start = Date.now()
    page.on(
      'request',
      (r) =>
        void (
          /\/assets\/firebase-session-[\w-]+\.js$/.test(r.url()) &&
          firebase.push(Date.now() - start)
        ),
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await appReady(page)
    await page.waitForLoadState('load')
    // Past the moment the page counts as settled (its load event, a second, then an idle period).
    await page.waitForTimeout(3_000)
    expect(firebase, 'Firebase requested by a visitor’s page').toEqual([])
    await page.getByRole('banner').getByRole('button', { name: 'Dashboard' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expect.poll(() => firebase.length, { timeout: 5_000 }).toBe(1)
  })

  test('a returning signed-in user’s page preloads Firebase Auth and opens signed in, with no signed-out flash', async ({
    page,
  }) => {
    await page.goto('/')
    await signIn(page, 'pro')
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner).toBeVisible()
    // The first render waits for the session, so the header never shows the visitor's button.
    await expect(banner.getByRole('button', { name: 'Dashboard' })).toHaveCount(0)
    await expect(banner.getByRole('button', { name: demoAccount('pro').email })).toBeVisible()
    const preloads = await page
      .locator('link[rel="modulepreload"][href*="firebase-session-"]')
      .count()
    expect(preloads).toBe(1)
  })

  test('the signed-in menu leads to the dashboard', async ({ page }) => {
    await page.goto('/')
    await signIn(page, 'pro')
    await page.goto('/faq')
    await page
      .getByRole('banner')
      .getByRole('button', { name: demoAccount('pro').email })
      .click()
    await page.getByRole('menuitem', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(mobile).toHaveCount(0)
  })

  test('signed in, the header still fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/')
    await signIn(page, 'cancelling')
    await expect(
      page.getByRole('banner').getByRole('button', { name: demoAccount('cancelling').email }),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/definitely/not/here')
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })

  for (const [from, to] of [
    ['/features', '/roadmap'],
    ['/demos', '/demo'],
    ['/terms', '/terms-of-service'],
    ['/privacy', '/privacy-policy'],
    ['/security', '/security-policy'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(new RegExp(`${to}$`))
    })
  }

  test('a browser-rendered page (the dashboard) has the loading spinner in its HTML, a prerendered one its content', async ({
    request,
  }) => {
    expect(await (await request.get('/dashboard')).text()).toMatch(
      /<div class="boot-loading" role="status">.*Loading\.\.\./s,
    )
    const home = await (await request.get('/')).text()
    expect(home).not.toContain('Loading...')
    expect(home).toContain('Describe your Roblox game.')
  })

  test('the /successful-login page links to the dashboard and home', async ({ page }) => {
    await page.goto('/successful-login')
    await expect(page.getByRole('heading', { name: 'Login Successful' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })
})

test.describe('one signed-in user for every tab', () => {
  test('/dashboard signed out shows the Sign In dialog; signing in in a second tab closes it and shows the dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog).toBeVisible()
    const second = await context.newPage()
    await second.goto('/')
    await signInWithDialog(second, 'free')
    // Firebase tells the first tab (onAuthStateChanged): its auth actor tells the dialog.
    await expect(dialog).toHaveCount(0, { timeout: 15_000 })
    await expect(page.getByText('free@demo.superbullet.ai').first()).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard/)
    await second.close()
  })
})
