import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react'
import { usePageSettled } from '../lib/use-page-settled'
import { PartBoundary } from './part-boundary'

export interface DeferredPartProps {
  /** True when the part is needed now (a dialog opens). Once mounted, the part stays mounted. */
  needed: boolean
  /** Fetches the part's code; resolves true once it arrived. Called when the page has settled. */
  preload: () => Promise<boolean>
  /** What failed, in the visitor's words: "This page's dialogs". */
  what: string
  /** Puts the part's owner back in a usable state after a failure. */
  onDismiss?: () => void
  /** A lazy component: its code loads when the page has settled, or when the part is first needed. */
  children: ReactNode
}

/**
 * A floating part (a page's dialogs) whose code loads once the page has settled and which mounts,
 * closed, as soon as that code arrives: the first press then shows a dialog that is already in the
 * page instead of mounting every dialog of the page in the press's own frame. Needed sooner, it
 * loads and mounts then. The idle mount is a transition, so a press during it is handled first.
 */
export function DeferredPart({ needed, preload, what, onDismiss, children }: DeferredPartProps) {
  const [mounted, setMounted] = useState(false)
  if (needed && !mounted) setMounted(true)
  const settled = usePageSettled()
  useEffect(() => {
    if (settled)
      void preload().then((arrived) => arrived && startTransition(() => setMounted(true)))
  }, [settled, preload])
  return mounted ? (
    <PartBoundary what={what} floating onDismiss={onDismiss}>
      <Suspense>{children}</Suspense>
    </PartBoundary>
  ) : null
}
