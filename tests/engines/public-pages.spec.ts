import { contentPages } from '../support/content-pages'
import { expect, test } from './fixtures'

const pages = [
  ...contentPages,
  { path: '/pricing', title: 'Pricing | SuperbulletAI', h1: 'Choose Your Plan' },
  { path: '/token-topups', title: 'Token Top-ups | SuperbulletAI', h1: 'Token Top-ups' },
]
/** The pages a person compares across the three engines (the Chromium tests picture them too). */
const pictured: Record<string, string> = {
  '/': 'home',
  '/pricing': 'pricing',
  '/token-topups': 'top-ups',
}

test.describe('public pages', () => {
  for (const p of pages) {
    test(`${p.path} renders its heading and title, with no console error and no CSP violation`, async ({
      site,
      shot,
    }) => {
      await site.goto(p.path)
      await site.hasText({ role: 'heading', level: 1 }, p.h1)
      expect(await site.count({ role: 'heading', level: 1 })).toBe(1)
      expect(await site.evaluate(() => document.title, null)).toBe(p.title)
      const name = pictured[p.path]
      if (name) await shot(name)
    })
  }
})
