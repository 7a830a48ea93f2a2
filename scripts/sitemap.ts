/** dist/sitemap.xml (the pages whose staticData says `indexed: true`) and robots.txt, for the build's VITE_APP_ORIGIN. */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function writeCrawlerFiles(
  outDir: string,
  appOrigin: string | undefined,
  indexed: readonly string[],
) {
  const origin = new URL(appOrigin || 'https://superbullet.ai').origin
  writeFileSync(resolve(outDir, 'sitemap.xml'), sitemapXml(origin, indexed))
  // No Disallow: Lighthouse's SEO audit (CI gates it at 100) fails a page robots.txt blocks.
  writeFileSync(
    resolve(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  )
}
