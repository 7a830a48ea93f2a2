/**
 * The site's pages, read from the router's route tree and each route's `staticData`
 * (src/features/shell/route-facts.ts): what the build prerenders, the sitemap lists, the host
 * redirects, and the size table and Lighthouse measure.
 */
import type { AnyRoute } from '@tanstack/react-router'
import { resolve } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
// Types only: a value import would load the router and React here, before the build's prerenderer.
import type { RouteFacts } from '../../src/features/shell/route-facts.ts'

/** A route's file (from the project root), URL, layouts above it (outermost first), whether it is
 *  a layout itself, and its facts (its layouts' merged under its own). */
export interface SiteRoute {
  file: string
  path: string
  layouts: { file: string; path: string }[]
  layout: boolean
  facts: RouteFacts
}

const urlOf = (route: AnyRoute) =>
  route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath

/**
 * Every route but the root, from a tree a router has built (it gives each route its full path),
 * `fileOf` naming each route's file. Throws when a page states neither its facts nor `redirectTo`.
 */
export function siteRoutes(routeTree: AnyRoute, fileOf: ReadonlyMap<object, string>): SiteRoute[] {
  const routes: SiteRoute[] = []
  const walk = (route: AnyRoute, above: AnyRoute[]) => {
    const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>)
    if (!route.isRoot) {
      const file = fileOf.get(route)
      if (!file) throw new Error(`no route file for ${route.id}`)
      const facts: RouteFacts = Object.assign(
        {},
        ...[...above, route].map((r) => r.options.staticData as RouteFacts | undefined),
      )
      const layout = children.length > 0
      if (
        !layout &&
        facts.redirectTo === undefined &&
        (facts.prerender === undefined || facts.indexed === undefined)
      ) {
        throw new Error(
          `${file}: a page states staticData { prerender, indexed } (itself or through its layout), or redirectTo`,
        )
      }
      const layouts = above
        .filter((r) => !r.isRoot)
        .map((r) => ({ file: fileOf.get(r)!, path: urlOf(r) }))
      routes.push({ file, path: urlOf(route), layouts, layout, facts })
    }
    for (const child of children) walk(child, [...above, route])
  }
  walk(routeTree, [])
  return routes.sort((x, y) => x.file.localeCompare(y.file))
}

/** Loads src/prerender/route-files.ts through a Vite server (no port) and walks its tree. */
export async function siteRoutesFrom(server: ViteDevServer): Promise<SiteRoute[]> {
  const { routeTree, routeFiles } = (await server.ssrLoadModule(
    '/src/prerender/route-files.ts',
  )) as { routeTree: AnyRoute; routeFiles: Map<object, string> }
  return siteRoutes(routeTree, routeFiles)
}

export const ROOT = resolve(import.meta.dirname, '..', '..')

/** A Vite server in middleware mode that can load the app's modules in Node (no port, no HMR). */
export function createModuleServer(
  root = ROOT,
  mode = 'production',
  plugins: import('vite').PluginOption[] = [],
) {
  return createServer({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins,
    resolve: { alias: { 'styled-system': resolve(root, 'styled-system') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
}

/** The site's routes, for a script or a test outside Vite (no React is loaded here, so that the
 *  build's prerenderer loads it first, in its mode). */
export async function loadSiteRoutes(root = ROOT): Promise<SiteRoute[]> {
  const server = await createModuleServer(root)
  try {
    return await siteRoutesFrom(server)
  } finally {
    await server.close()
  }
}

/** The pages: every route that renders something of its own (no layout, no redirect). */
export const pagesOf = (routes: readonly SiteRoute[]) =>
  routes.filter((r) => !r.layout && r.facts.redirectTo === undefined)

/**
 * Every page a signed-out visitor can open: what Lighthouse measures and axe checks. The pages
 * nested in a layout are left out, but for the layout's own index (/dashboard, the sign-in
 * prompt when signed out), which stands for them.
 */
export const publicPaths = (routes: readonly SiteRoute[]) =>
  pagesOf(routes)
    .filter((r) => r.layouts.every((l) => l.path === r.path))
    .map((r) => r.path)
    .sort()

/** The pages the build renders with their content; the others' HTML is the shell with the spinner. */
export const prerenderedPaths = (routes: readonly SiteRoute[]) =>
  pagesOf(routes)
    .filter((r) => r.facts.prerender)
    .map((r) => r.path)
    .sort()

/** The pages the sitemap lists; the others carry `noindex`, and Lighthouse skips their crawlability audit. */
export const indexedPaths = (routes: readonly SiteRoute[]) =>
  pagesOf(routes)
    .filter((r) => r.facts.indexed)
    .map((r) => r.path)
    .sort()

/** The routes that only redirect, as the host's permanent redirects. */
export const redirectsOf = (routes: readonly SiteRoute[]) =>
  routes.flatMap((r) =>
    r.facts.redirectTo === undefined ? [] : [{ source: r.path, destination: r.facts.redirectTo }],
  )
