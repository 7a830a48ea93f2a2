import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { AppShell, NotFoundPage, RootErrorScreen } from '../features/shell'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorScreen,
})
