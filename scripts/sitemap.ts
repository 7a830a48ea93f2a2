/**
 * dist/sitemap.xml and dist/robots.txt, written by the build (crawlerFiles in vite.config.ts) for
 * the build's VITE_APP_ORIGIN. The sitemap lists the public routes of the route tree
 * (PUBLIC_ROUTES) except the pages only reached through sign-in or a purchase.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isUnlisted, PUBLIC_ROUTES } from './quality/public-routes.ts'
import { afterBuild } from './vite-plugins.ts'

export const SITEMAP_ROUTES = PUBLIC_ROUTES.filter((r) => !isUnlisted(r))

const DEFAULT_ORIGIN = 'https://superbullet.ai'

export function sitemapXml(origin: string, routes: readonly string[] = SITEMAP_ROUTES): string {
  const base = new URL(origin).origin
  const urls = routes.map((r) => `  <url><loc>${base}${r === '/' ? '/' : r}</loc></url>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

export function robotsTxt(origin: string): string {
  // No Disallow: Lighthouse's SEO audit (CI gates it at 100) fails a page robots.txt blocks.
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL(origin).origin}/sitemap.xml`, ''].join('\n')
}

export const crawlerFiles = () =>
  afterBuild('superbullet:crawler-files', (outDir, config) => {
    const origin = (config.env.VITE_APP_ORIGIN as string | undefined) || DEFAULT_ORIGIN
    writeFileSync(resolve(outDir, 'sitemap.xml'), sitemapXml(origin))
    writeFileSync(resolve(outDir, 'robots.txt'), robotsTxt(origin))
  })
