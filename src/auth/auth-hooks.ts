import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { AuthService } from './auth-service'
import { selectIsLoading, selectUser } from './auth.selectors'

const AuthServiceContext = createContext<AuthService | null>(null)
export const AuthServiceProvider = AuthServiceContext.Provider

export function useAuthService(): AuthService {
  const service = useContext(AuthServiceContext)
  if (!service) throw new Error('useAuthService needs an AuthServiceProvider')
  return service
}

export const useAuthUser = () => useSelector(useAuthService().actor, selectUser)
export const useAuthLoading = () => useSelector(useAuthService().actor, selectIsLoading)
