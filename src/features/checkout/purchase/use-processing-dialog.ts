import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import { selectCheckoutChild, selectProcessingDialog } from './checkout-launch.selectors'

/**
 * Whether a purchase page shows 'Processing Payment': read from the parent's running checkout
 * launch itself, whose 200 ms timer does not change the parent's snapshot.
 */
export function useProcessingDialog(parent: AnyActorRef): boolean {
  const child = useSelector(parent, selectCheckoutChild)
  return useSelector(child, selectProcessingDialog)
}
