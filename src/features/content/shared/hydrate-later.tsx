import { Suspense, type ReactNode } from 'react'

/**
 * Content below the first screen of a prerendered page, in a Suspense boundary of its own: React
 * hydrates the page's top first (the header, the first screen, its buttons) and each such part
 * afterwards in a render of its own, at low priority; a tap inside one hydrates that part first.
 * Nothing in it suspends: the boundary only splits hydration into small tasks.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
