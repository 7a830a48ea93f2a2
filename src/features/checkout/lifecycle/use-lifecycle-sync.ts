import { useEffect } from 'react'
import { useAuthLoading, useAuthUser } from '../../../auth/auth-hooks'
import { sendPurchaseLifecycle } from './purchase-lifecycle'

/**
 * Tells the purchase lifecycle what it follows outside the checkout: who is signed in (once the
 * identity provider has answered; signing out forgets the purchase) and when this tab regains
 * focus (a hosted checkout in another tab is then checked once). It holds no state itself.
 */
export function useLifecycleSync(): void {
  const loading = useAuthLoading()
  const uid = useAuthUser()?.uid ?? null
  useEffect(() => {
    if (loading) return
    sendPurchaseLifecycle(uid ? { type: 'auth.signedIn', userId: uid } : { type: 'auth.signedOut' })
  }, [loading, uid])
  useEffect(() => {
    const onFocus = () => sendPurchaseLifecycle({ type: 'window.focused' })
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [])
}
