import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { AuthServiceProvider } from './auth/auth-hooks'
import type { AuthService } from './auth/auth-service'
import type { createAppRouter } from './router'

/** The whole app: the same tree in the browser (src/main.tsx) and in the build's prerendering
 *  (src/prerender/render-page.tsx), so that hydration finds the markup it would render. */
export function AppRoot({ auth, router }: { auth: AuthService; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <AuthServiceProvider value={auth}>
        <RouterProvider router={router} />
      </AuthServiceProvider>
    </StrictMode>
  )
}
