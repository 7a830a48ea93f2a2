import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate'
import type { checkoutLaunchMachine } from '../../../../machines/checkout-launch.machine'

/** The id under which both purchase machines invoke the checkout launch. */
export const CHECKOUT_CHILD_ID = 'checkoutLaunch'

type LaunchSnapshot = SnapshotFrom<typeof checkoutLaunchMachine>

/** A purchase machine's running checkout launch (its child 'checkoutLaunch'), or undefined. */
export const selectCheckoutChild = (parent: {
  children: Record<string, AnyActorRef | undefined>
}) => parent.children[CHECKOUT_CHILD_ID] as ActorRefFrom<typeof checkoutLaunchMachine> | undefined

/** The 'Processing Payment' dialog should be open (from the launch's own snapshot; none: closed). */
export const selectProcessingDialog = (s: LaunchSnapshot | undefined): boolean =>
  s?.status === 'active' && s.hasTag('processingDialog')
