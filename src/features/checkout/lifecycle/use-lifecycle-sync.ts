import { useEffect } from 'react'
import { usePurchaseLifecycle } from './use-purchase-lifecycle'

/**
 * Tells the purchase lifecycle when this tab regains focus (a hosted checkout in another tab is
 * then checked once). Who is signed in reaches it from the auth actor, not from here.
 */
export function useLifecycleSync(): void {
  const lifecycle = usePurchaseLifecycle()
  useEffect(() => {
    const onFocus = () => lifecycle.send({ type: 'window.focused' })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [lifecycle])
}
