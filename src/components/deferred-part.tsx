import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react'
import { PartBoundary } from './part-boundary'

export interface DeferredPartProps {
  /** True when the part is needed now (a dialog opens). Once mounted, the part stays mounted. */
  needed: boolean
  /** Fetches the part's code; resolves true once it arrived. Called once the owner is in the page. */
  preload: () => Promise<boolean>
  /** What failed, in the visitor's words: "This page's dialogs". */
  what: string
  /** Puts the part's owner back in a usable state after a failure. */
  onDismiss?: () => void
  /** A lazy component: its code loads once the owner has hydrated, or when the part is first needed. */
  children: ReactNode
}

/**
 * A floating part (a page's buy dialogs) whose code loads as soon as its owner has hydrated and
 * which mounts, closed, when that code arrives: a press, even the page's first, then shows a
 * dialog already in the page instead of mounting every dialog of the page in its own frame. The
 * fetch runs beside the page's start; only its evaluation and the mount (a transition, in slices,
 * so a press during it is handled first) take the main thread. Needed sooner, it loads then.
 */
export function DeferredPart({ needed, preload, what, onDismiss, children }: DeferredPartProps) {
  const [mounted, setMounted] = useState(false)
  if (needed && !mounted) setMounted(true)
  useEffect(() => {
    void preload().then((arrived) => arrived && startTransition(() => setMounted(true)))
  }, [preload])
  return mounted ? (
    <PartBoundary what={what} floating onDismiss={onDismiss}>
      <Suspense>{children}</Suspense>
    </PartBoundary>
  ) : null
}
