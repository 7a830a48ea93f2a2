import { CHECKOUT_LAUNCH } from '../../../../machines/purchase-invokes'
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate'
import type { checkoutLaunchMachine } from '../../../../machines/checkout-launch.machine'

type LaunchSnapshot = SnapshotFrom<typeof checkoutLaunchMachine>

/** A purchase machine's running checkout launch (its child CHECKOUT_LAUNCH), or undefined. */
export const selectCheckoutChild = (parent: {
  children: Record<string, AnyActorRef | undefined>
}) => parent.children[CHECKOUT_LAUNCH] as ActorRefFrom<typeof checkoutLaunchMachine> | undefined

/** The 'Processing Payment' dialog should be open (from the launch's own snapshot; none: closed). */
export const selectProcessingDialog = (s: LaunchSnapshot | undefined): boolean =>
  s?.status === 'active' && s.hasTag('processingDialog')
