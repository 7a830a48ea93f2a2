import type { RouterHistory } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'

/** Where the browser has no idle callbacks (Safari): long enough for a page's parts to hydrate. */
const NO_IDLE_CALLBACK_WAIT_MS = 1000

/**
 * A link followed by the router while React is still hydrating the prerendered page breaks the
 * hydration: the router's state moves to the new address while the page's part (the router's own
 * Suspense boundary around the page, hydrated after the root) still hydrates with the old one, a
 * match it has already dropped is read (a TypeError in its Match), and React throws the prerendered
 * page away to render it again (React errors #520 and #422; TanStack/router#8306). So until the
 * page has hydrated, the browser follows a link, as it does before the app has run: the next page
 * arrives prerendered. React never sees the click; the browser's own navigation goes ahead.
 *
 * Call right before `hydrateRoot`; the app's `Hydrated` calls what it returns.
 */
export function followLinksUntilHydrated(): () => void {
  const hold = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation()
  }
  addEventListener('click', hold, true)
  return () => removeEventListener('click', hold, true)
}

/**
 * The same rule for a navigation made in code (a menu item, a dialog's button): the router's history
 * holds it, by its own blocker, until the page has hydrated, then lets it go. Nothing of the router
 * moves before: its state changes only once the history has moved. The browser's own leaving (a
 * link it follows) is not asked about.
 *
 * Call right before `hydrateRoot`; the app's `Hydrated` calls what it returns.
 */
export function holdNavigationsUntilHydrated(history: RouterHistory): () => void {
  let hydrated!: () => void
  const done = new Promise<boolean>((resolve) => (hydrated = () => resolve(false)))
  const unblock = history.block({ blockerFn: () => done, enableBeforeUnload: false })
  return () => {
    unblock()
    hydrated()
  }
}

/**
 * The last part of the app (so in the prerendered tree too: one more part only in the browser would
 * change every `useId` after it). Its commit is the root's. The page's Suspense boundaries hydrate
 * after it, as React's idle-priority work, which runs task after task: the browser's first idle
 * period comes once they are done.
 */
export function Hydrated({ onHydrated }: { onHydrated?: (() => void) | undefined }) {
  useLayoutEffect(() => {
    if (!onHydrated) return
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(onHydrated, NO_IDLE_CALLBACK_WAIT_MS)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(onHydrated)
    return () => cancelIdleCallback(idle)
  }, [onHydrated])
  return null
}
