/** Calls `callback` in a task after the browser's next frame has painted (a frame callback runs
 *  before that paint, a task queued from it after). Returns a function that cancels. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
