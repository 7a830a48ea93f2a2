import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { waitFor } from 'xstate'
import { firebaseAuthMachine } from './auth/auth-actors'
import { AuthServiceProvider } from './auth/auth-hooks'
import { createAuthService } from './auth/auth-service'
import './index.css'
import { startInspector } from './inspect'
import { createAppRouter } from './router'

/** Ends the current task, so the work after it runs in a new one (no long task at start-up). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await startInspector()
await yieldToMain()

const authService = createAuthService(firebaseAuthMachine)
const router = createAppRouter(authService)
const app = (
  <StrictMode>
    <AuthServiceProvider value={authService}>
      <RouterProvider router={router} />
    </AuthServiceProvider>
  </StrictMode>
)
const root = createRoot(document.getElementById('root')!)
await yieldToMain()

// index.html already shows the 'Loading...' spinner. Load the first route's code and the auth
// state in parallel, then render the page once, as a
// transition: React builds it in slices and yields to the browser between them instead of
// blocking the main thread in one long task.
// (Should either fail, the shell renders anyway: the router shows its error, the shell its spinner.)
await Promise.all([router.load(), waitFor(authService.actor, (s) => !s.hasTag('loading'))]).catch(() => undefined)
startTransition(() => root.render(app))
