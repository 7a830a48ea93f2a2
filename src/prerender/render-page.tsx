import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { fromCallback } from 'xstate'
import { authMachine } from '../../machines/auth.machine'
import { purchaseLifecycleMachine } from '../../machines/purchase-lifecycle.machine'
import { AppRoot } from '../app-root'
import { createAppRouter } from '../router'
import { appLogic } from '../system/app-logic'
import { startApp } from '../system/app-system'

type Preloadable = { preload?: () => Promise<unknown> } | undefined

/**
 * One page as static HTML, at build time (scripts/prerender.ts): the markup React renders for
 * `path` before anyone is known, which the browser then hydrates (src/main.tsx). Errors are
 * returned, not thrown, so that the build can name the page.
 */
export async function renderPage(path: string): Promise<{ html: string; errors: unknown[] }> {
  // The build knows no user: the identity provider never reports, so what depends on the user
  // renders its waiting state (the header's account placeholder).
  // Nor a browser: no purchase is stored, and nothing navigates.
  const app = startApp(
    appLogic({ navigate: () => undefined }).provide({
      actors: {
        auth: authMachine.provide({ actors: { watchAuthState: fromCallback(() => undefined) } }),
        purchaseLifecycle: purchaseLifecycleMachine,
      },
    }),
  )
  const router = createAppRouter(app, createMemoryHistory({ initialEntries: [path] }), {
    prerender: true,
  })
  await router.load()
  // The matched routes' split components, so that nothing suspends while rendering.
  const routes = router.routesById as unknown as Record<
    string,
    { options: Record<string, Preloadable> }
  >
  await Promise.all(
    router.state.matches.flatMap((m) => {
      const { options } = routes[m.routeId]!
      return ['component', 'notFoundComponent', 'errorComponent'].map((k) =>
        options[k]?.preload?.(),
      )
    }),
  )
  const errors: unknown[] = []
  const { prelude } = await prerender(<AppRoot app={app} router={router} />, {
    onError: (e) => void errors.push(e),
    // One document, no streaming: React would otherwise outline big boundaries behind inline
    // scripts, which the CSP refuses.
    progressiveChunkSize: Infinity,
  })
  return { html: await new Response(prelude).text(), errors }
}
