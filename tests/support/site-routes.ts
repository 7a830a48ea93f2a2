import type { AnyRoute } from '@tanstack/react-router'
import { siteRoutes } from '../../scripts/quality/public-routes'
import { routeFiles, routeTree } from '../../src/prerender/route-files'

/** The site's routes as the build reads them, from the route tree this test run imports. */
export const SITE_ROUTES = siteRoutes(routeTree as unknown as AnyRoute, routeFiles)
