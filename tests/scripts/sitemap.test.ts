import { describe, expect, it } from 'vitest'
import { indexedPaths } from '../../scripts/quality/public-routes'
import { robotsTxt, sitemapXml } from '../../scripts/sitemap'
import { SITE_ROUTES } from '../support/site-routes'

const SITEMAP_ROUTES = indexedPaths(SITE_ROUTES)

describe('sitemap.xml and robots.txt', () => {
  it('lists the pages whose staticData says indexed: not the dashboard, checkout or sign-in pages', () => {
    expect(SITEMAP_ROUTES).toEqual([
      '/', '/contact', '/demo', '/downloads', '/faq', '/pricing', '/privacy-policy', '/reset-password', '/roadmap',
      '/security-policy', '/terms-of-service', '/token-topups',
    ])
  })

  it('writes absolute URLs on the app origin', () => {
    const xml = sitemapXml('https://superbullet.ai/', SITEMAP_ROUTES)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(SITEMAP_ROUTES.map((r) => `https://superbullet.ai${r}`))
  })

  it('robots.txt names the sitemap', () => {
    expect(robotsTxt('http://localhost:4173')).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:4173/sitemap.xml\n')
  })
})
