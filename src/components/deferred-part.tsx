import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react'
import { usePageSettled } from '../lib/use-page-settled'
import { PartBoundary } from './part-boundary'

export interface DeferredPartProps {
  /** True when the part is needed now (a dialog opens). Once mounted, the part stays mounted. */
  needed: boolean
  /** Fetches the part's code; resolves true once it arrived. Called when the page has settled. */
  preload: () => Promise<boolean>
  /**
   * 'settled' (the default): the code loads once the page has settled. 'hydrated': as soon as the
   * part's owner has hydrated, for a part that the page's first press needs (its buy dialogs): the
   * press then finds it mounted. The fetch runs beside the page's start; only its evaluation and
   * the mount (a transition, in slices) take the main thread.
   */
  loadWhen?: 'settled' | 'hydrated'
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
 * page instead of mounting every dialog of the page in the press's own frame (`loadWhen`: or as
 * soon as its owner hydrated). Needed sooner, it loads and mounts then. The idle mount is a
 * transition, so a press during it is handled first.
 */
export function DeferredPart({
  needed,
  preload,
  loadWhen = 'settled',
  what,
  onDismiss,
  children,
}: DeferredPartProps) {
  const [mounted, setMounted] = useState(false)
  if (needed && !mounted) setMounted(true)
  const settled = usePageSettled()
  const load = loadWhen === 'hydrated' || settled
  useEffect(() => {
    if (load) void preload().then((arrived) => arrived && startTransition(() => setMounted(true)))
  }, [load, preload])
  return mounted ? (
    <PartBoundary what={what} floating onDismiss={onDismiss}>
      <Suspense>{children}</Suspense>
    </PartBoundary>
  ) : null
}
