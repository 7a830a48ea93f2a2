import type { InspectionEvent } from 'xstate'

let observer: ((event: InspectionEvent) => void) | undefined

/** Passed to every actor the app creates; forwards to the Stately inspector when it is on. */
export const inspector = (event: InspectionEvent) => observer?.(event)

/** Development only (`VITE_XSTATE_INSPECT=true`): the production build drops this branch and
 *  with it the inspector package. */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== 'true') return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const { inspect } = createBrowserInspector()
  observer = (event) => inspect.next?.(event)
}
