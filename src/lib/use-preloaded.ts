import { useEffect, useState } from 'react'
import type { Preloadable } from './preloadable'

/**
 * Whether `part`'s code has arrived, fetched once `needed`. A part rendered only then never
 * suspends, so no Suspense fallback commits: after one, React holds back the commit of the page's
 * own hydration for up to 300 ms, and the page's effects (its dialogs' mount) with it. A failed
 * fetch counts as arrived: the part then suspends and its boundary reports the failure.
 */
export function usePreloaded<P extends object>(part: Preloadable<P>, needed: boolean): boolean {
  const [arrived, setArrived] = useState(part.loaded)
  useEffect(() => {
    if (!needed || arrived) return
    let live = true
    const done = () => live && setArrived(true)
    part.preload().then(done, done)
    return () => {
      live = false
    }
  }, [part, needed, arrived])
  return arrived || part.loaded()
}
