import type { AnyActorRef } from 'xstate'

const started: AnyActorRef[] = []

/** Remembers an app system a test started, to stop it after the test. */
export const trackTestApp = <T extends AnyActorRef>(app: T): T => (started.push(app), app)

/** The app system the running test started last. */
export function lastTestApp(): AnyActorRef {
  const app = started.at(-1)
  if (!app) throw new Error('This test started no app (renderApp or startTestApp).')
  return app
}

/** Stops every app system a test started (tests/support/setup.ts, after each test). */
export function stopTestApps(): void {
  for (const app of started.splice(0)) app.stop()
}
