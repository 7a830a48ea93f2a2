import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { AuthServiceProvider } from './auth/auth-hooks'
import type { AuthService } from './auth/auth-service'
import { Hydrated } from './hydrating-links'
import type { createAppRouter } from './router'

/** The whole app: the same tree in the browser (src/main.tsx) and in the build's prerendering
 *  (src/prerender/render-page.tsx), so that hydration finds the markup it would render.
 *  `onHydrated`: once a prerendered page has hydrated (hydrating-links.tsx). */
export function AppRoot({
  auth,
  router,
  onHydrated,
}: {
  auth: AuthService
  router: ReturnType<typeof createAppRouter>
  onHydrated?: () => void
}) {
  return (
    <StrictMode>
      <AuthServiceProvider value={auth}>
        <RouterProvider router={router} />
      </AuthServiceProvider>
      <Hydrated onHydrated={onHydrated} />
    </StrictMode>
  )
}
