import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRoot } from './app-root'
import { confirmationTiming } from './features/checkout/lifecycle/purchase-lifecycle'
import { endEarlyPress, replayEarlyPress } from './early-press'
import { followLinksUntilHydrated, holdNavigationsUntilHydrated } from './hydrating-links'
import './index.css'
import { startInspector } from './inspect'
import { createAppRouter } from './router'
import { appLogic } from './system/app-logic'
import { startApp } from './system/app-system'

/** Ends the current task, so the work after it runs in a new one (no long task at start-up). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await startInspector()
// Evaluating the modules, starting the app's actor system and creating the router are three
// tasks, not one long task that holds a tap on the prerendered page.
await yieldToMain()
// The one root of every actor in the app (the inspector attached at it); the sign-in dialog
// navigates with the router, made next.
const app = startApp(appLogic({ navigate: (to) => void router.navigate({ to }) }), {
  input: { timing: confirmationTiming },
})
await yieldToMain()
const router = createAppRouter(app)
const container = document.getElementById('root')!

// The route's code first (the dashboard's loader also waits for the user), so that the first
// render is the page itself. Should it fail, the app renders anyway: the router shows its error.
await router.load().catch(() => undefined)
await yieldToMain()

// The build prerendered the page for its address without a query: only then is it the page this
// address shows (/roadmap?filter=completed, say, shows other items, so it is rendered anew).
if (container.hasAttribute('data-prerendered') && location.search === '') {
  // A public page arrives prerendered with its content (scripts/prerender.ts): React adopts that
  // markup instead of painting it again. Only the account area waits for the user.
  // The router then renders as it did on the server (its hydration mode: no Suspense boundaries
  // of its own around the matches); the page needs no dehydrated data, it has no loaders.
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; a tap meanwhile is handled first (the content pages' parts
  // below the first screen hydrate on their own: HydrateLater).
  // Until the page has hydrated, a link is followed by the browser, not by the router, and a
  // navigation made in code waits (hydrating-links.tsx).
  const releaseLinks = followLinksUntilHydrated()
  const releaseNavigations = holdNavigationsUntilHydrated(router.history)
  const onHydrated = () => {
    releaseLinks()
    releaseNavigations()
  }
  startTransition(() => {
    hydrateRoot(container, <AppRoot app={app} router={router} onHydrated={onHydrated} />, {
      // With its cause: React wraps what a component threw during hydration in an error of its own.
      onRecoverableError: (error) =>
        console.error(
          'Hydration did not match the prerendered page:',
          error,
          ...(error instanceof Error && error.cause ? [error.cause] : []),
        ),
    })
  })
  // A button pressed before this point had no handler: React now takes the press and hydrates its part first.
  replayEarlyPress()
} else {
  // What the HTML shows (the 'Loading...' spinner, or a prerendered page) stays until this first
  // render, made as a transition: React builds it in slices and yields to the browser between them.
  const root = createRoot(container)
  startTransition(() => root.render(<AppRoot app={app} router={router} />))
  // The render replaces what the HTML showed: a button pressed there is gone, nothing to press again.
  endEarlyPress()
}
