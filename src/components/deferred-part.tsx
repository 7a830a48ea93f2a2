import { Suspense, useState, type ReactNode } from 'react'
import { PartBoundary } from './part-boundary'

export interface DeferredPartProps {
  /** True the first time the part is needed (a dialog opens); it stays mounted after. */
  needed: boolean
  /** What failed, in the visitor's words: "This page's dialogs". */
  what: string
  /** Puts the part's owner back in a usable state after a failure. */
  onDismiss?: () => void
  /** A lazy component: its code loads when the part is first needed. */
  children: ReactNode
}

/** A floating part (a page's dialogs) whose code loads the first time it is needed and then stays mounted, so later dialogs open at once. */
export function DeferredPart({ needed, what, onDismiss, children }: DeferredPartProps) {
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  return loaded ? (
    <PartBoundary what={what} floating onDismiss={onDismiss}>
      <Suspense>{children}</Suspense>
    </PartBoundary>
  ) : null
}
