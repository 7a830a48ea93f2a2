import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  indexedPaths,
  prerenderedPaths,
  publicPaths,
  redirectsOf,
  siteRoutes,
} from '../../../scripts/quality/public-routes'
import { sitemapXml } from '../../../scripts/sitemap'
import { measure } from '../../../scripts/size'
import { SITE_ROUTES } from '../../support/site-routes'

const byFile = (file: string) => SITE_ROUTES.find((r) => r.file === file)

describe("the site's routes, read from the router's route tree and each route's staticData", () => {
  it("names each route's file, URL, layouts and facts; a layout's facts hold for the pages under it", () => {
    expect(byFile('src/routes/index.tsx')).toEqual({
      file: 'src/routes/index.tsx',
      path: '/',
      layouts: [],
      layout: false,
      facts: { prerender: true, indexed: true },
    })
    expect(byFile('src/routes/dashboard/billing.tsx')).toEqual({
      file: 'src/routes/dashboard/billing.tsx',
      path: '/dashboard/billing',
      layouts: [{ file: 'src/routes/dashboard/route.tsx', path: '/dashboard' }],
      layout: false,
      facts: { prerender: false, indexed: false },
    })
    expect(byFile('src/routes/dashboard/route.tsx')?.layout).toBe(true)
    expect(byFile('src/routes/dashboard/index.tsx')?.path).toBe('/dashboard')
    expect(byFile('src/routes/features.tsx')?.facts).toEqual({ redirectTo: '/roadmap' })
    expect(SITE_ROUTES.some((r) => r.file.includes('__root'))).toBe(false)
  })

  it("lists the public pages: every page outside the dashboard, and the dashboard's sign-in prompt", () => {
    expect(publicPaths(SITE_ROUTES)).toEqual([
      '/',
      '/checkout-cancelled',
      '/checkout-success',
      '/contact',
      '/dashboard',
      '/demo',
      '/downloads',
      '/faq',
      '/pricing',
      '/privacy-policy',
      '/reset-password',
      '/roadmap',
      '/security-policy',
      '/successful-login',
      '/temporary-payment',
      '/terms-of-service',
      '/token-topups',
    ])
  })

  it('prerenders the pages whose staticData says so, and lists the indexed ones in the sitemap', () => {
    expect(prerenderedPaths(SITE_ROUTES)).toEqual([
      '/',
      '/checkout-cancelled',
      '/contact',
      '/demo',
      '/downloads',
      '/faq',
      '/pricing',
      '/privacy-policy',
      '/reset-password',
      '/roadmap',
      '/security-policy',
      '/terms-of-service',
      '/token-topups',
    ])
    expect(indexedPaths(SITE_ROUTES)).toEqual([
      '/',
      '/contact',
      '/demo',
      '/downloads',
      '/faq',
      '/pricing',
      '/privacy-policy',
      '/reset-password',
      '/roadmap',
      '/security-policy',
      '/terms-of-service',
      '/token-topups',
    ])
  })

  it("turns the routes that name redirectTo into the host's redirects", () => {
    expect(redirectsOf(SITE_ROUTES).map((r) => `${r.source} -> ${r.destination}`)).toEqual([
      '/demos -> /demo',
      '/features -> /roadmap',
      '/privacy -> /privacy-policy',
      '/security -> /security-policy',
      '/terms -> /terms-of-service',
    ])
  })
})

/** A route tree of `/` and whatever `more` adds, each with its route file, as the file routes give them. */
function tree(more: (root: AnyRoute) => { route: AnyRoute; file: string }[]) {
  const root = createRootRoute()
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { prerender: true, indexed: true },
  })
  const routes = [
    { route: home as AnyRoute, file: 'src/routes/index.tsx' },
    ...more(root as AnyRoute),
  ]
  root.addChildren(routes.map((r) => r.route))
  createRouter({ routeTree: root, history: createMemoryHistory() })
  return siteRoutes(root as AnyRoute, new Map(routes.map((r) => [r.route as object, r.file])))
}

/** A build output folder holding the entry chunk and, per route file, one split chunk. */
function buildOutput(files: string[]) {
  const outDir = mkdtempSync(join(tmpdir(), 'route-tree-'))
  mkdirSync(join(outDir, '.vite'))
  mkdirSync(join(outDir, 'assets'))
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
  }
  writeFileSync(join(outDir, 'assets/index.js'), 'console.log("entry")')
  files.forEach((file, i) => {
    manifest[`${file}?tsr-split=component`] = { file: `assets/route-${i}.js`, isDynamicEntry: true }
    writeFileSync(join(outDir, `assets/route-${i}.js`), `export default ${JSON.stringify(file)}`)
  })
  writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(manifest))
  return outDir
}

describe('one route file declares a new page', () => {
  const withNewPages = tree((root) => [
    {
      route: createRoute({
        getParentRoute: () => root,
        path: '/changelog',
        staticData: { prerender: true, indexed: true },
      }) as AnyRoute,
      file: 'src/routes/changelog.tsx',
    },
    {
      route: createRoute({
        getParentRoute: () => root,
        path: '/thanks',
        staticData: { prerender: true, indexed: false },
      }) as AnyRoute,
      file: 'src/routes/thanks.tsx',
    },
  ])

  it('puts it in the prerender list, the sitemap and the size table; one kept out of search is not in the sitemap', () => {
    expect(prerenderedPaths(withNewPages)).toEqual(['/', '/changelog', '/thanks'])
    expect(indexedPaths(withNewPages)).toEqual(['/', '/changelog'])
    expect(sitemapXml('https://superbullet.ai', indexedPaths(withNewPages))).toContain(
      '<loc>https://superbullet.ai/changelog</loc>',
    )
    const { table } = measure(
      buildOutput(['src/routes/index.tsx', 'src/routes/changelog.tsx', 'src/routes/thanks.tsx']),
      withNewPages,
    )
    expect(table).toMatch(/^\| `\/changelog` \| [\d.]+ \| /m)
    expect(publicPaths(withNewPages)).toEqual(['/', '/changelog', '/thanks'])
  })

  it('fails the build, naming the file, when the page states neither its facts nor a redirect', () => {
    expect(() =>
      tree((root) => [
        {
          route: createRoute({ getParentRoute: () => root, path: '/draft' }) as AnyRoute,
          file: 'src/routes/draft.tsx',
        },
      ]),
    ).toThrow('src/routes/draft.tsx: a page states staticData { prerender, indexed }')
  })
})
