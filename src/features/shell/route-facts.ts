import { redirect } from '@tanstack/react-router'
import type { FileRouteTypes } from '../../routeTree.gen'

/**
 * What a route tells the build and the page's head, declared once in its `staticData`: the build
 * reads them from the route tree for prerendering, the sitemap, the hosting redirects, the size
 * table and the Lighthouse list (scripts/quality/public-routes.ts). A layout's facts hold for the
 * pages under it unless a page says otherwise. Every page states `prerender` and `indexed`
 * (itself or through its layout); a route that only redirects states `redirectTo`.
 */
export interface RouteFacts {
  /** The page's HTML carries its content, rendered at build time: only for a page that depends
   *  neither on the user nor on a purchase's search parameters. */
  prerender?: boolean
  /** Search engines may list the page: it is in the sitemap and its head has no `noindex`. */
  indexed?: boolean
  /** The route only sends the visitor to this path; the host answers it with a permanent redirect. */
  redirectTo?: string
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the router's staticData is typed by merging into this interface
  interface StaticDataRouteOption extends RouteFacts {}
}

/** A page's facts: its layouts' (outermost first), then its own. */
export const mergeFacts = (chain: readonly (RouteFacts | undefined)[]): RouteFacts =>
  Object.assign({}, ...chain)

/** The options of a route that only redirects: the router sends the visitor on, the host answers 301. */
export function redirectRoute(to: FileRouteTypes['to']) {
  return {
    staticData: { redirectTo: to },
    beforeLoad: () => {
      throw redirect({ to, replace: true })
    },
  }
}
