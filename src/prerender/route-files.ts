import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'

/**
 * The router's route tree and the file each of its routes comes from, for the build
 * (scripts/quality/public-routes.ts loads this module through Vite) and the tests.
 */
const modules = import.meta.glob<{ Route?: object }>('../routes/**/*.{ts,tsx}', { eager: true })

export const routeFiles = new Map<object, string>(
  Object.entries(modules).flatMap(([path, module]) =>
    module.Route ? [[module.Route, `src/${path.slice('../'.length)}`] as const] : [],
  ),
)

// A router gives each route of the tree its id and full path.
createRouter({ routeTree, history: createMemoryHistory(), context: { app: undefined as never } })

export { routeTree }
