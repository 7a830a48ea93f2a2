import { lazy, useState, type ComponentType } from 'react'

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the code now; resolves once the component renders without suspending. A failed
   *  fetch is forgotten, so the next call tries again. */
  preload: () => Promise<ComponentType<P>>
  /** Whether the code has arrived: rendered now, the component does not suspend. */
  loaded: () => boolean
}

/**
 * A code-split component that renders at once when its code arrived before it was first needed
 * (preloaded while the page was idle). React.lazy suspends on its first render even then, and
 * React holds back the boundary's reveal for up to 300 ms after a fallback: the wait a buyer saw
 * between Get Pro and its dialog. Not yet loaded, it suspends like React.lazy.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Part(props: P) {
    // Chosen once, at mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Part, { preload, loaded: () => loaded !== undefined })
}
