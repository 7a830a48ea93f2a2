import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AuthService } from './auth/auth-service'
import { RouteErrorScreen } from './features/shell/root-error-screen'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  auth: AuthService
}

export function createAppRouter(auth: AuthService, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { auth },
    defaultPreload: 'intent',
    // A page that fails to load or render shows the error screen inside the shell.
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
