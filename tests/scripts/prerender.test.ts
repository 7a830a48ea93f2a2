import { describe, expect, it } from 'vitest'
import { PRERENDERED_ATTRIBUTE, withPrerenderedPage } from '../../scripts/prerender'
import { prerenderedPaths, publicPaths } from '../../scripts/quality/public-routes'
import { SITE_ROUTES } from '../support/site-routes'

const shell = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>SuperbulletAI: the AI game developer for Roblox</title>',
  '    <script type="module" src="/assets/index.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root">',
  '      <div class="boot-loading" role="status"><span class="boot-spinner" aria-hidden="true"></span><span>Loading...</span></div>',
  '    </div>',
  '  </body>',
  '</html>',
].join('\n')
const rendered = '<title>Pricing | SuperbulletAI</title><meta name="description" content="Plans"/><link rel="canonical" href="https://superbullet.ai/pricing"/><header>h</header><main><h1>Choose Your Plan</h1></main>'

describe('prerendered pages (scripts/prerender.ts)', () => {
  it('puts the page head tags in <head> in place of the shell title, and the page in #root for hydration', () => {
    const html = withPrerenderedPage(shell, rendered)
    expect(html).toContain('    <title>Pricing | SuperbulletAI</title><meta name="description" content="Plans"/><link rel="canonical" href="https://superbullet.ai/pricing"/>\n    <script')
    expect(html).not.toContain('SuperbulletAI: the AI game developer for Roblox')
    expect(html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}><header>h</header><main><h1>Choose Your Plan</h1></main></div>\n  </body>`)
    expect(html).not.toContain('Loading...')
  })

  it('marks a page the browser renders anew (the not-found page) without the hydration attribute', () => {
    expect(withPrerenderedPage(shell, rendered, { hydrate: false })).toContain('<div id="root"><header>h</header>')
  })

  it('refuses a shell without the spinner in #root, rather than writing a page without content', () => {
    expect(() => withPrerenderedPage(shell.replace('boot-loading', 'other'), rendered)).toThrow(/#root/)
  })

  it('prerenders the pages whose staticData says so: every public page but those that depend on the user or a purchase', () => {
    const prerendered = prerenderedPaths(SITE_ROUTES)
    expect(prerendered).toEqual([
      '/', '/checkout-cancelled', '/contact', '/demo', '/downloads', '/faq', '/pricing', '/privacy-policy', '/reset-password', '/roadmap',
      '/security-policy', '/terms-of-service', '/token-topups',
    ])
    expect(publicPaths(SITE_ROUTES).filter((r) => !prerendered.includes(r))).toEqual(['/checkout-success', '/dashboard', '/successful-login', '/temporary-payment'])
  })
})
