import { useSelector } from '@xstate/react'
import { AUTH } from '../../machines/app.machine'
import { useSystemActor } from '../system/app-context'
import { selectIsLoading, selectUser } from './auth.selectors'

export const useAuthActor = () => useSystemActor(AUTH)
export const useAuthUser = () => useSelector(useAuthActor(), selectUser)
export const useAuthLoading = () => useSelector(useAuthActor(), selectIsLoading)
