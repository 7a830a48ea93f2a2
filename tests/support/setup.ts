import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { PURCHASE_STORAGE_KEY } from '../../src/features/checkout/lifecycle/lifecycle-storage'
import { reloadPurchaseLifecycle } from '../../src/features/checkout/lifecycle/purchase-lifecycle'
import { handlers } from '../../src/mocks/handlers'
import { scenarioStore } from '../../src/mocks/scenario-store'

// Lazy chunks and a busy 2-core CI machine: give findBy* and waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 })

/** The same handlers as the contract server; an unmatched request fails the test. */
export const server = setupServer(...handlers)

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // The router, zag and the machines update React from their own promises and timers, outside
  // act(); the tests wait for what those updates show with findBy* / waitFor. Testing Library
  // turns React's act environment on (its render, fireEvent and act still use act); off here,
  // React no longer prints a "not wrapped in act" warning for every such update (about 1,200
  // lines per view-test run).
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  server.resetHandlers()
  // The handlers' scenario store (purchases, cancellations, faults) back to its seed.
  scenarioStore.reset()
  cleanup()
  // A purchase lives in localStorage and in the tab's lifecycle actor; each test starts with none.
  globalThis.localStorage?.removeItem(PURCHASE_STORAGE_KEY)
  if (typeof window !== 'undefined') reloadPurchaseLifecycle()
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
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList
}
