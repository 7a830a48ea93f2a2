import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteErrorScreen } from './features/shell/root-error-screen'
import { routeTree } from './routeTree.gen'
import type { AppActor } from './system/app-system'

export interface RouterContext {
  /** The app's actor system: loaders reach its children (the auth actor) through it. */
  app: AppActor
}

export function createAppRouter(
  app: AppActor,
  history?: RouterHistory,
  { prerender = false } = {},
) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { app },
    defaultPreload: 'intent',
    // A page that fails to load or render shows the error screen inside the shell.
    defaultErrorComponent: RouteErrorScreen,
    // The router restores scroll in the browser; when prerendering (scripts/prerender.ts) it would
    // write an inline script, which the CSP refuses and the hydrating client does not render.
    scrollRestoration: !prerender,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
