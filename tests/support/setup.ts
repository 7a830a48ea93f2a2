import '@testing-library/jest-dom/vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { format } from 'node:util'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { PURCHASE_STORAGE_KEY } from '../../src/features/checkout/lifecycle/lifecycle-storage'
import { toaster } from '../../src/components/ui/toast-store'
import { handlers } from '../../src/mocks/handlers'
import { scenarioStore } from '../../src/mocks/scenario-store'
import { stopTestApps } from './test-apps'

// Lazy chunks and a busy 2-core CI machine: give findBy* and waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 })

/** React's act warnings of the running test: kept, not printed; an update outside act fails the
 *  test in afterEach, which names each. */
const actWarnings: string[] = []
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  const text = format(...args)
  if (/not wrapped in act|not configured to support act/.test(text))
    actWarnings.push(text.split('\n')[0]!)
  else consoleError(...args)
}
/** Empties and returns the warnings so far (for the test of this check). */
export const takeActWarnings = () => actWarnings.splice(0)

/** The same handlers as the contract server; an unmatched request fails the test. */
export const server = setupServer(...handlers)

// The toaster view and a purchase page's dialogs mount once the page has settled (a second after
// load, when idle): in a test, that lands at a random moment, outside act. Here the page is settled
// from the start: the toaster mounts with the page, its code loaded first, and the dialogs preload
// as the page mounts (whenPageSettled itself has its own test).
vi.mock('../../src/lib/use-page-settled', () => ({ usePageSettled: () => true }))

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  if (typeof window !== 'undefined') await import('../../src/components/ui/toaster')
})
afterEach(async () => {
  // What a test's last step set going (a toast's timers, a machine's answer) and the reset below
  // run inside act before the unmount: React's act environment stays on, nothing updates outside it.
  if (typeof window !== 'undefined') {
    await act(async () => {
      // The site toaster is app-global: a toast of one test never queues another's. Each test's
      // view unmounts before its app system stops (its checkout, its purchase): a view rendered
      // after the stop would ask a stopped system for its actors. The next test starts with no
      // stored purchase.
      toaster.remove()
      cleanup()
      stopTestApps()
      localStorage.removeItem(PURCHASE_STORAGE_KEY)
      if (!vi.isFakeTimers()) await new Promise<void>((settled) => setTimeout(settled, 0))
    })
  }
  server.resetHandlers()
  // The handlers' scenario store (purchases, cancellations, faults) back to its seed.
  scenarioStore.reset()
  cleanup()
  expect(takeActWarnings(), 'React updates outside act()').toEqual([])
})
afterAll(() => server.close())

// jsdom lacks these; Ark UI (zag) measures and observes elements.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView ??= function scrollIntoView() {}
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
