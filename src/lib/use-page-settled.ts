import { useEffect, useState } from 'react'

/** How long after the window's load event the page counts as settled (then: when idle). */
const SETTLE_DELAY_MS = 1000

/**
 * False until the page has loaded, a second has passed and the browser is idle: for parts that
 * must exist soon but not in the first paint (the toaster), so their code downloads after the
 * page's content is on screen instead of competing with it.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    const settle = () => setSettled(true)
    let timer: ReturnType<typeof setTimeout> | undefined
    let idle: number | undefined
    const afterLoad = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(settle, { timeout: SETTLE_DELAY_MS })
        else settle()
      }, SETTLE_DELAY_MS)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      clearTimeout(timer)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [])
  return settled
}
