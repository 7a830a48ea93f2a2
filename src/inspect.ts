import type { InspectionEvent } from 'xstate'

let observer: ((event: InspectionEvent) => void) | undefined

/** Passed to the app's root (`startApp`): forwards to the Stately inspector when it is on, and
 *  does nothing otherwise. Invoked and spawned children are inspected through their root. */
export const inspector = (event: InspectionEvent) => observer?.(event)

/**
 * Development only (`VITE_XSTATE_INSPECT=true npm run dev`): opens the Stately inspector
 * (https://stately.ai/inspect) in a pop-up window and sends it every actor's events. Events
 * from before the window connects are replayed (the last 200). In a production build
 * `import.meta.env.DEV` is false, so this branch and with it the inspector package are dropped.
 * main.tsx awaits this before it creates the first actor.
 */
export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== 'true') return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const { inspect } = createBrowserInspector()
  observer = (event) => inspect.next?.(event)
  console.info(
    '[xstate] Inspector on: actors show at https://stately.ai/inspect in a pop-up window. ' +
      'If none opened, allow pop-ups for this site and reload.',
  )
}
