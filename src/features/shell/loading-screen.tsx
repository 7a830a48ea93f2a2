/** Same markup and classes as the boot spinner in index.html, so the hand-over does not move. */
export function LoadingScreen() {
  return (
    <div className="boot-loading" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  )
}
