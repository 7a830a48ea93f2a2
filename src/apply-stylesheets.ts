/**
 * index.html loads the stylesheet with media="print" (scripts/vite-plugins.ts, deferredStylesheet)
 * so that it does not hold back the spinner's first paint. Before the first render it has to be
 * in effect: switch it to all media and wait until it has loaded (or failed: the page then
 * renders unstyled rather than never). In development Vite injects styles itself: nothing to do.
 */
export function applyDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-apply-before-render]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.media = 'all'
          if (link.sheet) return resolve()
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
        }),
    ),
  ).then(() => undefined)
}
