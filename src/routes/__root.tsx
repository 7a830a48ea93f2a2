import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { AppShell } from '../features/shell/app-shell'
import { NotFoundPage } from '../features/shell/not-found-page'
import { RootErrorScreen } from '../features/shell/root-error-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorScreen,
})
