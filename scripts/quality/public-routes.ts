import { resolve } from 'node:path'
import { listRouteFiles } from './manifest.ts'

/**
 * Every page a signed-out visitor can open: what Lighthouse measures and axe checks. Read from the
 * router's route tree (listRouteFiles): every route that renders, except the pages nested in a
 * layout, whose own index (/dashboard, the sign-in prompt when signed out) stands for them.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  ...new Set(
    listRouteFiles(resolve(import.meta.dirname, '..', '..'))
      .filter((r) => !r.redirect)
      .filter((r) => r.layouts.length === 0 || r.layouts.every((l) => l.replace(/\/route\.tsx?$/, '') === r.file.replace(/\/index\.tsx?$/, '')))
      .map((r) => r.path)
      .sort(),
  ),
]

/** Pages that depend on the signed-in user or on a purchase's search parameters: the browser
 *  renders them (their HTML is the shell with the 'Loading...' spinner). */
export const BROWSER_RENDERED_ROUTES: readonly string[] = ['/dashboard', '/checkout-success', '/successful-login', '/temporary-payment']

/** Every other public page is prerendered at build time with its content (scripts/prerender.ts). */
export const PRERENDERED_ROUTES: readonly string[] = PUBLIC_ROUTES.filter((r) => !BROWSER_RENDERED_ROUTES.includes(r))

/** The dashboard, the checkout pages and the sign-in landing page: `noindex`, out of the sitemap,
 *  and Lighthouse skips its crawlability audit on them (they are kept out of search on purpose). */
export const UNLISTED_ROUTES: readonly string[] = ['/dashboard', '/checkout-success', '/checkout-cancelled', '/temporary-payment', '/successful-login']

export const isUnlisted = (path: string) => UNLISTED_ROUTES.some((r) => path === r || path.startsWith(`${r}/`))
