import { accountButton, banner, expect, signIn, signOut, test } from './fixtures'

const tabList = { role: 'tablist' as const, name: 'Dashboard sections' }

test.describe('account', () => {
  test('e-mail sign-in (the text put in as the driver puts it) shows the whole address at 1280 px; sign-out', async ({
    site,
  }) => {
    await site.goto('/')
    if ((await site.count({ role: 'button', name: 'Dashboard', within: banner })) === 0)
      await signOut(site)
    await signIn(site, 'free')
    // The address is not cut: its text fits the label of the account menu's button.
    const label = () =>
      site.evaluate(() => {
        const text = document.querySelector('header button[aria-haspopup] > span')
        return text && text.scrollWidth <= text.clientWidth ? text.textContent : null
      }, null)
    await expect
      .poll(label, { message: `[${site.engine}] the whole address shows` })
      .toBe('free@demo.superbullet.ai')
    await signOut(site)
    expect(await site.count(accountButton('free'))).toBe(0)
  })

  test('the dashboard tab bar never overflows its box (no scrollbar) from 320 to 1440 px', async ({
    site,
  }) => {
    await signIn(site, 'free')
    await site.shows(tabList)
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await site.setViewport(width, 800)
      const box = await site.evaluate(() => {
        const list = document.querySelector('[role="tablist"]')!
        return {
          scrollWidth: list.scrollWidth,
          clientWidth: list.clientWidth,
          scrollHeight: list.scrollHeight,
          clientHeight: list.clientHeight,
        }
      }, null)
      expect(box.scrollWidth, `width at ${width} px`).toBeLessThanOrEqual(box.clientWidth)
      expect(box.scrollHeight, `height at ${width} px`).toBeLessThanOrEqual(box.clientHeight)
      expect(await site.count({ role: 'tab', within: tabList }), `tabs at ${width} px`).toBe(3)
    }
  })
})
