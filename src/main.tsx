import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { firebaseAuthMachine } from './auth/auth-actors'
import { AuthServiceProvider } from './auth/auth-hooks'
import { createAuthService } from './auth/auth-service'
import './index.css'
import { startInspector } from './inspect'
import { createAppRouter } from './router'

await startInspector()

const authService = createAuthService(firebaseAuthMachine)
const router = createAppRouter(authService)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthServiceProvider value={authService}>
      <RouterProvider router={router} />
    </AuthServiceProvider>
  </StrictMode>,
)
