import { createContext, useContext, useEffect, useReducer } from 'react'
import type { AnyActorLogic } from 'xstate'
import type { PageFlowId } from '../../machines/app.machine'
import { useApp } from './app-context'
import type { AppActor, SystemActors } from './app-system'

interface PageFlow {
  id: PageFlowId
  /** The flow's logic with the page's actions; read when the flow starts. */
  logic: AnyActorLogic
  input: unknown
  /** Another key (the dashboard's next user) stops the running flow and starts a new one. */
  key?: string
}

/** The page's flow in the app's system, started by the root if it is not running for this key. */
function enter(app: AppActor, { id, logic, input, key = id }: PageFlow) {
  const running = app.getSnapshot().context.pages[id]
  if (running !== undefined && running !== key) app.send({ type: 'page.stop', id, key: running })
  app.send({ type: 'page.enter', id, logic, input, key })
  return app.system.get(id) as SystemActors[typeof id]
}

/** Logic a page's flow runs instead of the page's own, by systemId: a story starts the flow in
 *  the state it shows. */
export const PageFlowStage = createContext<Partial<Record<PageFlowId, AnyActorLogic>>>({})

/**
 * Runs a page's flow as a child of the app's root, by its systemId: the root starts it when the
 * page first renders (the page reads it from its first render on, prerendered or not) and stops
 * it when the page is left. A remount with the same key within the same task (React's
 * StrictMode) finds it running and goes on with it.
 */
export function usePageFlow<K extends PageFlowId>(page: PageFlow & { id: K }): SystemActors[K] {
  const app = useApp()
  const staged = useContext(PageFlowStage)[page.id]
  const flow = staged ? { ...page, logic: staged } : page
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const key = flow.key ?? flow.id
  const running = app.getSnapshot().context.pages[flow.id] === key
  const actor = (running ? app.system.get(flow.id) : enter(app, flow)) as SystemActors[K]
  useEffect(() => {
    // The root stopped the flow between the render and now: the page shows a fresh one.
    if (enter(app, flow) !== actor) rerender()
    return () => {
      // A test or a story may stop the root before React unmounts the page.
      if (app.getSnapshot().status === 'active') app.send({ type: 'page.leave', id: flow.id, key })
    }
    // The flow's logic and input are read when it starts, as useActorRef does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, actor, flow.id, key])
  return actor
}
