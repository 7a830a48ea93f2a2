import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { Hydrated } from './hydrating-links'
import type { createAppRouter } from './router'
import { AppProvider } from './system/app-context'
import type { AppActor } from './system/app-system'

/** The whole app: the same tree in the browser (src/main.tsx) and in the build's prerendering
 *  (src/prerender/render-page.tsx), so that hydration finds the markup it would render.
 *  `onHydrated`: once a prerendered page has hydrated (hydrating-links.tsx). */
export function AppRoot({
  app,
  router,
  onHydrated,
}: {
  app: AppActor
  router: ReturnType<typeof createAppRouter>
  onHydrated?: () => void
}) {
  return (
    <StrictMode>
      <AppProvider app={app}>
        <RouterProvider router={router} />
      </AppProvider>
      <Hydrated onHydrated={onHydrated} />
    </StrictMode>
  )
}
