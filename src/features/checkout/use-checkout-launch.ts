import { useSelector } from '@xstate/react'
import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef } from 'xstate'
import { CHECKOUT_CHILD_ID, IDLE_CHECKOUT_LAUNCH, selectLaunchSnapshot, type CheckoutLaunchView } from './checkout-launch-selectors'

const VIEWS: readonly CheckoutLaunchView[] = [
  IDLE_CHECKOUT_LAUNCH,
  { busy: true, processingDialog: false },
  { busy: false, processingDialog: true },
  { busy: true, processingDialog: true },
]
const code = (v: CheckoutLaunchView) => (v.busy ? 1 : 0) + (v.processingDialog ? 2 : 0)
const noop = () => {}

/**
 * The shared checkout launch as seen by a purchase view: `{ busy, processingDialog }` of the
 * parent's running child 'checkout' (idle when there is none) and `dismissProcessingDialog`,
 * which hides the dialog while the work goes on. Subscribes to the child itself.
 */
export function useCheckoutLaunch(parent: AnyActorRef): CheckoutLaunchView & { dismissProcessingDialog: () => void } {
  const child = useSelector(parent, (s: { children?: Record<string, AnyActorRef | undefined> }) => s.children?.[CHECKOUT_CHILD_ID])
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!child) return noop
      const sub = child.subscribe({ next: onChange, error: onChange, complete: onChange })
      return () => sub.unsubscribe()
    },
    [child],
  )
  const read = () => code(selectLaunchSnapshot(child?.getSnapshot()))
  const current = useSyncExternalStore(subscribe, read, read)
  const dismissProcessingDialog = useCallback(() => child?.send({ type: 'processingDialog.dismiss' }), [child])
  return { ...VIEWS[current]!, dismissProcessingDialog }
}
