/**
 * dist/sitemap.xml and dist/robots.txt, written by the build (routePages in scripts/vite-plugins.ts)
 * for the build's VITE_APP_ORIGIN. The sitemap lists the indexed pages of the route tree
 * (indexedPaths: the routes whose staticData says `indexed: true`).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const DEFAULT_ORIGIN = 'https://superbullet.ai'

export function sitemapXml(origin: string, routes: readonly string[]): string {
  const base = new URL(origin).origin
  const urls = routes.map((r) => `  <url><loc>${base}${r === '/' ? '/' : r}</loc></url>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

export function robotsTxt(origin: string): string {
  // No Disallow: Lighthouse's SEO audit (CI gates it at 100) fails a page robots.txt blocks.
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL(origin).origin}/sitemap.xml`, ''].join('\n')
}

/** Writes both files into the build's output folder. */
export function writeCrawlerFiles(outDir: string, appOrigin: string | undefined, indexed: readonly string[]) {
  const origin = appOrigin || DEFAULT_ORIGIN
  writeFileSync(resolve(outDir, 'sitemap.xml'), sitemapXml(origin, indexed))
  writeFileSync(resolve(outDir, 'robots.txt'), robotsTxt(origin))
}
