import { useEffect, useState } from 'react'

/**
 * False on the first render, true once the browser is idle after it painted: for parts that
 * must exist soon but not in the first paint (the toaster), so their code downloads after the
 * page's content is on screen instead of competing with it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(id)
  }, [])
  return ready
}
