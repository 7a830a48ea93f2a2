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
