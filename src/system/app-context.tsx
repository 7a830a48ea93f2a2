import { createContext, useContext, type ReactNode } from 'react'
import { systemActor, type AppActor, type SystemActors, type SystemId } from './app-system'

const AppActorContext = createContext<AppActor | null>(null)

/** Gives the tree the app's root actor; views reach its children with `useSystemActor`. */
export function AppProvider({ app, children }: { app: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={app}>{children}</AppActorContext.Provider>
}

export function useApp(): AppActor {
  const app = useContext(AppActorContext)
  if (!app) throw new Error('useApp needs an AppProvider')
  return app
}

/** A child of the app by its systemId, to read with `useSelector` and send events to. */
export function useSystemActor<K extends SystemId>(id: K): SystemActors[K] {
  return systemActor(useApp(), id)
}
