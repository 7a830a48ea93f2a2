/** How long after the window's load event the page counts as settled (then: when idle). */
const SETTLE_DELAY_MS = 1000

/**
 * Calls `callback` once the page has loaded, a second has passed and the browser is idle: for
 * work that must happen soon but not before the first paint, so its code downloads after the
 * page's content is on screen instead of competing with it. Returns a function that cancels.
 */
export function whenPageSettled(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(callback, { timeout: SETTLE_DELAY_MS })
      else callback()
    }, SETTLE_DELAY_MS)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}
